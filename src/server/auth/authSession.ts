/**
 * What a request knows about its caller, loaded fresh from the database for every authenticated
 * request: the token only says which session it belongs to.
 */
import type { Kysely } from 'kysely';
import type { Language } from '@/shared/errors';
import type { SessionProfile, TokenClaims } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { Database } from '../db/schema';
import { findUserById, findUserProfiles, type UserProfile } from '../users/userRepository';
import { acceptsToken, findSession, isCurrentToken, touchSession } from './sessionRepository';

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

/** The caller of a verified token, or null when its session is ended, unknown, replaced or its user is not active (-33). */
export async function loadAuthSession(db: Kysely<Database>, claims: TokenClaims, now: Date): Promise<AuthSession | null> {
  const session = await findSession(db, claims.sid);
  if (!session || !acceptsToken(session, claims.th, now)) return null;
  const user = await findUserById(db, session.user_id);
  if (!user || user.status !== UserStatus.Active || user.username !== claims.sub) return null;
  const profiles = await findUserProfiles(db, user.id);
  await touchSession(db, session, now);
  return {
    sessionId: session.id,
    tokenHash: claims.th,
    tokenExpiresAt: new Date(claims.exp * 1000),
    currentToken: isCurrentToken(session, claims.th),
    user: {
      id: user.id,
      username: user.username,
      displayName: user.display_name,
      givenName: user.given_name,
      email: user.email,
      language: user.language,
      isGraUser: user.is_gra_user,
      mustChangePassword: user.must_change_password,
    },
    profiles,
    permissions: [...new Set(profiles.flatMap((p) => p.permissions))].sort((a, b) => a - b),
    isGuest: user.username === GUEST_USERNAME,
  };
}
