/**
 * Issue 30 §4: what an undoable action changed, kept a short while so that 'Anular' can put it back.
 * One row per undoable action: the SHA-256 of its random token (the token itself is the capability and
 * is never stored), the user who acted, what was acted on, the before-image of the rows the action
 * touched and the fingerprint of what it left (undo/undoStore.ts), and when the offer ends. Frozen in
 * time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE TABLE undo_entry (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
    action text NOT NULL,
    object_kind smallint,
    record_id integer,
    version integer,
    row_version integer,
    before jsonb NOT NULL,
    after jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX undo_entry_expires_idx ON undo_entry (expires_at)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TABLE IF EXISTS undo_entry`.execute(db);
}
