/**
 * Issue 31 §2: who has a record version open for editing. One row per hub connection and version; the
 * process holding the connection refreshes seen_at at each keep-alive and deletes its rows when the
 * connection ends; rows not seen for two keep-alives are stale (a killed process's). Shared by every
 * server process, so it lives in the database. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE TABLE record_presence (
    connection_id text NOT NULL,
    user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    kind text NOT NULL,
    record_id integer NOT NULL,
    version integer NOT NULL,
    since timestamptz NOT NULL,
    seen_at timestamptz NOT NULL,
    PRIMARY KEY (connection_id, kind, record_id, version)
  )`.execute(db);
  await sql`CREATE INDEX record_presence_version_idx ON record_presence (kind, record_id, version)`.execute(db);
  await sql`CREATE INDEX record_presence_seen_idx ON record_presence (seen_at)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TABLE IF EXISTS record_presence`.execute(db);
}
