/**
 * Slows down password guessing per username (on top of the per-IP rate limit of the login route).
 *
 * Policy: the first FREE_FAILURES consecutive failures cost nothing. From then on the username is
 * locked for BASE_LOCK_MS × 2^(failures − FREE_FAILURES) after the last failure, capped at
 * MAX_LOCK_MS (30 s, 1 min, 2 min … 15 min). A login during the lock is answered -5 at once, without
 * checking the password and without counting, so an attacker can neither probe nor extend the lock.
 * We answer at once rather than holding the request open: a held request costs a connection and
 * tells the attacker nothing more. A success resets the count; so does a day without failures.
 * Unknown usernames are counted like real ones so the answers do not reveal which accounts exist.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeUsername } from '../users/userRepository';

export const FREE_FAILURES = 3;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

export function lockDuration(failedCount: number): number {
  if (failedCount < FREE_FAILURES) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failedCount - FREE_FAILURES), MAX_LOCK_MS);
}

/** Until when logins for this username are refused, or null when they are allowed now. */
export async function loginLockedUntil(db: Kysely<Database>, username: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('login_attempt')
    .select(['failed_count', 'last_failed_at'])
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  if (!row) return null;
  const until = new Date(row.last_failed_at.getTime() + lockDuration(row.failed_count));
  return until.getTime() > now.getTime() ? until : null;
}

export async function recordLoginFailure(db: Kysely<Database>, username: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  await db
    .insertInto('login_attempt')
    .values({ username: normalizeUsername(username), failed_count: 1, last_failed_at: now })
    .onConflict((oc) =>
      oc.column('username').doUpdateSet({
        failed_count: sql<number>`CASE WHEN login_attempt.last_failed_at < ${forgetBefore} THEN 1 ELSE login_attempt.failed_count + 1 END`,
        last_failed_at: now,
      }),
    )
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('username', '=', normalizeUsername(username)).execute();
}

/** Deletes counters nobody has added to for a day (they no longer lock anything). */
export async function purgeLoginAttempts(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('login_attempt')
    .where('last_failed_at', '<', new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS))
    .execute();
}
