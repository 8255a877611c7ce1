import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, restore } from '../features/backup';

// Usage: npm run db:backup [-- --out DIR]      (default DATA_DIR/backups/<time>)
//        npm run db:restore -- --from DIR       (into DATA_DIR, which must hold no database yet)
const { values } = parseArgs({
  options: { out: { type: 'string' }, from: { type: 'string' }, restore: { type: 'boolean' } },
  strict: true,
});
const config = loadConfig();
const dataDir = config.dataDir!;

try {
  if (values.restore) {
    if (!values.from) throw new Error('say which backup to restore: npm run db:restore -- --from DIR');
    const manifest = restore(path.resolve(values.from), dataDir);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${manifest.files} file(s), ${JSON.stringify(manifest.counts)}`,
    );
  } else {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const outDir = path.resolve(values.out ?? path.join(dataDir, 'backups', stamp));
    const manifest = await backup(dataDir, outDir);
    const dropped = manifest.droppedRows.length
      ? `; ${manifest.droppedRows.length} file(s) deleted while copying were left out`
      : '';
    console.log(
      `Backup written to ${outDir}: ${manifest.files} file(s), ${manifest.bytes} bytes, ${JSON.stringify(manifest.counts)}${dropped}`,
    );
  }
} catch (error) {
  console.error(`db backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
