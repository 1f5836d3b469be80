/**
 * Foundation schema: reference data, users and sessions, server keys, notifications and the versioned
 * record table the record engine builds on.
 *
 * Frozen in time: a migration describes the database as it was on its date, so it takes `Kysely<any>`
 * (the app's `Database` interface describes today's schema and would stop compiling or lie as it
 * evolves) and imports nothing from the app. Enumeration values are seeded by db/seed, not here.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: see the header comment
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
  // expression. The usual wrapper names the dictionary explicitly and declares itself IMMUTABLE;
  // queries must use the same expression, unaccent_immutable(lower(x)), to hit the indexes.
  await sql`
    CREATE OR REPLACE FUNCTION unaccent_immutable(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);

  await db.schema
    .createTable('lookup')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'smallint', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label_pt', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lookup_pk', ['kind', 'code'])
    .execute();

  await db.schema
    .createTable('division')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('division.id'))
    .execute();
  await db.schema.createIndex('division_parent_idx').on('division').column('parent_id').execute();

  await db.schema
    .createTable('economic_activity')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level IN ('section', 'division', 'group', 'class', 'subclass')`),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('parent_code', 'text', (c) => c.references('economic_activity.code'))
    .addColumn('designation', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('given_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('pt').check(sql`language IN ('pt', 'en')`))
    .addColumn('password_hash', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('is_gra_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames are unique regardless of case: 'Admin' and 'admin' are one person at the login page.
  await sql`CREATE UNIQUE INDEX app_user_username_key ON app_user (lower(username))`.execute(db);

  await db.schema
    .createTable('profile')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('organization_id', 'integer')
    .addColumn('excluded_organization_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('permissions', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();

  await db.schema
    .createTable('user_profile')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profile.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('user_profile_pk', ['user_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('user_profile_profile_idx').on('user_profile').column('profile_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('previous_token_hash', 'text')
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('server_key')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('action_id', 'smallint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('record_version')
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'smallint', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text')
    .addColumn('abbreviation', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('parent_id', 'integer')
    .addColumn('parent_version', 'integer')
    .addColumn('organization_id', 'integer')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version_comment', 'text')
    .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'timestamptz')
    .addPrimaryKeyConstraint('record_version_pk', ['kind', 'id', 'version'])
    .execute();
  await db.schema.createIndex('record_version_kind_state_idx').on('record_version').columns(['kind', 'state']).execute();
  await db.schema.createIndex('record_version_kind_parent_idx').on('record_version').columns(['kind', 'parent_id']).execute();
  await db.schema
    .createIndex('record_version_kind_organization_idx')
    .on('record_version')
    .columns(['kind', 'organization_id'])
    .execute();
  // Accent- and case-insensitive "contains" search on names (Portuguese: 'acores' finds 'Açores').
  await sql`CREATE INDEX record_version_name_trgm_idx ON record_version USING gin (unaccent_immutable(lower(name)) gin_trgm_ops)`.execute(db);
  // Trigram indexes serve LIKE and ILIKE directly on the column.
  await sql`CREATE INDEX record_version_code_trgm_idx ON record_version USING gin (code gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX record_version_abbreviation_trgm_idx ON record_version USING gin (abbreviation gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('record_sequence')
    .addColumn('kind', 'smallint', (c) => c.primaryKey())
    .addColumn('next_id', 'integer', (c) => c.notNull())
    .execute();

  // Which one-off seed steps already ran, so a restart never re-adds data an administrator removed.
  await db.schema
    .createTable('seed_step')
    .addColumn('step', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'seed_step',
    'record_sequence',
    'record_version',
    'notification',
    'login_attempt',
    'server_key',
    'session',
    'user_profile',
    'profile',
    'app_user',
    'economic_activity',
    'division',
    'lookup',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP FUNCTION IF EXISTS unaccent_immutable(text)`.execute(db);
}
