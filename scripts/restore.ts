/**
 * `npm run restore -- <backup folder>`: restores a backup made by `npm run backup` into the configured
 * database (DATABASE_URL, else DATA_DIR), which must be empty; checks the backup's files first and the
 * restored tables after. Exits 1 with a sentence on any refusal, failure or difference. See docs/backup.md.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { BackupError } from '../src/server/backup/backupError';
import { runCommand } from '../src/server/backup/command';
import { restoreBackup } from '../src/server/backup/restore';

runCommand(async () => {
  const folder = process.argv[2];
  if (!folder) throw new BackupError('Which backup? Usage: npm run restore -- <backup folder>');
  const started = Date.now();
  const config = loadConfig();
  const result = await restoreBackup(path.resolve(folder), config);
  const rows = Object.values(result.tables).reduce((sum, t) => sum + t.rows, 0);
  return [
    `Restored ${path.resolve(folder)} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`} (${result.path}) in ${Date.now() - started} ms.`,
    `  Backup of ${result.manifest.createdAtAzores} (Azores): ${result.manifest.engine}, version ${result.manifest.product.version}, migration ${result.manifest.product.migration}.`,
    `  Verified: ${Object.keys(result.tables).length} tables, ${rows} rows, every count and content checksum equal to the backup's.`,
    `  Start the server now: it runs the migrations newer than the backup's, if any.`,
  ];
});
