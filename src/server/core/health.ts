import { preparedQuery, type Db } from '../db/client';
import { checkDatabaseFile, problemOf, requireIntact, UnusableDatabase } from '../db/integrity';
import type { AppDeps } from '../deps';

export type Health = { status: 'ok' } | { status: 'error'; detail: string };

// Docker polls /healthz every 30 s and benchmarks hit it hard: every call runs a trivial query,
// the full check of the file (a read of every page) runs at most this often.
const FILE_CHECK_INTERVAL_MS = 60_000;

// What the HTTP answer may say: no SQLite code, no path (the log has both).
const DETAIL = {
  damaged: 'The database is damaged; restore it from a backup',
  unreadable: 'The database cannot be read',
};

interface FileCheck {
  checkedAt: number;
  health: Health;
}
const fileChecks = new WeakMap<Db, FileCheck>();

const schemaRead = preparedQuery((db: Db) => db.$client.prepare('select count(*) from sqlite_master').pluck());

const failure = (error: unknown): Health => {
  const problem = error instanceof UnusableDatabase ? error.problem : problemOf(error);
  return {
    status: 'error',
    detail: problem === 'damaged' || problem === 'not_a_database' ? DETAIL.damaged : DETAIL.unreadable,
  };
};

/** The database's real state: whether this connection still reads it and whether the file on disk is whole. */
export function checkHealth({ db, log }: Pick<AppDeps, 'db' | 'log'>): Health {
  try {
    schemaRead(db).get();
  } catch (error) {
    log.error({ err: error }, 'health check: the database cannot be queried');
    return failure(error);
  }
  const now = Date.now();
  const last = fileChecks.get(db);
  if (last && now - last.checkedAt < FILE_CHECK_INTERVAL_MS) return last.health;
  const health = checkFile(db, log);
  fileChecks.set(db, { checkedAt: now, health });
  return health;
}

/**
 * A request that met a damaged file or a failing disk: the next /healthz checks the file again
 * instead of answering from the last check, so the container's health turns within one poll.
 */
export function recheckHealth(db: Db): void {
  fileChecks.delete(db);
}

function checkFile(db: Db, log: AppDeps['log']): Health {
  try {
    // An in-memory database has no file for a second connection to open.
    if (db.$client.memory) requireIntact(db.$client, ':memory:');
    else checkDatabaseFile(db.$client.name);
    return { status: 'ok' };
  } catch (error) {
    log.error({ err: error }, 'health check: the database file is not usable');
    return failure(error);
  }
}
