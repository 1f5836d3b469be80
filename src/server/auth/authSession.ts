/**
 * What a request knows about its caller: the token only says which session it belongs to. One
 * statement reads the session, its user and the user's profiles together; this process keeps what it
 * read in a cache (sessionCache.ts) that every change to those rows, on any process, drops at once, so
 * a logout, a block or a profile change counts from the very next request on every instance.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '@/shared/errors';
import type { SessionProfile, TokenClaims } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { Database, Session } from '../db/schema';
import type { UserProfile } from '../users/userRepository';
import type { SessionCache } from './sessionCache';
import { acceptsToken, isCurrentToken, touchSession } from './sessionRepository';

export interface SessionAccount {
  id: number;
  username: string;
  displayName: string;
  givenName: string;
  email: string;
  language: Language;
  isGraUser: boolean;
  mustChangePassword: boolean;
}

export interface AuthSession {
  sessionId: string;
  /** The `th` and expiry of the token this request came with. */
  tokenHash: string;
  tokenExpiresAt: Date;
  /** False for the previous token during its refresh grace: it may finish requests, not extend the session. */
  currentToken: boolean;
  user: SessionAccount;
  profiles: UserProfile[];
  /** Union of the profiles' permissions, sorted. */
  permissions: number[];
  isGuest: boolean;
}

export function toSessionProfile(profile: UserProfile): SessionProfile {
  return {
    profileId: profile.profileId,
    name: profile.name,
    organizationId: profile.organizationId,
    permissions: profile.permissions,
  };
}

/**
 * The session row with its user's columns and profiles (as JSON, ordered by name like
 * findUserProfiles), in one round trip; undefined when the session or its user is gone.
 */
function readSessionRow(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.username', 'u.display_name', 'u.given_name', 'u.email', 'u.language', 'u.status', 'u.is_gra_user', 'u.must_change_password'])
    .select(
      sql<UserProfile[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'profileId', p.id, 'name', p.name, 'organizationId', p.organization_id,
          'excludedOrganizationIds', p.excluded_organization_ids, 'permissions', p.permissions) ORDER BY p.name), '[]'::json)
        FROM user_profile up JOIN profile p ON p.id = up.profile_id
        WHERE up.user_id = s.user_id)`.as('profiles'),
    )
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof readSessionRow>>>;

/** Whether the session row lets this token act now, for an active user it still names. */
function accepts(row: SessionRow, claims: TokenClaims, now: Date): boolean {
  return acceptsToken(row, claims.th, now) && row.status === UserStatus.Active && row.username === claims.sub;
}

export type AuthSessionCache = SessionCache<SessionRow>;

/** The session's row from `cache` when it holds it (unless `fresh`), else from the database (and kept there). */
async function readSession(db: Kysely<Database>, sessionId: string, now: Date, cache: AuthSessionCache | undefined, fresh = false): Promise<SessionRow | undefined> {
  const cached = fresh ? undefined : cache?.get(sessionId, now.getTime());
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const row = await readSessionRow(db, sessionId);
  if (row) cache?.set(sessionId, row.user_id, row, now.getTime(), ticket);
  return row;
}

/**
 * The caller of a verified token, or null when its session is ended, unknown, replaced or its user is
 * not active (-33). `cache`: this process's recent reads (requests); without it, read fresh (the hub's
 * checks, which run when a change is heard, before or after the cache drops its entries). `fresh`: read
 * the database even when the cache holds the row (and keep what was read).
 */
export async function loadAuthSession(db: Kysely<Database>, claims: TokenClaims, now: Date, cache?: AuthSessionCache, fresh = false): Promise<AuthSession | null> {
  let row = await readSession(db, claims.sid, now, cache, fresh);
  // A refusal is never read from the cache: a token refreshed a moment ago, on this process or another,
  // may be newer than the cached row (its change is on its way), and -33 would sign the user out.
  if (cache && !fresh && row && !accepts(row, claims, now)) row = await readSession(db, claims.sid, now, cache, true);
  if (!row || !accepts(row, claims, now)) return null;
  const session: Session = row;
  // Sets the cached row's last_seen_at too (its trigger does not tell the other processes: nothing decides on it).
  await touchSession(db, session, now);
  const profiles = row.profiles.map((p) => ({ ...p, permissions: [...p.permissions].sort((a, b) => a - b) }));
  return {
    sessionId: session.id,
    tokenHash: claims.th,
    tokenExpiresAt: new Date(claims.exp * 1000),
    currentToken: isCurrentToken(session, claims.th),
    user: {
      id: row.user_id,
      username: row.username,
      displayName: row.display_name,
      givenName: row.given_name,
      email: row.email,
      language: row.language,
      isGraUser: row.is_gra_user,
      mustChangePassword: row.must_change_password,
    },
    profiles,
    permissions: [...new Set(profiles.flatMap((p) => p.permissions))].sort((a, b) => a - b),
    isGuest: row.username === GUEST_USERNAME,
  };
}
