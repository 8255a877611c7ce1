// A hash of everything the build reads, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'public',
  'drizzle',
  'scripts/build-server.mjs',
  'scripts/build-resume.ts',
  'scripts/precompress.mjs',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    // The router plugin rewrites this file during the build; it follows from the routes anyway.
    if (name === 'routeTree.gen.ts') continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}
