/**
 * Slows down password guessing per username AND source address (on top of the per-IP rate limit of
 * the login route), so that guesses from one address never lock the real user out from another.
 *
 * Policy, per (username, address) pair: the first FREE_FAILURES consecutive failures cost nothing.
 * From then on the pair is locked for BASE_LOCK_MS × 2^(failures − FREE_FAILURES) after the last
 * failure, capped at MAX_LOCK_MS (30 s, 1 min, 2 min … 15 min): about a hundred guesses a day per
 * address. A login during the lock is answered -5 at once, without checking the password and without
 * counting, so an attacker can neither probe nor extend the lock. A success resets the pair's count;
 * so does a day without failures. Unknown usernames are counted like real ones so the answers do not
 * reveal which accounts exist. An IPv6 address counts by its /64 (one subscriber's network), or a
 * single host could rotate addresses for free.
 *
 * Against a guess spread over many addresses: once a username collects USERNAME_DAILY_CEILING
 * failures (all addresses together, each counted for a day after its last failure), it is refused
 * from every address except those it signed in from within TRUSTED_ADDRESS_MS. Reaching the ceiling
 * takes hundreds of failures from at least three addresses, and even then the user keeps signing in
 * from their usual places.
 */
import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeUsername } from '../users/userRepository';

export const FREE_FAILURES = 3;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;
export const USERNAME_DAILY_CEILING = 300;
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60_000;

export function lockDuration(failedCount: number): number {
  if (failedCount < FREE_FAILURES) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failedCount - FREE_FAILURES), MAX_LOCK_MS);
}

/** The eight groups of an IPv6 address, written out. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** The key of a source address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

export interface LoginSource {
  username: string;
  /** request.ip (which respects the trustProxy setting). */
  ip: string;
}

function keyOf(source: LoginSource): { username: string; address: string } {
  return { username: normalizeUsername(source.username), address: addressKey(source.ip) };
}

/** Until when logins for this username from this address are refused, or null when they are allowed now. */
export async function loginLockedUntil(db: Kysely<Database>, source: LoginSource, now: Date): Promise<Date | null> {
  const key = keyOf(source);
  const pair = await db
    .selectFrom('login_attempt')
    .select(['failed_count', 'last_failed_at', 'last_success_at'])
    .where('username', '=', key.username)
    .where('address', '=', key.address)
    .executeTakeFirst();
  if (pair?.last_failed_at) {
    const until = new Date(pair.last_failed_at.getTime() + lockDuration(pair.failed_count));
    if (until.getTime() > now.getTime()) return until;
  }
  const trusted = pair?.last_success_at && now.getTime() - pair.last_success_at.getTime() < TRUSTED_ADDRESS_MS;
  if (trusted) return null;
  const dayStart = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  const total = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('failed_count'), sql<string>`0`).as('n'))
    .where('username', '=', key.username)
    .where('last_failed_at', '>=', dayStart)
    .executeTakeFirst();
  // Refused until the day-old failures are forgotten; the exact instant does not matter to the caller.
  return Number(total?.n ?? 0) >= USERNAME_DAILY_CEILING ? new Date(now.getTime() + MAX_LOCK_MS) : null;
}

export async function recordLoginFailure(db: Kysely<Database>, source: LoginSource, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  await db
    .insertInto('login_attempt')
    .values({ ...keyOf(source), failed_count: 1, last_failed_at: now })
    .onConflict((oc) =>
      oc.columns(['username', 'address']).doUpdateSet({
        failed_count: sql<number>`CASE WHEN login_attempt.last_failed_at IS NULL OR login_attempt.last_failed_at < ${forgetBefore} THEN 1 ELSE login_attempt.failed_count + 1 END`,
        last_failed_at: now,
      }),
    )
    .execute();
}

/** A success from this address: its count starts again and the address is remembered as the user's. */
export async function recordLoginSuccess(db: Kysely<Database>, source: LoginSource, now: Date): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ ...keyOf(source), failed_count: 0, last_failed_at: null, last_success_at: now })
    .onConflict((oc) => oc.columns(['username', 'address']).doUpdateSet({ failed_count: 0, last_failed_at: null, last_success_at: now }))
    .execute();
}

/** Deletes rows that no longer lock anything nor mark a recent sign-in. */
export async function purgeLoginAttempts(db: Kysely<Database>, now: Date): Promise<void> {
  const failuresBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  const successBefore = new Date(now.getTime() - TRUSTED_ADDRESS_MS);
  await db
    .deleteFrom('login_attempt')
    .where((eb) =>
      eb.and([
        eb.or([eb('last_failed_at', 'is', null), eb('last_failed_at', '<', failuresBefore)]),
        eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', successBefore)]),
      ]),
    )
    .execute();
}
