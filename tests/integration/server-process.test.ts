import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, startServer as startProcess, tempDataDir } from '../fixtures/server-process';

let dataDir: string;
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  dataDir = tempDataDir('proc');
  const server = await startProcess(dataDir, { AUTH_RATE_LIMIT: 'on' });
  child = server.child;
  return server;
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
    runCli('src/server/cli/create-admin.ts', args, { DATA_DIR: dataDir, NODE_ENV: 'production' });

  it('creates an admin who can then sign in, and refuses a duplicate', async () => {
    dataDir = tempDataDir('cli');
    const first = run(['--email', 'Owner@Agency.test', '--name', 'Owner', '--password', 'owner-pass-1']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Admin account created: owner@agency.test');

    const again = run(['--email', 'owner@agency.test', '--name', 'Owner', '--password', 'owner-pass-1']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    expect(db.prepare('select email, is_admin from users').all()).toEqual([
      { email: 'owner@agency.test', is_admin: 1 },
    ]);
    db.close();
  });

  it('explains bad arguments', () => {
    dataDir = tempDataDir('cli');
    const result = run(['--email', 'not-an-email', '--name', 'X', '--password', '123']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run create-admin');
  });
});
