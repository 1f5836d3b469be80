/**
 * The PostgreSQL side: pg_dump's custom format, taken in the snapshot of a transaction that also
 * counts and checksums every table (pg_export_snapshot, pg_dump --snapshot), so the manifest
 * describes exactly what the dump holds even while servers keep writing; and pg_restore into a
 * database without tables, in one transaction (all or nothing).
 */
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './backupError';
import { fixOutputSettings, latestMigration, summarizeTables, type TableSummaries } from './contentChecksums';
import { findPgTool, majorOf, runPgTool } from './pgTools';
import { pgClient } from './sqlClient';

export const PG_DUMP_FILE = 'catalogue.pgdump';

export interface ServerVersion {
  text: string;
  major: number;
}

export async function serverVersion(client: pg.ClientBase): Promise<ServerVersion> {
  const { rows } = await client.query<{ version: string; num: string }>(`SELECT version() AS version, current_setting('server_version_num') AS num`);
  return { text: rows[0]?.version ?? '', major: Math.floor(Number(rows[0]?.num ?? 0) / 10000) };
}

export interface PostgresDump {
  file: string;
  tables: TableSummaries;
  migration: string | null;
  server: string;
  tool: string;
}

/** Dumps DATABASE_URL into `folder`, with the counts and checksums of the same snapshot. */
export async function dumpPostgres(databaseUrl: string, folder: string): Promise<PostgresDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const server = await serverVersion(client);
    const pgDump = await findPgTool('pg_dump', server.major, server.major);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const sql = pgClient(client);
    await fixOutputSettings(sql);
    const migration = await latestMigration(sql);
    const tables = await summarizeTables(sql);
    // The transaction stays open until pg_dump is done: the snapshot lives as long as it does.
    await runPgTool(
      pgDump,
      ['--format=custom', '--no-unlogged-table-data', `--snapshot=${rows[0]?.snapshot ?? ''}`, `--file=${path.join(folder, PG_DUMP_FILE)}`],
      databaseUrl,
    );
    await client.query('COMMIT');
    return { file: PG_DUMP_FILE, tables, migration, server: server.text, tool: pgDump.version };
  } finally {
    await client.end();
  }
}

/** The tables of the connection's current schema (none in a database just created). */
export async function countTables(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM pg_class WHERE relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND relkind IN ('r', 'p')`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * pg_restore of a backup's dump into targetUrl, which must hold no table. The archive needs a
 * pg_restore at least as new as the pg_dump that wrote it, and a server at least as new as the one
 * dumped (an older one may reject what a newer one wrote; the table copy of restore.ts has no such limit).
 */
export async function restorePostgres(folder: string, tool: string, sourceServer: string, targetUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  let targetMajor: number;
  try {
    if ((await countTables(client)) > 0) {
      throw new BackupError(
        `The target database already has tables: pg_restore only goes into a new, empty database. Create one (createdb -O <owner> <name>) and point DATABASE_URL at it.`,
      );
    }
    targetMajor = (await serverVersion(client)).major;
  } finally {
    await client.end();
  }
  const sourceMajor = majorOf(sourceServer.replace(/^PostgreSQL\s*/, ''));
  if (targetMajor < sourceMajor) {
    throw new BackupError(`The backup comes from PostgreSQL ${sourceMajor}; the target server is ${targetMajor}. Restore into a server of version ${sourceMajor} or newer.`);
  }
  const pgRestore = await findPgTool('pg_restore', targetMajor, majorOf(tool.replace(/^.*\(PostgreSQL\)\s*/, '')));
  // The target's owner and privileges are the restoring role's: the source's roles need not exist here.
  await runPgTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', path.join(folder, PG_DUMP_FILE)], targetUrl);
}
