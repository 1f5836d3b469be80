/**
 * Copies every table's rows from one database to another of the same schema, whatever the engines
 * and their versions (PGlite's PostgreSQL 18 in WebAssembly → a PostgreSQL 15 server, and back): no
 * physical copy, only rows. Rows travel as JSON (json_agg on the source, json_populate_recordset on
 * the target), so every type is written and read by PostgreSQL itself; batches follow the primary
 * key and are sized from the largest row, so a table of large attachments goes a few rows at a time.
 *
 * The caller runs it inside one transaction on the target: the target's foreign keys are dropped and
 * added again after the copy (they are then checked once, as pg_restore does; self-references such
 * as division.parent_id need no row order), its triggers are off meanwhile (the rows come with the
 * values they computed at the source), and its sequences are set to the source's values.
 */
import { listTables } from './contentChecksums';
import { BackupError } from './backupError';
import { ident, type SqlClient } from './sqlClient';

/** Roughly how much JSON one batch carries. */
const BATCH_BYTES = 8 * 1024 * 1024;
const MAX_BATCH_ROWS = 2000;

export interface CopyProgress {
  (table: string, rows: number): void;
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

async function columnsOf(client: SqlClient, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table],
  );
  return rows.map((r) => r.name);
}

async function primaryKeyOf(client: SqlClient, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY k.position`,
    [table],
  );
  if (rows.length === 0) throw new BackupError(`Table ${table} has no primary key: the copy cannot page through it.`);
  return rows.map((r) => r.name);
}

async function foreignKeys(client: SqlClient): Promise<ForeignKey[]> {
  return client.query<ForeignKey>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE contype = 'f' AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) ORDER BY conname`,
  );
}

/** The target's indexes that back no constraint (they are rebuilt after the copy: one build beats as many row-by-row inserts). */
async function secondaryIndexes(client: SqlClient, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  return client.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))
     ORDER BY i.indexname`,
    [tables],
  );
}

async function rowsPerBatch(source: SqlClient, table: string): Promise<number> {
  const [row] = await source.query<{ largest: number | null }>(`SELECT max(octet_length(t::text))::int AS largest FROM ${ident(table)} t`);
  const largest = Math.max(1, row?.largest ?? 1);
  return Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_BYTES / largest)));
}

async function copyTable(source: SqlClient, target: SqlClient, table: string): Promise<number> {
  const columns = (await columnsOf(target, table)).map(ident).join(', ');
  const key = (await primaryKeyOf(source, table)).map(ident);
  const keyList = key.join(', ');
  const limit = await rowsPerBatch(source, table);
  const t = ident(table);
  let after: string | null = null;
  let copied = 0;
  for (;;) {
    // The last row's key comes back as a JSON record of the table's type: the next batch starts after it.
    const batches: { rows: string | null; last: string | null; n: number }[] = await source.query(
      `SELECT json_agg(b ORDER BY ${key.map((k) => `b.${k}`).join(', ')})::text AS rows, count(*)::int AS n,
              (array_agg(json_build_object(${key.map((k) => `'${k.slice(1, -1)}', b.${k}`).join(', ')})::text ORDER BY ${key.map((k) => `b.${k}`).join(' DESC, ')} DESC))[1] AS last
       FROM (SELECT * FROM ${t} WHERE $1::json IS NULL OR (${keyList}) > (SELECT ${keyList} FROM json_populate_record(NULL::${t}, $1::json))
             ORDER BY ${keyList} LIMIT ${limit}) b`,
      [after],
    );
    const batch = batches[0];
    if (!batch?.rows || batch.n === 0) return copied;
    await target.query(`INSERT INTO ${t} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${t}, $1::json)`, [batch.rows]);
    copied += batch.n;
    after = batch.last;
    if (batch.n < limit) return copied;
  }
}

async function copySequences(source: SqlClient, target: SqlClient): Promise<void> {
  const sequences = await source.query<{ name: string; last: string | null; start: string }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS last, start_value::text AS start FROM pg_sequences WHERE schemaname = current_schema()`,
  );
  for (const s of sequences) {
    // A sequence never used starts again at its start value; a used one continues after the source's last value.
    await target.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [s.name, s.last ?? s.start, s.last !== null]);
  }
}

/**
 * Runs `load` with the target's foreign keys and secondary indexes dropped and its triggers off, then
 * puts them back (the foreign keys are checked then, once; each index is built in one go, which on the
 * trigram indexes is many times faster than row by row, above all on PGlite). The target's tables are emptied first: the source's rows replace the migrations' own.
 */
export async function withCopyTarget<T>(target: SqlClient, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const targetTables = await listTables(target);
  const missing = tables.filter((table) => !targetTables.includes(table));
  if (missing.length > 0) throw new BackupError(`The target's schema lacks tables of the backup (${missing.join(', ')}): it was not migrated to the backup's version.`);
  const keys = await foreignKeys(target);
  for (const fk of keys) await target.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${ident(fk.name)}`);
  const indexes = await secondaryIndexes(target, tables);
  for (const index of indexes) await target.query(`DROP INDEX ${ident(index.name)}`);
  for (const table of tables) await target.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
  // The target's migrations wrote a few rows of their own (their history, with today's times; a
  // settings row): the source's replace them. The target held nothing else (assertEmptyTarget).
  for (const table of tables) await target.query(`DELETE FROM ${ident(table)}`);
  const result = await load();
  for (const index of indexes) await target.query(index.definition);
  for (const table of tables) await target.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
  for (const fk of keys) await target.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`);
  return result;
}

/** Copies every table (answers the rows copied per table); run inside a transaction on the target. */
export async function copyTables(source: SqlClient, target: SqlClient, progress: CopyProgress = () => undefined): Promise<Record<string, number>> {
  const tables = await listTables(source);
  return withCopyTarget(target, tables, async () => {
    const copied: Record<string, number> = {};
    for (const table of tables) {
      copied[table] = await copyTable(source, target, table);
      progress(table, copied[table]);
    }
    await copySequences(source, target);
    return copied;
  });
}
