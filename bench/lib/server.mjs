// Shared by the load benchmarks: build once, start the production server (or the bare Fastify
// server) on a free loopback port, time its start-up, sample its memory, stop it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_POLL_MS = 10;
const READY_TIMEOUT_MS = 20_000;
// USER_HZ, the unit of /proc/<pid>/stat's CPU times: 100 on every mainstream Linux build.
const CLOCK_TICKS_PER_SECOND = 100;

/** Builds the app when its sources changed since the last build (the same check as `npm start`). */
export function buildIfNeeded() {
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node <script>` (in `cwd`, by default this checkout; with the `node` binary, by default this
 * process's) on a free loopback port and waits for `readyPath` to answer 200. startupMs runs from the
 * spawn to that first successful answer, polled every 10 ms. stop() sends SIGTERM and resolves with the exit code.
 */
export async function startProcess(script, { readyPath = '/', env = {}, cwd, node = process.execPath } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(node, [script], {
    cwd,
    // PUBLIC_URL makes the app's canonical links and sitemap name this very server.
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Warnings and errors still reach the terminal; at LOG_LEVEL=warn nothing else is printed.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));

  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (exited !== null) throw new Error(`${script} exited (${exited}) before answering ${readyPath}`);
    const ok = await fetch(url + readyPath).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      const startupMs = performance.now() - started;
      const stop = () => {
        if (exited !== null) return Promise.resolve(exited);
        const gone = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
        child.kill('SIGTERM');
        return gone;
      };
      return { url, pid: child.pid, startupMs, stop };
    }
    await sleep(READY_POLL_MS);
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not answer ${readyPath} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The production server as `npm start` runs it in production, in a fresh DATA_DIR that stop()
 * removes; `env` adds or overrides settings. LOG_LEVEL=warn turns the per-request logs off;
 * AUTH_RATE_LIMIT=off lets a benchmark sign up from one address as often as it needs.
 */
export async function startAppServer(env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  try {
    const server = await startProcess('dist/server/main.js', {
      readyPath: '/healthz',
      env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'off', DATA_DIR: dataDir, ...env },
    });
    const stop = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    return { ...server, dataDir, dbFile: path.join(dataDir, 'app.db'), stop };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Resident memory of a process in MB, from /proc (Linux); null when it cannot be read. */
export function rssMb(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux). Per request, it shows
 * the server's own work better than requests/s on a machine where other processes compete.
 */
export function cpuSeconds(pid) {
  if (!fs.existsSync(`/proc/${pid}`))
    throw new Error(`process ${pid} is no longer running (killed by something else on the machine?)`);
  // Fields 14 and 15 of /proc/<pid>/stat, counted after the ')' that ends the command name.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Samples a process's RSS every `everyMs` until stop(), which returns the peak in MB. */
export function sampleRss(pid, everyMs = 100) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid) ?? 0);
    },
  };
}

/** The benchmark's duration in seconds: BENCH_DURATION, 10 by default. */
export function durationSeconds(fallback = 10) {
  const value = Number(process.env.BENCH_DURATION ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`BENCH_DURATION must be a positive number of seconds, not ${process.env.BENCH_DURATION}`);
  return value;
}
