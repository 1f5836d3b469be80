/**
 * Issue 31 §4: the audit view. Workflow actions were already kept (record_action); settings writes were
 * not: settings_action keeps one row per successful settings write (who, when, which route, which target),
 * never the body (a password or a key's secret could be in it). Indexes for the view's filters: the
 * newest-first page of either table (at, id), and a user's rows (username, at) — record_action already
 * has (username, at) from m0025 and (kind, record_id, version) from the engine. Frozen in time like
 * every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE TABLE settings_action (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    username text NOT NULL,
    area text NOT NULL,
    action text NOT NULL,
    method text NOT NULL,
    route text NOT NULL,
    target text
  )`.execute(db);
  await sql`CREATE INDEX settings_action_at_idx ON settings_action (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX settings_action_username_at_idx ON settings_action (username, at DESC)`.execute(db);
  // The audit view's default page: every workflow action newest first, without a sort of the whole table.
  await sql`CREATE INDEX record_action_at_idx ON record_action (at DESC, id DESC)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS record_action_at_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS settings_action`.execute(db);
}
