/**
 * Open data (issue 14 §3): its settings (one row: the exposed kinds and the per-minute rate limits)
 * and the integrators' keys, stored as the SHA-256 of the secret (shown once at creation), with who
 * created them, when, their last use and their revocation. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('open_data_setting')
    // One row: the check keeps it so.
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('exposed_kinds', sql`text[]`, (c) => c.notNull())
    .addColumn('anonymous_per_minute', 'integer', (c) => c.notNull())
    .addColumn('key_per_minute', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`INSERT INTO open_data_setting (id, exposed_kinds, anonymous_per_minute, key_per_minute)
    VALUES (1, ARRAY['entity', 'service', 'pointOfCare'], 60, 600)`.execute(db);

  await db.schema
    .createTable('open_data_key')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // Active key names are unique (case-insensitive); a revoked key's name may be reused.
  await sql`CREATE UNIQUE INDEX open_data_key_active_name_idx ON open_data_key (lower(name)) WHERE revoked_at IS NULL`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('open_data_key').execute();
  await db.schema.dropTable('open_data_setting').execute();
}
