/** Turns a session just created or rotated into the TokenData the login calls answer. */
import type { TokenClaims, TokenData } from '@/shared/api';
import { toSessionProfile, type SessionAccount } from './authSession';
import type { IssuedSession } from './sessionRepository';
import { signToken } from './tokens';
import type { UserProfile } from '../users/userRepository';

export async function issueToken(
  secret: Uint8Array,
  account: Pick<SessionAccount, 'username' | 'givenName' | 'email' | 'language' | 'displayName' | 'mustChangePassword' | 'isGraUser'>,
  profiles: readonly UserProfile[],
  session: IssuedSession,
  now: Date,
): Promise<TokenData> {
  const claims: TokenClaims = {
    sub: account.username,
    gn: account.givenName,
    em: account.email,
    lang: account.language,
    dn: account.displayName,
    th: session.tokenHash,
    sid: session.sessionId,
    prf: profiles.map(toSessionProfile),
    mcp: account.mustChangePassword,
    gra: account.isGraUser,
    // Seconds, as JWT wants; the session row holds the same instant.
    exp: Math.floor(session.expiresAt.getTime() / 1000),
  };
  return { token: await signToken(claims, secret, now), expiration: claims.exp * 1000 };
}
