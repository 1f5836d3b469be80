/**
 * What a backup is compared by, engine and version aside: every table's row count and a checksum of
 * its rows' contents computed by SQL. The checksum is md5 over the sorted md5s of each row's text
 * form: sorting the row hashes (not the keys) makes it independent of collations (PGlite and a
 * server may sort text keys differently), and hashing row by row keeps a table of large attachments
 * from becoming one giant string. The row's text depends on a few session settings (time zone, date
 * style…): they are fixed first, so both ends write every value the same way.
 */
import { ident, type SqlClient } from './sqlClient';

export interface TableSummary {
  rows: number;
  /** md5 of the sorted md5s of the rows' text forms ('' for an empty table). */
  checksum: string;
}

export type TableSummaries = Record<string, TableSummary>;

/** Tables left out of backups' comparisons and of the table copy: the migrator's lock row is state of the moment, not data. */
export const SKIPPED_TABLES: readonly string[] = ['kysely_migration_lock'];

const OUTPUT_SETTINGS = ["SET TimeZone = 'UTC'", "SET DateStyle = 'ISO, YMD'", "SET IntervalStyle = 'postgres'", 'SET extra_float_digits = 1', "SET bytea_output = 'hex'"];

/** Fixes the settings a row's text form depends on, for this session. */
export async function fixOutputSettings(client: SqlClient): Promise<void> {
  for (const statement of OUTPUT_SETTINGS) await client.query(statement);
}

/**
 * Our tables (the current schema's ordinary tables), by name. UNLOGGED tables (rate_limit: counters of
 * the current minute) are state of the moment, not data: PostgreSQL empties them after a crash, a
 * restored data folder starts without them, and pg_dump leaves their rows out (--no-unlogged-table-data).
 */
export async function listTables(client: SqlClient): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relpersistence <> 'u'
     ORDER BY c.relname COLLATE "C"`,
  );
  return rows.map((r) => r.name).filter((name) => !SKIPPED_TABLES.includes(name));
}

/** Counts and checksums of every table, read in the caller's transaction (call fixOutputSettings first). */
export async function summarizeTables(client: SqlClient): Promise<TableSummaries> {
  const summaries: TableSummaries = {};
  for (const table of await listTables(client)) {
    const [row] = await client.query<{ rows: string; checksum: string | null }>(
      `SELECT count(*)::text AS rows, md5(string_agg(h, '' ORDER BY h COLLATE "C")) AS checksum
       FROM (SELECT md5(t::text) AS h FROM ${ident(table)} t) hashes`,
    );
    summaries[table] = { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' };
  }
  return summaries;
}

/** The differences between what a backup recorded and what a database holds, one line each (empty when equal). */
export function compareSummaries(expected: TableSummaries, actual: TableSummaries): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[table];
    const got = actual[table];
    if (!want) differences.push(`${table}: not in the backup`);
    else if (!got) differences.push(`${table}: missing after the restore`);
    else if (want.rows !== got.rows) differences.push(`${table}: ${want.rows} rows in the backup, ${got.rows} restored`);
    else if (want.checksum !== got.checksum) differences.push(`${table}: same ${got.rows} rows, different contents (checksum ${want.checksum} ≠ ${got.checksum})`);
  }
  return differences;
}

/** The latest migration the database ran (null without the migrator's table). */
export async function latestMigration(client: SqlClient): Promise<string | null> {
  const [exists] = await client.query<{ present: boolean }>(`SELECT to_regclass('kysely_migration') IS NOT NULL AS present`);
  if (!exists?.present) return null;
  const [row] = await client.query<{ name: string }>(`SELECT name FROM kysely_migration ORDER BY name COLLATE "C" DESC LIMIT 1`);
  return row?.name ?? null;
}
