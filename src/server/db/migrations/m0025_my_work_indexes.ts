/**
 * Issue 30 §2 ('O meu trabalho'): a user's latest audit entries, newest first — the recent edits read
 * them on every home page. Without it the panel scanned the whole audit trail (EXPLAIN at 400,000
 * entries: a parallel sequential scan, ~220 ms); with it, an index range of the user's rows. Frozen in
 * time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX record_action_username_at_idx ON record_action (username, at DESC)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS record_action_username_at_idx`.execute(db);
}
