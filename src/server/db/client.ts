import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { asUnusable, requireIntact } from './integrity';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A database handle or an open transaction: services that write inside a caller's transaction take this. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one database file inside DATA_DIR (the server, the CLIs, backups and Litestream). */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'app.db');

export interface OpenDatabase {
  db: Db;
  /** The raw connection, for what Drizzle does not cover (pragmas, online backups). */
  sqlite: Database.Database;
  close: () => void;
}

/**
 * Opens (or creates) the database, checks it, sets the pragmas and applies pending migrations. A
 * file that is not a database, is damaged or cannot be opened throws UnusableDatabase.
 */
export function openDatabase(file: string | null, migrationsDir: string): OpenDatabase {
  if (!file) return configure(new Database(':memory:'), migrationsDir);
  let sqlite: Database.Database | undefined;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new Database(file);
    // Before migrating: a migration would write into the damaged b-trees and spread the damage.
    requireIntact(sqlite, file);
    return configure(sqlite, migrationsDir);
  } catch (error) {
    sqlite?.close();
    throw asUnusable(file, error);
  }
}

function configure(sqlite: Database.Database, migrationsDir: string): OpenDatabase {
  surfaceCommitErrors(sqlite);
  sqlite.pragma('journal_mode = WAL');
  // Writers wait instead of failing with SQLITE_BUSY when another connection (a backup, a CLI) writes.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder: migrationsDir });
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * better-sqlite3's get() steps a statement once and resets it. For a statement that writes and
 * returns rows (INSERT … RETURNING) outside a transaction, the commit happens in that reset, and
 * the reset's error is dropped: on a full disk the caller gets its row back although nothing was
 * saved. all() steps to the end and throws the commit's error, so every writing statement's get()
 * goes through all(). Drizzle prepares every query through this connection, so no caller can miss it.
 */
function surfaceCommitErrors(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    if (statement.reader && !statement.readonly) {
      const all = statement.all.bind(statement);
      statement.get = (...params: unknown[]) => all(...params)[0];
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * A query that Drizzle builds and SQLite compiles once per database handle instead of on every
 * call; for the busiest reads, where building the SQL costs more than running it. Values go in
 * through sql.placeholder(), as the driver stores them (epoch milliseconds for timestamps). A
 * transaction is a handle of its own: inside one, the query is prepared once for that transaction.
 */
export function preparedQuery<T, Handle extends DbOrTx = DbOrTx>(build: (db: Handle) => T): (db: Handle) => T {
  const prepared = new WeakMap<Handle, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

// Two statements rather than one reading pragma_data_version in a subquery: that table-valued
// function costs twice what PRAGMA data_version does (5 µs against 2.5 µs, on the dashboard's every call).
const changesQuery = preparedQuery((db: Db) => db.$client.prepare('select total_changes()').pluck());
const dataVersionQuery = preparedQuery((db: Db) => db.$client.prepare('pragma data_version').pluck());

/**
 * A value that changes whenever the database's contents may have: the rows this connection has
 * changed (total_changes) and SQLite's data_version, which moves when another connection (a CLI)
 * commits. A read cache keyed on it stays exact without every writer having to invalidate it.
 */
export function contentVersion(db: Db): string {
  return `${changesQuery(db).get() as number}:${otherConnectionsVersion(db)}`;
}

const dataVersions = new WeakMap<Db, number>();

/**
 * SQLite's data_version: it moves when another connection commits, never for this one's writes.
 * Reading it opens a read transaction (about 13 µs here, a fifth of a cached answer), so it is
 * read once per turn of the event loop and shared by the requests handled in that turn: another
 * process's commit is seen from the next turn, as if it had landed a moment later.
 */
export function otherConnectionsVersion(db: Db): number {
  let version = dataVersions.get(db);
  if (version === undefined) {
    version = dataVersionQuery(db).get() as number;
    dataVersions.set(db, version);
    setImmediate(() => dataVersions.delete(db));
  }
  return version;
}

/**
 * A read cache per database handle whose entries hold while `version` (given on every call: a
 * write counter, a data version) stays the same. A new version, or `maxEntries` reached, starts it
 * empty: nothing is evicted one by one, and nothing read under an old version is handed out.
 */
export function versionedCache<K, V>(maxEntries: number): (db: Db, version: string | number) => Map<K, V> {
  const caches = new WeakMap<Db, { version: string | number; entries: Map<K, V> }>();
  return (db, version) => {
    let cache = caches.get(db);
    if (!cache || cache.version !== version || cache.entries.size >= maxEntries) {
      cache = { version, entries: new Map() };
      caches.set(db, cache);
    }
    return cache.entries;
  };
}

/**
 * How many rows of `table` this connection has inserted, updated or deleted, counted by temporary
 * triggers: a read cache keyed on it sees every write, whichever code makes it, for the price of
 * reading a number (contentVersion() costs a query). Temporary triggers live on this connection
 * only, so the schema never calls a function that the sqlite3 shell or a backup would lack; writes
 * through those other connections are not counted, so use it only for tables they do not write.
 */
export function tableWrites(table: string): (db: Db) => { readonly count: number } {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return preparedQuery((db: Db) => {
    const counter = { count: 0 };
    const fn = `${table}_written`;
    db.$client.function(fn, { deterministic: false }, () => {
      counter.count += 1;
      return null;
    });
    for (const event of ['insert', 'update', 'delete']) {
      db.$client.exec(
        `create temp trigger ${table}_${event}_counted after ${event} on main.${table} begin select ${fn}(); end`,
      );
    }
    return counter;
  });
}
