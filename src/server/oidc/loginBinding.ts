/**
 * Binds a regional sign-in to the browser that started it (login CSRF, issue 28). Without it, anyone
 * could sign in at the provider, keep the link back to our callback and have someone else's browser
 * open it: that browser would then work signed in as the attacker. The start sets a cookie holding the
 * login's state; the callback goes on only when the browser brings that cookie and it names the state
 * the provider sent back.
 *
 * The cookie is HttpOnly (no script reads it), SameSite=Lax and lives as long as the pending login.
 * Behind https it is Secure and `__Host-` prefixed, so no sibling subdomain can plant one of its own;
 * `__Host-` requires Path=/, kept on http too so both behave alike. Our session is a bearer token, not a
 * cookie, and the name differs from the provider's cookies (`_session`, `_interaction`…), which share
 * the host when the provider runs on the same machine (cookies ignore the port).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { PENDING_LOGIN_TTL_MS } from './pendingLoginRepository';

const NAME = 'regional-signin';
/** `__Host-` cookies are refused by browsers unless Secure, which needs https. */
const SECURE_NAME = `__Host-${NAME}`;

/** Whether the browser reaches us over https: the callback's own URL (OIDC_REDIRECT_URI) says so. */
export function isSecureOrigin(redirectUri: string): boolean {
  return new URL(redirectUri).protocol === 'https:';
}

function options(secure: boolean, maxAgeSeconds: number): SerializeOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds };
}

function cookieName(secure: boolean): string {
  return secure ? SECURE_NAME : NAME;
}

/** The Set-Cookie value that binds the login of `state` to the browser it is answered to. */
export function bindingCookie(state: string, secure: boolean): string {
  return serialize(cookieName(secure), state, options(secure, Math.floor(PENDING_LOGIN_TTL_MS / 1000)));
}

/** The Set-Cookie value that removes the binding (its login is spent). */
export function clearedBindingCookie(secure: boolean): string {
  return serialize(cookieName(secure), '', { ...options(secure, 0), expires: new Date(0) });
}

/** The state this browser started a login for, from its Cookie header; undefined when it has none. */
export function boundState(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[cookieName(secure)] || undefined;
}

/** Whether the browser's bound state is the callback's; in constant time (digests of equal length). */
export function isBoundTo(bound: string | undefined, state: string): boolean {
  if (bound === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(bound), digest(state));
}
