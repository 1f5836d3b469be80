/**
 * Login throttling per username AND source address (the pair is the key), so that guesses from one
 * address cannot lock the user out from another; successes are remembered per pair so the
 * per-username daily ceiling spares the addresses the user signed in from. The counters are
 * short-lived (a day), so the old table is replaced rather than converted. Frozen in time like every
 * migration.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_attempt').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    .addPrimaryKeyConstraint('login_attempt_pkey', ['username', 'address'])
    .execute();
  // The per-username ceiling sums the day's failures of every address.
  await db.schema.createIndex('login_attempt_username_failed_idx').on('login_attempt').columns(['username', 'last_failed_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_attempt').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
