import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTERNAL, LOADED_WHEN_CALLED } from '../../scripts/build-server.mjs';

const require = createRequire(import.meta.url);

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

  it('stands in for a package loaded when called with what its user calls, found from that user', () => {
    for (const [name, { by, names }] of Object.entries(LOADED_WHEN_CALLED)) {
      const user = require.resolve(by);
      // The user requires it by that name, so the stand-in replaces the one it would have found.
      const sources = fs.readdirSync(path.dirname(user), { recursive: true, encoding: 'utf8' });
      const requires = sources.some(
        (file) =>
          file.endsWith('.js') &&
          !file.includes('node_modules') &&
          fs.readFileSync(path.join(path.dirname(user), file), 'utf8').includes(`require('${name}')`),
      );
      expect(requires, `${by} requires ${name}`).toBe(true);
      const real = require(require.resolve(name, { paths: [user] })) as Record<string, unknown>;
      // Without names, the stand-in is an object that reads through to the real one.
      if (!names) expect(Object.keys(real).length, name).toBeGreaterThan(0);
      for (const exported of names ?? []) expect(typeof real[exported], `${name}.${exported}`).toBe('function');
    }
  });
});
