/**
 * Scheduled publication (issue 14 §1): at most one pending schedule per record version, kept in the
 * database so it survives a restart; the scheduler of any server process claims a due one with
 * FOR UPDATE SKIP LOCKED (exactly one publishes). A row is deleted once its publish ran, failed or
 * was cancelled (the audit trail keeps the story). Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('publication_schedule')
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz', (c) => c.notNull())
    // The reviewer who scheduled it: the publish runs with their profiles at the time it runs.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    // The version's row_version when scheduled: any later change (a save, another action) shows in it.
    .addColumn('row_version', 'integer', (c) => c.notNull())
    // The reviewer answered the duplicate-name warning when scheduling.
    .addColumn('continue_on_duplicate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('publication_schedule_pk', ['kind', 'record_id', 'version'])
    .addForeignKeyConstraint('publication_schedule_version_fk', ['kind', 'record_id', 'version'], 'record_version', ['kind', 'id', 'version'], (c) => c.onDelete('cascade'))
    .execute();
  await sql`CREATE INDEX publication_schedule_due_idx ON publication_schedule (publish_at)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('publication_schedule').ifExists().execute();
}
