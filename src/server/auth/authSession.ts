/**
 * What a request knows about its caller, loaded fresh from the database for every authenticated
 * request: the token only says which session it belongs to. One statement reads the session, its
 * user and the user's profiles together, so a logout, a block or a profile change counts from the
 * very next request on every instance, with no cache to invalidate.
 */
import { sql, type Kysely } from 'kysely';
import type { Language } from '@/shared/errors';
import type { SessionProfile, TokenClaims } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { Database, Session } from '../db/schema';
import type { UserProfile } from '../users/userRepository';
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
function readSession(db: Kysely<Database>, sessionId: string) {
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

/** The caller of a verified token, or null when its session is ended, unknown, replaced or its user is not active (-33). */
export async function loadAuthSession(db: Kysely<Database>, claims: TokenClaims, now: Date): Promise<AuthSession | null> {
  const row = await readSession(db, claims.sid);
  if (!row) return null;
  const session: Session = row;
  if (!acceptsToken(session, claims.th, now)) return null;
  if (row.status !== UserStatus.Active || row.username !== claims.sub) return null;
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
