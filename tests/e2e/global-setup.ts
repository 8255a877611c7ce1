import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Builds the app when its sources changed, starts it on a free port with a fresh seeded database,
// and hands the address and data folder to the tests through the environment.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number, logFile: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the server did not answer /healthz within ${timeoutMs} ms; its log:\n${fs.readFileSync(logFile, 'utf8')}`,
  );
}

export default async function globalSetup() {
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const server = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // WebAuthn takes no IP address: the passkey journey opens the site as localhost.
      PASSKEY_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (fixtures.ts), so each is a visitor of its own.
      TRUST_PROXY: 'true',
      // Reminders a journey makes due go out within a second.
      OUTBOX_POLL_MS: '500',
      // A journey follows a chat's reply email without waiting the 90 s its replies gather.
      CHAT_REPLY_GATHER_SECONDS: '2',
      // The journeys chat live at whatever hour they run.
      CHAT_HOURS: 'always',
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(baseUrl, 15_000, logFile);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
