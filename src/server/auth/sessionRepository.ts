/**
 * Sessions are rows, so logout and "session invalid" (-33) are real and every instance sees them.
 * A token is valid while its session is not ended, not expired, and the token is the session's
 * current one — or the one just replaced by a refresh, for REFRESH_GRACE_MS, so requests already in
 * flight with the old token while the SPA refreshes do not fail. The grace only lets requests
 * finish: it never extends the session. Refresh and password change rotate the session only from
 * its current token (rotateSession checks it in the same UPDATE), so the previous token cannot
 * mint new ones; logout accepts it, since a logout that raced a refresh still means "close".
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema';
import { newTokenHash } from './tokens';

export const REFRESH_GRACE_MS = 60_000;
/** last_seen_at is written at most this often per session: a write per request would be waste. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface IssuedSession {
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** Whole seconds, like the token's `exp`, so the row and the token expire at the same instant. */
function expiry(now: Date, ttlMinutes: number): Date {
  return new Date(Math.floor((now.getTime() + ttlMinutes * 60_000) / 1000) * 1000);
}

/** `oidcIdToken`: the provider's ID token when the session comes from the regional sign-in (for its logout). */
export async function createSession(db: Kysely<Database>, userId: number, now: Date, ttlMinutes: number, oidcIdToken: string | null = null): Promise<IssuedSession> {
  const session = { sessionId: randomUUID(), tokenHash: newTokenHash(), expiresAt: expiry(now, ttlMinutes) };
  await db
    .insertInto('session')
    .values({
      id: session.sessionId,
      user_id: userId,
      created_at: now,
      expires_at: session.expiresAt,
      token_hash: session.tokenHash,
      last_seen_at: now,
      oidc_id_token: oidcIdToken,
    })
    .execute();
  return session;
}

export function findSession(db: Kysely<Database>, sessionId: string): Promise<Session | undefined> {
  return db.selectFrom('session').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/** Whether `tokenHash` is the session's current token (not the previous one kept for the grace). */
export function isCurrentToken(session: Session, tokenHash: string): boolean {
  return session.token_hash === tokenHash;
}

/** Whether a token with hash `tokenHash` may still act for this session at `now`. */
export function acceptsToken(session: Session, tokenHash: string, now: Date): boolean {
  if (session.ended_at !== null || session.expires_at.getTime() <= now.getTime()) return false;
  if (session.token_hash === tokenHash) return true;
  return session.previous_token_hash === tokenHash && session.rotated_at !== null && now.getTime() - session.rotated_at.getTime() < REFRESH_GRACE_MS;
}

/**
 * Issues a new token hash for a live session and extends it, but only from its current token
 * `currentTokenHash`; null when the session ended meanwhile or that token was already replaced.
 */
export async function rotateSession(db: Kysely<Database>, sessionId: string, currentTokenHash: string, now: Date, ttlMinutes: number): Promise<IssuedSession | null> {
  const tokenHash = newTokenHash();
  const expiresAt = expiry(now, ttlMinutes);
  const updated = await db
    .updateTable('session')
    .set((eb) => ({
      previous_token_hash: eb.ref('token_hash'),
      token_hash: tokenHash,
      rotated_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
    }))
    .where('id', '=', sessionId)
    .where('token_hash', '=', currentTokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return updated ? { sessionId, tokenHash, expiresAt } : null;
}

/**
 * Logout: ends the session of a token that may still act for it (its current one, or the previous
 * one during the grace). False — nothing closed, -31 — when the session is unknown, already ended
 * or expired, or the token was replaced longer ago than the grace.
 */
export async function endSessionOfToken(db: Kysely<Database>, sessionId: string, tokenHash: string, now: Date): Promise<boolean> {
  const session = await findSession(db, sessionId);
  if (!session || !acceptsToken(session, tokenHash, now)) return false;
  const result = await db.updateTable('session').set({ ended_at: now }).where('id', '=', sessionId).where('ended_at', 'is', null).executeTakeFirst();
  // session's trigger (m0030) tells every process at commit: its hub connections close now, not at their next keep-alive.
  return result.numUpdatedRows > 0n;
}

/** Ends every live session of a user except one (after a password change). */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: string, now: Date): Promise<void> {
  await db.updateTable('session').set({ ended_at: now }).where('user_id', '=', userId).where('id', '!=', keepSessionId).where('ended_at', 'is', null).execute();
}

/** Writes `now` as the session's last_seen_at (at most once per LAST_SEEN_RESOLUTION_MS), in the row given too. */
export async function touchSession(db: Kysely<Database>, session: Session, now: Date): Promise<void> {
  if (now.getTime() - session.last_seen_at.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', session.id).execute();
  session.last_seen_at = now;
}

/** Deletes sessions that ended or expired before `before`; answers how many. */
export async function purgeSessions(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('ended_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
