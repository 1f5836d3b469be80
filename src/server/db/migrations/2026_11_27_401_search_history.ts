/**
 * The home search's history (SPEC §2.1 '#history', issue 11): each signed-in user's last searches,
 * kept on the server so they follow the user from one browser to another. The number kept is the
 * `search.historySize` parameter. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX search_history_user_idx ON search_history (user_id, searched_at DESC)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_history').ifExists().execute();
}
