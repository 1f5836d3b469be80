/**
 * Indexes for the lists' Name sort (SPEC §3.1), like the Code sort's of 2026_11_23_101: with and
 * without the state filter, a page and its capped total walk the index in name order and stop,
 * instead of sorting every match under the text collation. "Active: no" (a few percent of records)
 * gets the same order in its partial index, which also serves it under any other sort as before.
 * Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX record_version_kind_state_name_key_idx ON record_version (kind, state, name, id, version)`.execute(db);
  await sql`CREATE INDEX record_version_kind_name_key_idx ON record_version (kind, name, id, version)`.execute(db);
  await sql`CREATE INDEX record_version_kind_inactive_name_idx ON record_version (kind, state, name, id, version) WHERE NOT active`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_inactive_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS record_version_kind_inactive_idx ON record_version (kind, state) WHERE NOT active`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_inactive_name_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_name_key_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_state_name_key_idx`.execute(db);
}
