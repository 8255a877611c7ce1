import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { damageTable, databaseWithMail } from '../fixtures/damaged-database';
import { runCli, runServerToExit, tempDataDir } from '../fixtures/server-process';

let dataDir: string;
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A refusal is one line on stderr that names the file and the problem, and an exit code of 1: no stack. */
function expectRefusal(result: SpawnSyncReturns<string>, file: string, problem: RegExp) {
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(lines[0]).toMatch(problem);
  expect(result.status).toBe(1);
}

function damagedDatabase() {
  dataDir = tempDataDir('broken');
  const file = databaseWithMail(dataDir);
  damageTable(file, 'email_outbox');
  return file;
}

describe('the server started on a database it cannot use', () => {
  const cases: [string, () => string, RegExp][] = [
    ['damaged pages', damagedDatabase, /is damaged.*npm run db:restore/],
    [
      'a file that is not a database',
      () => {
        dataDir = tempDataDir('broken');
        const file = path.join(dataDir, 'app.db');
        fs.writeFileSync(file, 'email,name\nowner@example.com,Owner\n');
        return file;
      },
      /is not a SQLite database.*npm run db:restore/,
    ],
    [
      'a path it cannot open',
      () => {
        dataDir = tempDataDir('broken');
        const file = path.join(dataDir, 'app.db');
        fs.mkdirSync(file);
        return file;
      },
      /cannot be opened.*check that DATA_DIR is a folder/,
    ],
  ];

  it.each(cases)('refuses %s with one line and exit code 1, and never listens', (_name, arrange, problem) => {
    const file = arrange();
    const result = runServerToExit(dataDir);
    expect(result.stdout).not.toContain('Server listening');
    expectRefusal(result, file, problem);
  });
});

describe('the command-line tools on a damaged database', () => {
  it('create-admin refuses it and creates nobody', () => {
    const file = damagedDatabase();
    const result = runCli(
      'src/server/cli/create-admin.ts',
      ['--email', 'owner@agency.test', '--name', 'Owner', '--password', 'owner-pass-1'],
      { DATA_DIR: dataDir },
    );
    expectRefusal(result, file, /is damaged.*npm run db:restore/);
    const db = new Database(file, { readonly: true });
    expect(db.prepare('select count(*) from users').pluck().get()).toBe(0);
    db.close();
  });

  it('db:backup refuses it and writes no backup that would restore the damage', () => {
    const file = damagedDatabase();
    const out = path.join(dataDir, 'backups', 'now');
    const result = runCli('src/server/cli/backup.ts', ['--out', out], { DATA_DIR: dataDir });
    expectRefusal(result, file, /is damaged/);
    expect(fs.existsSync(path.join(out, 'app.db'))).toBe(false);
  });
});
