import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, payingCustomer, runCli, startServer, tempDataDir, uploadFiles } from '../fixtures/server-process';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const newDir = (prefix: string) => {
  const dir = tempDataDir(prefix);
  dirs.push(dir);
  return dir;
};

describe('npm run db:backup and db:restore', () => {
  it('copy the database and the uploads while the server keeps writing, and a restore into a fresh folder brings it all back', async () => {
    const dataDir = newDir('live');
    const server = await startServer(dataDir);
    children.push(server.child);
    const email = `backup-${Date.now()}@example.test`;
    const token = await payingCustomer(server.url, email);
    const files = [
      { name: 'brief.pdf', bytes: randomBytes(200_000) },
      { name: 'logo.png', bytes: randomBytes(50_000) },
    ];
    expect((await uploadFiles(server.url, token, files)).status).toBe(200);
    await call(server.url, 'POST', '/api/customer/send-message', { message: 'Before the backup' }, token);

    // Writes keep arriving while the backup runs: the copy is a snapshot, never a torn one.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i += 1)
        await call(server.url, 'POST', '/api/customer/send-message', { message: `During the backup ${i}` }, token);
    })();
    const backupDir = path.join(newDir('backups'), 'snapshot');
    const made = runCli('src/server/cli/backup.ts', ['--out', backupDir], { DATA_DIR: dataDir });
    writing = false;
    await writer;
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Backup written to');
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      files: 2,
      droppedRows: [],
      counts: expect.objectContaining({ users: 4, orders: 2, files: 2 }),
    });

    const freshDir = newDir('restored');
    const restored = runCli('src/server/cli/backup.ts', ['--restore', '--from', backupDir], { DATA_DIR: freshDir });
    expect(restored.status, restored.stderr).toBe(0);
    // The key of guest orders' checkout secrets comes back too: the links in their receipts keep working.
    expect(fs.readFileSync(path.join(freshDir, 'server.key'))).toEqual(
      fs.readFileSync(path.join(dataDir, 'server.key')),
    );
    // A second restore over a database is refused rather than overwriting it.
    expect(runCli('src/server/cli/backup.ts', ['--restore', '--from', backupDir], { DATA_DIR: freshDir }).status).toBe(
      1,
    );

    const copy = await startServer(freshDir);
    children.push(copy.child);
    const login = await call<{ access_token: string }>(copy.url, 'POST', '/api/login', {
      email,
      password: 'buyer-pass-1',
    });
    expect(login.status).toBe(200);
    const dashboard = await call<{
      has_plan: boolean;
      files: { id: number; filename: string }[];
      messages: { message: string }[];
    }>(copy.url, 'GET', '/api/customer/dashboard', undefined, login.json.access_token);
    expect(dashboard.json.has_plan).toBe(true);
    expect(dashboard.json.messages.map((message) => message.message)).toContain('Before the backup');
    for (const file of files) {
      const listed = dashboard.json.files.find((entry) => entry.filename === file.name)!;
      const download = await fetch(`${copy.url}/api/customer/files/${file.name}/download?id=${listed.id}`, {
        headers: { authorization: `Bearer ${login.json.access_token}` },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(file.bytes)).toBe(true);
    }
  }, 90_000);

  it('refuses to write into a folder that is not empty, and to restore something that is not a backup', () => {
    const dataDir = newDir('empty');
    expect(runCli('src/server/cli/backup.ts', [], { DATA_DIR: dataDir }).stderr).toContain('no database');
    const notBackup = newDir('not-backup');
    const result = runCli('src/server/cli/backup.ts', ['--restore', '--from', notBackup], {
      DATA_DIR: newDir('target'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not a backup');
  });
});
