import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';

// These start the real entry points (through tsx, so no build is needed) against a temporary DATA_DIR.

const TSX = path.resolve('node_modules/.bin/tsx');
let dataDir: string;
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ url: string; output: () => string }> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-proc-'));
  const proc = spawn(TSX, ['src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
  });
  child = proc;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
  });
}

describe('the server process', () => {
  it('migrates and seeds the demo accounts into an empty database, then shuts down cleanly on SIGTERM', async () => {
    const { url, output } = await startServer();
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo-123' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).is_admin).toBe(true);

    const exit = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output()).toContain('shutting down');
    // The database was closed properly: the last connection checkpoints and removes the WAL file.
    expect(fs.existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const emails = db.prepare('select email, is_admin from users order by id').all();
    db.close();
    expect(emails).toEqual([
      { email: 'admin@example.com', is_admin: 1 },
      { email: 'customer@example.com', is_admin: 0 },
      { email: 'visitor@example.com', is_admin: 0 },
    ]);
  });
});

describe('npm run create-admin', () => {
  const run = (args: string[]) =>
    spawnSync(TSX, ['src/server/cli/create-admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      encoding: 'utf8',
    });

  it('creates an admin who can then sign in, and refuses a duplicate', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cli-'));
    const first = run(['--email', 'Owner@Agency.test', '--name', 'Owner', '--password', 'owner-pass-1']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Admin account created: owner@agency.test');

    const again = run(['--email', 'owner@agency.test', '--name', 'Owner', '--password', 'owner-pass-1']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    expect(db.prepare('select email, is_admin from users').all()).toEqual([{ email: 'owner@agency.test', is_admin: 1 }]);
    db.close();
  });

  it('explains bad arguments', () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cli-'));
    const result = run(['--email', 'not-an-email', '--name', 'X', '--password', '123']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run create-admin');
  });
});
