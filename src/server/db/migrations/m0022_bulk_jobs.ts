/**
 * Issue 30 §1: bulk workflow actions. A bulk call is a job (bulk_job: its action and options, state,
 * counters and a lease, so exactly one server process runs a large one and another resumes it after a
 * crash) and one row per selected record (bulk_job_item: the record, its outcome and the catalogued
 * refusal, in selection order). A notification may lead somewhere other than a record (a bulk job's
 * result page): notification.link. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bulk_job')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    // The action's options (comment, refusal type, publication instant, continue on duplicate).
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('message_pt', 'text')
    .addColumn('message_en', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX bulk_job_running_idx ON bulk_job (id) WHERE state = 'running'`.execute(db);
  await sql`CREATE INDEX bulk_job_user_idx ON bulk_job (user_id, id DESC)`.execute(db);

  await db.schema
    .createTable('bulk_job_item')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('bulk_job.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('row_version', 'integer')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('error_code', 'integer')
    .addColumn('error_pt', 'text')
    .addColumn('error_en', 'text')
    .addPrimaryKeyConstraint('bulk_job_item_pkey', ['job_id', 'seq'])
    .execute();
  await sql`CREATE INDEX bulk_job_item_pending_idx ON bulk_job_item (job_id, seq) WHERE outcome = 'pending'`.execute(db);

  await sql`ALTER TABLE notification ADD COLUMN link text`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE notification DROP COLUMN link`.execute(db);
  await db.schema.dropTable('bulk_job_item').ifExists().execute();
  await db.schema.dropTable('bulk_job').ifExists().execute();
}
