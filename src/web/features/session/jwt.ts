import { toSessionUser, type SessionUser, type TokenClaims } from '@/shared/api';

/** base64url → UTF-8 text; atob alone would mangle accented display names. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of the session token. The signature is not checked: the server checks it on every
 * call, and the SPA only needs the claims to decide what to show.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return isTokenClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.sub === 'string' && typeof c.exp === 'number' && Array.isArray(c.prf);
}

export function sessionUserFromToken(token: string): SessionUser | null {
  const claims = decodeTokenClaims(token);
  return claims ? toSessionUser(claims) : null;
}
