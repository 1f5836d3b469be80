/**
 * Indexes that follow the entity search form (SPEC §3.1): each filter, alone or with the state filter,
 * is served by an index, and a list without a state filter (each record's latest version) can walk
 * the code order and stop at the page. The text filters (name, code, abbreviation, the parent's name)
 * keep the trigram indexes of the foundation; the state filter alone keeps (kind, state, code).
 * Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The form's default sort (code, then id and version for stable pages), with and without a state:
  // the page and its capped total walk the index in order and stop, without visiting the table.
  await sql`CREATE INDEX record_version_kind_state_code_key_idx ON record_version (kind, state, code, id, version)`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_state_code_idx`.execute(db);
  await sql`CREATE INDEX record_version_kind_code_key_idx ON record_version (kind, code, id, version)`.execute(db);
  // "Active: no" is the rare answer (a few percent of records); "yes" is served by the sort's index.
  await sql`CREATE INDEX record_version_kind_inactive_idx ON record_version (kind, state) WHERE NOT active`.execute(db);
  // The entity type, alone or with the state; replaces the type-only index (its prefix).
  await sql`CREATE INDEX record_version_org_type_state_idx ON record_version (((data->>'organizationTypeId')::int), state) WHERE kind = 2`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_org_type_idx`.execute(db);
  // Sub-records of the parents whose name matches, alone or with the state; replaces (kind, parent_id).
  await sql`CREATE INDEX record_version_kind_parent_state_idx ON record_version (kind, parent_id, state)`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_parent_idx`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS record_version_kind_parent_idx ON record_version (kind, parent_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_parent_state_idx`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS record_version_org_type_idx ON record_version (((data->>'organizationTypeId')::int)) WHERE kind = 2`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_org_type_state_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_inactive_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_code_key_idx`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS record_version_kind_state_code_idx ON record_version (kind, state, code)`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_state_code_key_idx`.execute(db);
}
