/**
 * Signed session tokens (JWT, HS256 with the server's secret). The claims are TokenClaims of
 * src/shared/api.ts: the SPA reads them to draw its menus, but the server never trusts them for
 * permissions; it reloads the session row, the user and the profiles on every request.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { TokenClaims } from '@/shared/api';

const ALGORITHM = 'HS256';

/**
 * `th`, the token hash of the spec's session user: an opaque random 128-bit identifier of one issued
 * token (base64url). The session row keeps the current one; a refresh issues a new one.
 */
export function newTokenHash(): string {
  return randomBytes(16).toString('base64url');
}

export async function signToken(claims: TokenClaims, secret: Uint8Array, issuedAt: Date): Promise<string> {
  const { exp, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(secret);
}

function isTokenClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & TokenClaims {
  return (
    typeof payload.sub === 'string' &&
    typeof payload.sid === 'string' &&
    typeof payload.th === 'string' &&
    typeof payload.exp === 'number' &&
    Array.isArray(payload.prf)
  );
}

/** The claims of a valid, unexpired token signed by us; null for anything else. */
export async function verifyToken(token: string, secret: Uint8Array, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], currentDate: now });
    return isTokenClaims(payload) ? payload : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
