/**
 * The broken-link check (issue 14 §4): its runs (one at a time across server processes: a unique
 * index allows one 'running' row, and a lease lets a run whose process died be given up), the outcome
 * of each distinct address of the latest run, and where the catalogue holds each address (record,
 * version, field). Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('link_check_run')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('started_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('url_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('broken_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX link_check_run_one_running ON link_check_run ((true)) WHERE state = 'running'`.execute(db);
  await sql`CREATE INDEX link_check_run_started_idx ON link_check_run (started_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('link_check_url')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('detail', 'text')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('link_check_occurrence')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().references('link_check_url.url').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    // What of the field holds it when the field holds several things (a legislation's number).
    .addColumn('item', 'text')
    .addColumn('organization_id', 'integer')
    .execute();
  await sql`CREATE INDEX link_check_occurrence_url_idx ON link_check_occurrence (url)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('link_check_occurrence').ifExists().execute();
  await db.schema.dropTable('link_check_url').ifExists().execute();
  await db.schema.dropTable('link_check_run').ifExists().execute();
}
