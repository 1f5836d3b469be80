/** The SessionUser of the contract, built from a request's session (fresh from the database). */
import type { SessionUser } from '@/shared/api';
import { toSessionProfile, type AuthSession } from '../auth/authSession';

export function toSessionUser(session: AuthSession): SessionUser {
  return {
    username: session.user.username,
    givenName: session.user.givenName,
    email: session.user.email,
    language: session.user.language,
    displayName: session.user.displayName,
    tokenHash: session.tokenHash,
    expiration: session.tokenExpiresAt.getTime(),
    sessionId: session.sessionId,
    profiles: session.profiles.map(toSessionProfile),
    permissions: session.permissions,
    mustChangePassword: session.user.mustChangePassword,
    isGuest: session.isGuest,
    isGraUser: session.user.isGraUser,
  };
}
