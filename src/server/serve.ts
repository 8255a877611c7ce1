import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { databaseFile } from './db/client';
import { replicateWhileRunning, restoreReplica, writeLitestreamConfig } from './ops/litestream';

// The production entry point (`npm start`, the Docker image). With LITESTREAM_REPLICA_URL set, the
// server runs under `litestream replicate -exec`, so replication lives and dies with it; a machine
// that starts with no database (a new disk, a new container) first restores the replica's.
const config = loadConfig();

if (!config.replica || !config.dataDir) {
  await import('./main');
} else {
  const file = databaseFile(config.dataDir);
  const configFile = writeLitestreamConfig(config.dataDir, file, config.replica);
  try {
    if (restoreReplica(configFile, file, true)) console.warn(`restored ${file} from ${config.replica.url}`);
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  // main.ts beside this file (main.js once built), run by this same node with the same flags.
  const self = fileURLToPath(import.meta.url);
  const main = path.join(path.dirname(self), `main${path.extname(self)}`);
  const litestream = replicateWhileRunning(configFile, [process.execPath, ...process.execArgv, main]);
  litestream.on('error', (error) => {
    console.error(`Cannot start Litestream: ${error.message}`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => litestream.kill(signal));
  litestream.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
