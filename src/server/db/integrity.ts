import path from 'node:path';
import Database from 'better-sqlite3';

export type DatabaseProblem = 'not_a_database' | 'damaged' | 'inaccessible';

const RESTORE = 'npm run db:restore -- --from <backup folder>';

function explanation(file: string, problem: DatabaseProblem, detail: string): string {
  const name = path.basename(file);
  switch (problem) {
    case 'not_a_database':
      return `The file ${file} is not a SQLite database: check DATA_DIR, or move the file aside and restore a backup with ${RESTORE}`;
    case 'damaged':
      // The -wal file too: SQLite would replay a stale one into the restored database.
      return `The database ${file} is damaged (${detail}): with the server stopped, move ${name}, ${name}-wal and ${name}-shm aside and restore a backup with ${RESTORE}`;
    case 'inaccessible':
      return `The database ${file} cannot be opened (${detail}): check that DATA_DIR is a folder and that this user can read and write it and the file`;
  }
}

/**
 * A database that must not be used: the server and the command-line tools refuse to start on it
 * rather than serve or write into a file that loses data. Its message is one line for the operator.
 */
export class UnusableDatabase extends Error {
  constructor(
    readonly file: string,
    readonly problem: DatabaseProblem,
    detail: string,
  ) {
    super(explanation(file, problem, detail));
    this.name = 'UnusableDatabase';
  }
}

/** What an error from opening or reading the database says about the file, or null for any other failure. */
export function problemOf(error: unknown): DatabaseProblem | null {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'SQLITE_NOTADB') return 'not_a_database';
  if (code.startsWith('SQLITE_CORRUPT')) return 'damaged';
  // SQLite's own (the file, its -wal or -shm) and Node's, from creating DATA_DIR.
  if (/^SQLITE_(CANTOPEN|IOERR|PERM|READONLY)/.test(code) || /^E(ACCES|PERM|ROFS|NOTDIR|EXIST)$/.test(code))
    return 'inaccessible';
  return null;
}

/** The error as an UnusableDatabase when it is about the file; any other error (a bad migration) as it is. */
export function asUnusable(file: string, error: unknown): unknown {
  const problem = problemOf(error);
  return problem ? new UnusableDatabase(file, problem, (error as Error).message) : error;
}

/**
 * PRAGMA quick_check reads every page and checks the b-trees and records on them, which is what a
 * torn write, a failing disk or a stray write breaks, in time linear in the file's size.
 * integrity_check adds a cross-check of every index against its table (n log n), whose faults
 * REINDEX repairs without a restore: not worth its cost at each start.
 */
export function requireIntact(sqlite: Database.Database, file: string): void {
  const result = sqlite.pragma('quick_check(1)', { simple: true }) as string;
  if (result === 'ok') return;
  const firstFault = result
    .split('\n')
    .filter((line) => !line.startsWith('***'))
    .join(' ');
  throw new UnusableDatabase(file, 'damaged', `quick_check: ${firstFault}`);
}

/**
 * Checks the file as it is on disk, through a connection of its own: an open connection answers
 * from its page cache and would not see pages damaged under it. Read-only, so it never checkpoints
 * or creates anything.
 */
export function checkDatabaseFile(file: string): void {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    requireIntact(sqlite, file);
  } catch (error) {
    throw asUnusable(file, error);
  } finally {
    sqlite?.close();
  }
}

/** For entry points: a database that cannot be used ends the process with its one line, not a stack. */
export async function exitIfUnusable<T>(open: () => T | Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof UnusableDatabase)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
