/**
 * Notifications from the record engine's workflow (issue 12 §2): each names the action and the record
 * version it is about, so the reader's language words it at read time (the title column keeps the
 * record's name, the body the comment of a return). Old rows go by housekeeping, hence the date index.
 * Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('notification')
    .addColumn('event', 'text')
    .addColumn('record_kind', 'smallint')
    .addColumn('record_id', 'integer')
    .addColumn('record_version', 'integer')
    .execute();
  await sql`CREATE INDEX notification_created_idx ON notification (created_at)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_created_idx`.execute(db);
  await db.schema.alterTable('notification').dropColumn('event').dropColumn('record_kind').dropColumn('record_id').dropColumn('record_version').execute();
}
