/**
 * Issue 33 §2: the rate limits' counters (rateLimit/databaseStore.ts), shared by every server process
 * so that a limit counts hits whichever process took them. One row per limited route and client key:
 * its hits in the current window and when that window ends (or, key `pace:…`, a pace shared by the
 * processes, geo/sharedPace.ts: when its next call may start); housekeeping deletes the rows whose
 * window is over. UNLOGGED: a counter is worth a minute, not a WAL write per request; a crash of PostgreSQL
 * empties the table, which only restarts the windows. Expand-only (a new table): the previous version,
 * still running during a rolling upgrade, never reads it. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE UNLOGGED TABLE rate_limit (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    window_ends_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX rate_limit_window_idx ON rate_limit (window_ends_at)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_limit`.execute(db);
}
