import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase', () => {
  it('creates the file, migrates it and turns on WAL, a busy timeout and foreign keys', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-'));
    const database = openDatabase(path.join(dir, 'nested', 'app.db'), path.resolve('drizzle'));
    try {
      const { sqlite } = database;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'password_reset_tokens', 'email_outbox']));
    } finally {
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
