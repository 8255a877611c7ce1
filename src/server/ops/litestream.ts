import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Litestream (decision 028) ships the database's write-ahead log to a replica about once a second,
 * so a lost disk loses at most the last second. The binary comes from the npm registry in
 * @flydotio/litestream's per-platform package, an optional dependency for linux-x64 (the only
 * build the registry we install from has); we run it directly, not through the wrapper package,
 * which neither forwards signals nor passes on the exit code.
 */
function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  try {
    const pkg = `@flydotio/litestream-${process.platform}-${process.arch}`;
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'litestream');
  } catch {
    // Elsewhere, a Litestream installed by hand on the PATH.
    return 'litestream';
  }
}

export interface Replica {
  /** `s3://bucket/path`, `file:///path` or a plain folder path. */
  url: string;
  /** An S3-compatible provider's endpoint (MinIO, R2, B2…); unset for AWS. */
  endpoint?: string;
}

/**
 * Litestream's configuration for our one database. JSON is valid YAML, so no YAML writer is
 * needed. Credentials stay in LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY, which
 * Litestream reads itself, so they never land in a file.
 */
function litestreamConfig(databaseFile: string, replica: Replica): string {
  // Litestream takes a folder as `path` and anything with a scheme as `url`.
  const where = replica.url.includes('://') ? { url: replica.url } : { path: path.resolve(replica.url) };
  const target = { ...where, 'sync-interval': '1s', ...(replica.endpoint ? { endpoint: replica.endpoint } : {}) };
  return JSON.stringify({ dbs: [{ path: databaseFile, replicas: [target] }] }, null, 2);
}

/**
 * Writes DATA_DIR/litestream.yml for the database in `dataDir` (creating the folder) and returns
 * its path: the server's entry point, the restore command and the tests all start here.
 */
export function writeLitestreamConfig(dataDir: string, databaseFile: string, replica: Replica): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const configFile = path.join(dataDir, 'litestream.yml');
  fs.writeFileSync(configFile, litestreamConfig(databaseFile, replica));
  return configFile;
}

/** Quotes one word for Litestream's -exec, which splits its command like a shell. */
const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** Runs `command` under `litestream replicate`, which replicates for as long as the command runs. */
export function replicateWhileRunning(configFile: string, command: string[]): ChildProcess {
  return spawn(litestreamBinary(), ['replicate', '-config', configFile, '-exec', command.map(shellWord).join(' ')], {
    stdio: 'inherit',
  });
}

/**
 * Restores the replica's latest state into `databaseFile`; true when it did. With `onlyIfMissing`,
 * an existing database is left alone and an empty replica is not an error (a first start).
 */
export function restoreReplica(configFile: string, databaseFile: string, onlyIfMissing: boolean): boolean {
  const flags = onlyIfMissing ? ['-if-db-not-exists', '-if-replica-exists'] : [];
  const result = spawnSync(litestreamBinary(), ['restore', '-config', configFile, ...flags, databaseFile], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`cannot run Litestream (${result.error.message}): install it on the PATH`);
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) throw new Error(`litestream restore failed: ${output || `exit ${result.status}`}`);
  return !/skipping|no matching backups/i.test(output);
}
