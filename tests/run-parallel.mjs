// Runs npm scripts side by side and fails when any of them fails. Each script's output is held
// back and printed whole when it ends, so the logs of two scripts never interleave.
//
// The type check, the linters and the build are each one process that keeps one core busy for most
// of its run; one after another they left the second core of a two-core CI machine idle.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tests/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n> npm run ${script}: ${status} after ${seconds} s\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
