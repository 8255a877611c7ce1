import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, tableWrites } from './client';

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
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'password_reset_tokens', 'email_outbox']),
      );
    } finally {
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a write that fails as it commits', () => {
  // A deferred foreign key is checked at commit, as a full disk (SQLITE_FULL) fails only at commit.
  it('throws from get() of INSERT … RETURNING, through the driver and through Drizzle, and saves nothing', () => {
    const database = openDatabase(null, path.resolve('drizzle'));
    try {
      const { sqlite, db } = database;
      sqlite.exec(
        'create table parent (id integer primary key); create table child (id integer primary key, parent integer references parent(id) deferrable initially deferred)',
      );
      expect(() => sqlite.prepare('insert into child (parent) values (?) returning id').get(42)).toThrow(/FOREIGN KEY/);
      expect(() => db.get(sql`insert into child (parent) values (7) returning id`)).toThrow(/FOREIGN KEY/);
      expect(sqlite.prepare('select count(*) from child').pluck().get()).toBe(0);
      sqlite.exec('insert into parent (id) values (1)');
      expect(sqlite.prepare('insert into child (parent) values (?) returning id').get(1)).toEqual({ id: 1 });
    } finally {
      database.close();
    }
  });
});

describe('tableWrites', () => {
  const portfolioWrites = tableWrites('portfolio_items');

  it('counts every insert, update and delete of its table through the connection, and nothing else', () => {
    const database = openDatabase(null, path.resolve('drizzle'));
    try {
      const { sqlite } = database;
      const counter = portfolioWrites(database.db);
      expect(counter.count).toBe(0);
      const insert = sqlite.prepare(
        "insert into portfolio_items (title, description, image, image_alt, category, technologies) values ('T', 'D', '/i.svg', 'alt', 'web', '[]')",
      );
      const { lastInsertRowid: id } = insert.run();
      expect(counter.count).toBe(1);
      sqlite.prepare('update portfolio_items set title = ? where id = ?').run('New', id);
      expect(counter.count).toBe(2);
      sqlite.prepare('delete from portfolio_items where id = ?').run(id);
      expect(counter.count).toBe(3);
      sqlite.prepare("update users set name = 'x' where 0").run();
      expect(counter.count).toBe(3);
      expect(portfolioWrites(database.db)).toBe(counter);
    } finally {
      database.close();
    }
  });

  it('leaves no trigger in the database file', () => {
    const database = openDatabase(null, path.resolve('drizzle'));
    // The migrations' own triggers (the signed agreement's guard, 0009) are not the counter's.
    const inFile = () =>
      database.sqlite.prepare("select name from sqlite_master where type = 'trigger' order by name").pluck().all();
    try {
      const before = inFile();
      portfolioWrites(database.db);
      expect(inFile()).toEqual(before);
      expect(
        database.sqlite.prepare("select count(*) from sqlite_temp_master where type = 'trigger'").pluck().get(),
      ).toBe(3);
    } finally {
      database.close();
    }
  });

  it('refuses a name that is not a plain table name', () => {
    expect(() => tableWrites('users; drop table users')).toThrow('not a table name');
  });
});
