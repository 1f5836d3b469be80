/**
 * Issue 29 §10: a return names one of the refusal types of the settings beside its free text. The
 * type is kept on the return's audit row (record_action); deleting a refusal type from the settings
 * leaves the return with its text only. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE record_action ADD COLUMN refusal_type_id integer REFERENCES refusal_type (id) ON DELETE SET NULL`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE record_action DROP COLUMN refusal_type_id`.execute(db);
}
