/**
 * `npm run restore <backup folder>`: the backup into the configured database, which must be empty.
 * First the manifest's file checksums; then, by engines:
 * - PostgreSQL → PostgreSQL: pg_restore (pgDump.ts);
 * - embedded → embedded: loadDataDir into a DATA_DIR without a database (pgliteDump.ts);
 * - embedded → PostgreSQL (an office outgrowing one machine): the dump opened by PGlite in this
 *   process, the target migrated by our own migrations to the backup's last one, every table's rows
 *   copied (tableCopy.ts) in one transaction on the target;
 * - PostgreSQL → embedded: pg_restore writes the archive's data as COPY text, loaded into a new
 *   DATA_DIR migrated likewise (pgRestoreToEmbedded.ts).
 * Last, every table's count and content checksum against the manifest: any difference fails loudly
 * (and, for the copies, rolls the copy back).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR } from '../config';
import { kyselyOverPglite } from '../db/createDatabase';
import type { Database } from '../db/schema';
import { BackupError } from './backupError';
import type { DatabaseTarget } from './backup';
import { compareSummaries, fixOutputSettings, listTables, summarizeTables, type TableSummaries } from './contentChecksums';
import { readManifest, verifyFiles, type Manifest } from './manifest';
import { restorePostgres } from './pgDump';
import { createEmptyDataDir, loadIntoDataDir, openDumpInMemory } from './pgliteDump';
import { loadPgDumpData } from './pgRestoreToEmbedded';
import { ident, pgClient, pgliteClient, type SqlClient } from './sqlClient';
import { copyTables } from './tableCopy';
import { assertEmptyTarget, assertKnownMigration, migrateTo } from './targetChecks';

export type RestorePath = 'pg_restore' | 'loadDataDir' | 'embedded → PostgreSQL copy' | 'PostgreSQL → embedded copy';

export interface RestoreResult {
  manifest: Manifest;
  path: RestorePath;
  tables: TableSummaries;
}

async function verified(manifest: Manifest, client: SqlClient): Promise<TableSummaries> {
  await fixOutputSettings(client);
  const actual = await summarizeTables(client);
  const differences = compareSummaries(manifest.tables, actual);
  if (differences.length > 0) {
    throw new BackupError(`The restored database differs from the backup; do not use it:\n  ${differences.join('\n  ')}`);
  }
  return actual;
}

/**
 * VACUUM (ANALYZE) after a load by rows: the planner's statistics (pg_restore and the copies bring
 * none) and the visibility map, at once rather than when autovacuum gets to it (PGlite has none: the
 * server's hourly upkeep would be the first). Outside any transaction.
 */
async function vacuumAnalyze(client: SqlClient): Promise<void> {
  const tables = await listTables(client);
  if (tables.length > 0) await client.query(`VACUUM (ANALYZE) ${tables.map(ident).join(', ')}`);
}

/** Runs `fill` in one transaction on the target and verifies before COMMIT: a difference leaves the target as empty as it was. */
async function inVerifiedTransaction(manifest: Manifest, target: SqlClient, fill: () => Promise<void>): Promise<TableSummaries> {
  await target.query('BEGIN');
  try {
    await fill();
    const tables = await verified(manifest, target);
    await target.query('COMMIT');
    return tables;
  } catch (error) {
    await target.query('ROLLBACK');
    throw error;
  }
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migratePostgres(url: string, migration: string): Promise<void> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await migrateTo(db, migration);
  } finally {
    await db.destroy();
  }
}

async function embeddedToPostgres(folder: string, manifest: Manifest, url: string): Promise<TableSummaries> {
  const migration = manifest.product.migration;
  await withPostgres(url, (client) => assertEmptyTarget(pgClient(client), migration));
  await migratePostgres(url, migration);
  const pglite = await openDumpInMemory(folder);
  try {
    const source = pgliteClient(pglite);
    await fixOutputSettings(source);
    return await withPostgres(url, async (client) => {
      const target = pgClient(client);
      await fixOutputSettings(target);
      const tables = await inVerifiedTransaction(manifest, target, async () => {
        await copyTables(source, target);
      });
      await vacuumAnalyze(target);
      return tables;
    });
  } finally {
    await pglite.close();
  }
}

async function postgresToEmbedded(folder: string, manifest: Manifest, dataDir: string): Promise<TableSummaries> {
  const { pglite, close, discard } = await createEmptyDataDir(dataDir);
  try {
    const db = kyselyOverPglite(pglite);
    try {
      await migrateTo(db, manifest.product.migration);
    } finally {
      await db.destroy();
    }
    const target = pgliteClient(pglite);
    const tables = await inVerifiedTransaction(manifest, target, () => loadPgDumpData(folder, manifest, pglite));
    await vacuumAnalyze(target);
    await close();
    return tables;
  } catch (error) {
    await discard();
    throw error;
  }
}

export async function restoreBackup(folder: string, target: DatabaseTarget): Promise<RestoreResult> {
  const manifest = readManifest(folder);
  await verifyFiles(folder, manifest);
  assertKnownMigration(manifest.product.migration);
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    if (manifest.engine === 'embedded') return { manifest, path: 'embedded → PostgreSQL copy', tables: await embeddedToPostgres(folder, manifest, url) };
    await restorePostgres(folder, manifest.tool, manifest.server, url);
    const tables = await withPostgres(url, async (client) => {
      const verifiedTables = await verified(manifest, pgClient(client));
      await vacuumAnalyze(pgClient(client));
      return verifiedTables;
    });
    return { manifest, path: 'pg_restore', tables };
  }
  if (target.dataDir === IN_MEMORY_DATA_DIR) throw new BackupError('DATA_DIR is memory://: a restore needs a folder (or DATABASE_URL).');
  if (manifest.engine === 'postgres') return { manifest, path: 'PostgreSQL → embedded copy', tables: await postgresToEmbedded(folder, manifest, target.dataDir) };
  const { pglite, close, discard } = await loadIntoDataDir(target.dataDir, folder);
  try {
    const tables = await verified(manifest, pgliteClient(pglite));
    await close();
    return { manifest, path: 'loadDataDir', tables };
  } catch (error) {
    await discard();
    throw error;
  }
}
