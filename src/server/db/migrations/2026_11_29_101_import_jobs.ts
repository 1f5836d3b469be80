/**
 * Imports as jobs (issue 12 §3): an import's state, counters and parsed rows live in the database, so
 * it survives a page reload and a server restart; a lease (owner and expiry, renewed while it runs)
 * lets exactly one server process run it. Its issues (errors and warnings per row) are rows of their
 * own, read in row order. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('import_job')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('import_type', 'smallint', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('mode', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('validated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warning_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The parsed file (ImportTable) and, once validated, the indexes of the rows with errors.
    .addColumn('table_data', 'jsonb', (c) => c.notNull())
    .addColumn('error_rows', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Writing in batches: how many of the table's rows are done (committed with each batch).
    .addColumn('next_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_pt', 'text')
    .addColumn('message_en', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX import_job_created_idx ON import_job (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX import_job_running_idx ON import_job (state) WHERE state IN ('validating', 'importing')`.execute(db);

  await db.schema
    .createTable('import_issue')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.notNull().references('import_job.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('column_header', 'text')
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('message_pt', 'text', (c) => c.notNull())
    .addColumn('message_en', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX import_issue_job_idx ON import_issue (import_id, row_number, id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('import_issue').ifExists().execute();
  await db.schema.dropTable('import_job').ifExists().execute();
}
