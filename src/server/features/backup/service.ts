import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverKeyFile } from '../../core/server-key';
import Database from 'better-sqlite3';
import { databaseFile } from '../../db/client';
import { checkDatabaseFile } from '../../db/integrity';

// `npm run db:backup` and `npm run db:restore`: a consistent copy of the database and of the
// uploaded files it refers to, taken while the server keeps running.

export interface BackupManifest {
  createdAt: string;
  database: string;
  files: number;
  bytes: number;
  /** Files whose rows the snapshot holds but which were deleted before they could be copied. */
  droppedRows: string[];
  counts: Record<string, number>;
}

const COUNTED_TABLES = [
  'users',
  'orders',
  'projects',
  'meetings',
  'files',
  'customer_messages',
  'chat_sessions',
  'chat_messages',
] as const;

const sha256Of = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * Copies the live database with SQLite's online backup (a consistent snapshot even while the server
 * writes, WAL included), then copies the uploaded files the snapshot lists, each checked against
 * its stored SHA-256. Files are written before their rows and removed after them, so a file missing
 * now was deleted after the snapshot: its row is dropped from the copy rather than left dangling.
 */
export async function backup(dataDir: string, outDir: string, now = new Date()): Promise<BackupManifest> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  // A copy of a damaged database would only carry the damage into the backups.
  checkDatabaseFile(source);
  fs.mkdirSync(path.join(outDir, 'uploads'), { recursive: true });
  const target = databaseFile(outDir);

  const live = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }

  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
    const rows = copy.prepare('select id, stored_name as storedName, sha256 from files').all() as {
      id: number;
      storedName: string;
      sha256: string;
    }[];
    let bytes = 0;
    const dropped: string[] = [];
    for (const row of rows) {
      const from = path.join(dataDir, 'uploads', row.storedName);
      const to = path.join(outDir, 'uploads', row.storedName);
      if (!fs.existsSync(from)) {
        copy.prepare('delete from files where id = ?').run(row.id);
        dropped.push(row.storedName);
        continue;
      }
      fs.copyFileSync(from, to);
      if (sha256Of(to) !== row.sha256) throw new Error(`uploaded file ${row.storedName} does not match its checksum`);
      bytes += fs.statSync(to).size;
    }
    const counts = Object.fromEntries(
      COUNTED_TABLES.map((table) => [
        table,
        (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
      ]),
    );
    const manifest: BackupManifest = {
      createdAt: now.toISOString(),
      database: 'app.db',
      files: rows.length - dropped.length,
      bytes,
      droppedRows: dropped,
      counts,
    };
    // The key of the links the server derives (guest orders' receipts): without it they stop working.
    if (fs.existsSync(serverKeyFile(dataDir))) fs.copyFileSync(serverKeyFile(dataDir), serverKeyFile(outDir));
    fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    copy.close();
  }
}

/** Puts a backup into a data folder that has no database yet (a fresh folder, or one emptied on purpose). */
export function restore(backupDir: string, dataDir: string): BackupManifest {
  const manifestFile = path.join(backupDir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${backupDir} has no manifest.json: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (fs.existsSync(databaseFile(dataDir)))
    throw new Error(`${dataDir} already holds a database; restore into an empty folder`);
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.copyFileSync(path.join(backupDir, manifest.database), databaseFile(dataDir));
  for (const name of fs.readdirSync(path.join(backupDir, 'uploads'))) {
    fs.copyFileSync(path.join(backupDir, 'uploads', name), path.join(dataDir, 'uploads', name));
  }
  if (fs.existsSync(serverKeyFile(backupDir))) fs.copyFileSync(serverKeyFile(backupDir), serverKeyFile(dataDir));
  return manifest;
}
