import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { damageTable, databaseWithMail } from '../../../tests/fixtures/damaged-database';
import { tempDataDir } from '../../../tests/fixtures/server-process';
import { openDatabase } from './client';
import { checkDatabaseFile, UnusableDatabase } from './integrity';

let dir: string;
beforeEach(() => {
  dir = tempDataDir('integrity');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const migrations = path.resolve('drizzle');

function refusal(open: () => unknown): UnusableDatabase {
  try {
    open();
  } catch (error) {
    expect(error).toBeInstanceOf(UnusableDatabase);
    return error as UnusableDatabase;
  }
  throw new Error('the database was accepted');
}

describe('openDatabase on a file it cannot trust', () => {
  it('refuses damaged pages before migrating, so nothing is written into the file', () => {
    const file = databaseWithMail(dir);
    damageTable(file, 'email_outbox');
    const before = fs.readFileSync(file);

    const error = refusal(() => openDatabase(file, migrations));
    expect(error.problem).toBe('damaged');
    expect(error.message).toMatch(
      /^The database .*app\.db is damaged \(quick_check: Tree \d+ page \d+: .+\): .*npm run db:restore/,
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('refuses a file that is not a database, and leaves it as it was', () => {
    const file = path.join(dir, 'app.db');
    fs.writeFileSync(file, 'email,name\nowner@example.com,Owner\n');
    expect(refusal(() => openDatabase(file, migrations)).problem).toBe('not_a_database');
    expect(fs.readFileSync(file, 'utf8')).toBe('email,name\nowner@example.com,Owner\n');
  });

  it('refuses a data folder that is a file', () => {
    const notAFolder = path.join(dir, 'data');
    fs.writeFileSync(notAFolder, '');
    expect(refusal(() => openDatabase(path.join(notAFolder, 'app.db'), migrations)).problem).toBe('inaccessible');
  });

  it('keeps the error, stack and all, of a failure that is not the file’s own: a missing migrations folder', () => {
    let thrown: unknown;
    try {
      openDatabase(path.join(dir, 'app.db'), path.join(dir, 'no-migrations'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(UnusableDatabase);
  });

  it('opens a whole database, new or used', () => {
    const file = databaseWithMail(dir);
    const database = openDatabase(file, migrations);
    expect(database.sqlite.prepare('select count(*) from email_outbox').pluck().get()).toBe(300);
    database.close();
  });
});

describe('checkDatabaseFile', () => {
  it('sees pages damaged under a connection that still has them in its cache', () => {
    const file = databaseWithMail(dir);
    const database = openDatabase(file, migrations);
    try {
      damageTable(file, 'email_outbox');
      expect(database.sqlite.prepare('select count(*) from email_outbox').pluck().get()).toBe(300);
      expect(() => checkDatabaseFile(file)).toThrow(/is damaged/);
    } finally {
      database.close();
    }
  });

  it('calls a missing file inaccessible rather than creating it', () => {
    const file = path.join(dir, 'app.db');
    expect(refusal(() => checkDatabaseFile(file)).problem).toBe('inaccessible');
    expect(fs.existsSync(file)).toBe(false);
  });
});
