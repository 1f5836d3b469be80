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
  return typeof payload.sub === 'string' && typeof payload.sid === 'string' && typeof payload.th === 'string' && typeof payload.exp === 'number' && Array.isArray(payload.prf);
}

/** Long enough to accept any expired token: only logout asks for it (a session that ran out answers -31). */
const ANY_AGE_SECONDS = 100 * 365 * 24 * 60 * 60;

/**
 * The claims of a valid, unexpired token signed by us; null for anything else. `ignoreExpiry` still
 * checks the signature: logout uses it to tell an expired session (-31) from a forged token (-4).
 */
export async function verifyToken(token: string, secret: Uint8Array, now: Date, options: { ignoreExpiry?: boolean } = {}): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], currentDate: now, clockTolerance: options.ignoreExpiry ? ANY_AGE_SECONDS : 0 });
    return isTokenClaims(payload) ? payload : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
