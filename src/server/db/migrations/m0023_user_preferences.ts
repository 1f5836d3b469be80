/**
 * Issue 30 §3: list preferences and saved searches, per user. A user's shape of one list (its columns,
 * page size, density) is one bounded jsonb row keyed by the list; a saved search is a named list form
 * (unique name per user and form). Both go with their user. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_list_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('list_key', 'varchar(60)', (c) => c.notNull())
    .addColumn('preferences', 'jsonb', (c) => c.notNull().check(sql`pg_column_size(preferences) <= 16384`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_list_preference_pk', ['user_id', 'list_key'])
    .execute();
  await db.schema
    .createTable('saved_search')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('form', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('search_values', 'jsonb', (c) => c.notNull().check(sql`pg_column_size(search_values) <= 32768`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Names are told apart without regard to case: 'Rascunhos' and 'rascunhos' are one name.
  await sql`CREATE UNIQUE INDEX saved_search_user_form_name_uq ON saved_search (user_id, form, lower(name))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saved_search').ifExists().execute();
  await db.schema.dropTable('user_list_preference').ifExists().execute();
}
