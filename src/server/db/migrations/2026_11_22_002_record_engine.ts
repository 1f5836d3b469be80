/**
 * The record engine: the audit trail of workflow actions, the multi-language reference lists the
 * records point at (entity types, relation types, … — the object parameters of SPEC §2.9), and the
 * indexes that keep list pages fast at 100,000 records. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('record_action')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'smallint')
    .addColumn('to_state', 'smallint')
    .addColumn('comment', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('record_action_record_idx').on('record_action').columns(['kind', 'record_id', 'version']).execute();

  await db.schema
    .createTable('reference_item')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('label_pt', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('reference_item_category_idx').on('reference_item').columns(['category', 'sort_order']).execute();

  // List pages sort by code or name inside one kind and state; these serve ORDER BY … LIMIT.
  await db.schema.createIndex('record_version_kind_state_code_idx').on('record_version').columns(['kind', 'state', 'code']).execute();
  await sql`CREATE INDEX record_version_kind_state_name_idx ON record_version (kind, state, unaccent_immutable(lower(name)))`.execute(db);
  // The entity-type filter reads a field of the kind's data.
  await sql`CREATE INDEX record_version_org_type_idx ON record_version (((data->>'organizationTypeId')::int)) WHERE kind = 2`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS record_version_org_type_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_state_name_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS record_version_kind_state_code_idx`.execute(db);
  await db.schema.dropTable('reference_item').ifExists().execute();
  await db.schema.dropTable('record_action').ifExists().execute();
}
