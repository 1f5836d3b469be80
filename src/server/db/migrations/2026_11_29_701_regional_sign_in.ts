/**
 * Regional sign-in (issue 13): the logins begun at the provider and not yet come back (state, nonce
 * and PKCE verifier kept server-side, so any instance can finish a login another began, and each
 * only once), and the ID token a session came with (the provider's logout needs it as a hint).
 * Frozen in time like every migration.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('oidc_pending_login')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_pending_login_expires_idx').on('oidc_pending_login').column('expires_at').execute();
  await db.schema.alterTable('session').addColumn('oidc_id_token', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('session').dropColumn('oidc_id_token').execute();
  await db.schema.dropTable('oidc_pending_login').execute();
}
