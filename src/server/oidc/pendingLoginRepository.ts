/**
 * Regional sign-ins sent to the provider and not yet back, kept in the database so that whichever
 * instance receives the callback can finish it. Taking one deletes it in the same statement: a state
 * is good once, even when two callbacks race on two instances.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Long enough to type a password and a one-time code at the provider; short enough to be useless later. */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function savePendingLogin(db: Kysely<Database>, login: PendingLogin, now: Date): Promise<void> {
  await db
    .insertInto('oidc_pending_login')
    .values({ state: login.state, nonce: login.nonce, code_verifier: login.codeVerifier, created_at: now, expires_at: new Date(now.getTime() + PENDING_LOGIN_TTL_MS) })
    .execute();
}

/** The pending login of `state`, removed; undefined when unknown, already taken or expired. */
export async function takePendingLogin(db: Kysely<Database>, state: string, now: Date): Promise<PendingLogin | undefined> {
  const row = await db.deleteFrom('oidc_pending_login').where('state', '=', state).returningAll().executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
}

/** Housekeeping: logins abandoned at the provider. */
export async function purgePendingLogins(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('oidc_pending_login').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
