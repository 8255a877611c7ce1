// `npm start`: build when the sources changed since the last build, then run the server.
// `--build-only` stops after the build (used by `npm run create-admin`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { sourceFingerprint } from './fingerprint.mjs';

const STAMP = 'dist/.fingerprint';
const current = sourceFingerprint();
const built = fs.existsSync(STAMP) && fs.existsSync('dist/server/main.js') ? fs.readFileSync(STAMP, 'utf8') : null;

if (built !== current) {
  console.log('Building the app (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, current);
}

if (!process.argv.includes('--build-only')) {
  await import(new URL('../dist/server/serve.js', import.meta.url).href);
}
