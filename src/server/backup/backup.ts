/**
 * `npm run backup`: one consistent backup of the catalogue (every table, attachments included, since
 * they live in the database) into a new folder: the engine's dump and a manifest. The folder is
 * written as `<name>.partial` and renamed when complete, so a backup interrupted half-way never looks
 * like a good one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { IN_MEMORY_DATA_DIR } from '../config';
import { BackupError } from './backupError';
import { fixOutputSettings, latestMigration, summarizeTables } from './contentChecksums';
import { backupTimes, describeFile, writeManifest, type Manifest } from './manifest';
import { dumpPostgres } from './pgDump';
import { dumpEmbedded, openEmbeddedForBackup } from './pgliteDump';
import { productVersion } from './productVersion';
import { pgliteClient } from './sqlClient';

export type DatabaseTarget = Pick<Config, 'databaseUrl' | 'dataDir'>;

interface Dumped {
  file: string;
  tables: Manifest['tables'];
  migration: string | null;
  server: string;
  tool: string;
}

async function dumpEmbeddedDatabase(dataDir: string, folder: string): Promise<Dumped> {
  const { pglite, close } = await openEmbeddedForBackup(dataDir);
  try {
    const sql = pgliteClient(pglite);
    await fixOutputSettings(sql);
    const migration = await latestMigration(sql);
    const tables = await summarizeTables(sql);
    const [version] = await sql.query<{ version: string }>('SELECT version()');
    // Nothing else can write meanwhile: this process holds DATA_DIR's lock and PGlite's only connection.
    const file = await dumpEmbedded(pglite, folder);
    return { file, tables, migration, server: version?.version ?? '', tool: `PGlite ${pgliteVersion()} dumpDataDir` };
  } finally {
    await close();
  }
}

function pgliteVersion(): string {
  const file = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The folder name of a backup taken at `instant`: sorts by time, no characters a file system dislikes. */
export function backupFolderName(instant: Date): string {
  return `backup-${instant
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

/** Backs the configured database up into a new folder inside `parent`; answers the folder and its manifest. */
export async function createBackup(target: DatabaseTarget, parent: string, now: () => Date = () => new Date()): Promise<{ folder: string; manifest: Manifest }> {
  if (!target.databaseUrl && target.dataDir === IN_MEMORY_DATA_DIR) throw new BackupError('DATA_DIR is memory://: there is nothing on disk to back up.');
  const started = now();
  const folder = path.resolve(parent, backupFolderName(started));
  const partial = `${folder}.partial`;
  if (fs.existsSync(folder)) throw new BackupError(`${folder} already exists.`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    const dumped = target.databaseUrl ? await dumpPostgres(target.databaseUrl, partial) : await dumpEmbeddedDatabase(target.dataDir, partial);
    if (!dumped.migration) throw new BackupError('The database has never been migrated (no kysely_migration table): it is not a catalogue database.');
    const manifest: Manifest = {
      format: 'cesa-backup/1',
      ...backupTimes(started),
      product: { ...productVersion(), migration: dumped.migration },
      engine: target.databaseUrl ? 'postgres' : 'embedded',
      server: dumped.server,
      tool: dumped.tool,
      files: [await describeFile(partial, dumped.file)],
      tables: dumped.tables,
      durationMs: now().getTime() - started.getTime(),
    };
    writeManifest(partial, manifest);
    fs.renameSync(partial, folder);
    return { folder, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
