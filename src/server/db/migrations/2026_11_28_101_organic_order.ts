/**
 * The order of an entity's sub-entities in the organic tree (SPEC §6 permission 14, issue 11). Kept by
 * entity id, outside the versions: publishing a new version of a sub-entity keeps its place. Each row
 * names the parent the position was set under; a sub-entity moved to another parent no longer matches
 * it and falls to the end of its new siblings (by name) until that parent is reordered. The roots are
 * the siblings of parent_id NULL. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('organic_order')
    .addColumn('child_id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX organic_order_parent_idx ON organic_order (parent_id, position)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('organic_order').ifExists().execute();
}
