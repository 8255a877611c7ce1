import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTERNAL } from '../../scripts/build-server.mjs';

function* serverSources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* serverSources(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

describe('the server bundle', () => {
  it('leaves every package the server loads with import() to Node', () => {
    // Bundled, esbuild's import() of a CommonJS package answers its default export only: the
    // calendar invite's `const { createEvent } = await import('ics')` got undefined.
    const lazyPackages = new Set<string>();
    for (const file of serverSources('src/server')) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'([^'.][^']*)'\s*\)/g))
        lazyPackages.add(name!.startsWith('@') ? name!.split('/').slice(0, 2).join('/') : name!.split('/')[0]!);
    }
    expect(lazyPackages.size).toBeGreaterThan(0);
    expect([...lazyPackages].filter((name) => !EXTERNAL.includes(name))).toEqual([]);
  });
});
