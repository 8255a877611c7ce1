import fs from 'node:fs';
import { loadConfig } from '../config';
import { databaseFile } from '../db/client';
import { restoreReplica, writeLitestreamConfig } from '../ops/litestream';

// Usage: npm run db:restore-replica
// Restores the latest state Litestream replicated to LITESTREAM_REPLICA_URL into DATA_DIR, which
// must hold no database yet (move a damaged one aside first). Uploads are not in the replica:
// restore them from the latest `npm run db:backup` (docs/operations.md, "Off-site replication", says in which order).
const config = loadConfig();

try {
  if (!config.replica) throw new Error('set LITESTREAM_REPLICA_URL to the replica to restore from');
  const dataDir = config.dataDir!;
  const file = databaseFile(dataDir);
  if (fs.existsSync(file)) throw new Error(`${file} already exists: move it aside, then run this again`);
  restoreReplica(writeLitestreamConfig(dataDir, file, config.replica), file, false);
  console.log(`Restored ${file} from ${config.replica.url}`);
} catch (error) {
  console.error(`db restore-replica: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
