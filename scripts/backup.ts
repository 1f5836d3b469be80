/**
 * `npm run backup [-- <parent folder>]`: backs the configured database up (DATABASE_URL, else the
 * embedded database in DATA_DIR, the server's own settings) into a new folder inside <parent folder>
 * (BACKUP_DIR, else ./backups) and prints where. Exits 1 with a sentence on any refusal or failure.
 * See docs/backup.md.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createBackup } from '../src/server/backup/backup';
import { runCommand } from '../src/server/backup/command';

runCommand(async () => {
  const parent = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? 'backups');
  const { folder, manifest } = await createBackup(loadConfig(), parent);
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  return [
    `Backup written: ${folder}`,
    `  ${manifest.engine} database, version ${manifest.product.version}, migration ${manifest.product.migration}`,
    `  ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${(bytes / 1024 / 1024).toFixed(1)} MB in ${manifest.files.map((f) => f.name).join(', ')}; ${manifest.durationMs} ms`,
    `  taken at ${manifest.createdAtAzores} (Azores), ${manifest.createdAt}`,
  ];
});
