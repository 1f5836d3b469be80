/**
 * Settings: the reference data the spec names without fields (legislations, refusal types,
 * parameters), the rich-text templates of the object-parameters page, and case-insensitive unique
 * profile names. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // 'Gestores' and 'gestores' are the same profile to the people choosing it from a list.
  await sql`CREATE UNIQUE INDEX profile_name_lower_key ON profile (lower(name))`.execute(db);

  await db.schema
    .createTable('legislation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('journal_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  // One diploma per type and number ('Portaria n.º 12/2023' exists once).
  await sql`CREATE UNIQUE INDEX legislation_type_number_key ON legislation (type, lower(number))`.execute(db);

  await db.schema
    .createTable('refusal_type')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('designation_pt', 'text', (c) => c.notNull())
    .addColumn('designation_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`CREATE UNIQUE INDEX refusal_type_code_key ON refusal_type (lower(code))`.execute(db);

  await db.schema
    .createTable('app_parameter')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('text', 'number', 'boolean', 'date')`))
    .execute();
  await sql`CREATE UNIQUE INDEX app_parameter_key_key ON app_parameter (lower(key))`.execute(db);

  await db.schema
    .createTable('rich_text_template')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    // { pt: { question, defaultAnswer, answer }, en: { … } }
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX rich_text_template_name_key ON rich_text_template (lower(name))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rich_text_template').ifExists().execute();
  await db.schema.dropTable('app_parameter').ifExists().execute();
  await db.schema.dropTable('refusal_type').ifExists().execute();
  await db.schema.dropTable('legislation').ifExists().execute();
  await sql`DROP INDEX IF EXISTS profile_name_lower_key`.execute(db);
}
