/**
 * TRUST_PROXY (issue 28 §2): the reverse proxies whose X-Forwarded-* headers the server believes.
 * The client's address (request.ip: every rate limit and the login lock key on it) is then the one the
 * outermost of those proxies saw: X-Forwarded-For is read from the right, skipping only the named
 * proxies, so whatever the client wrote at its left is never taken (Fastify's trustProxy as a list,
 * @fastify/proxy-addr's semantics).
 *
 * Accepted: unset/false/0/no/off (trust nothing: the connection's own address), or a comma-separated
 * list of addresses, CIDR ranges and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`.
 * Refused at start: `true` (it trusted every sender, so the client chose its address) and hop counts
 * (they trust whoever connects, so a client reaching the server directly chooses its address too;
 * Fastify 5.12 itself no longer honours them). See docs/decisions.md, "The client's address".
 */
import { isIP } from 'node:net';

const OFF = ['false', '0', 'no', 'off'];
const EVERYONE = ['true', 'yes', 'on'];
/** @fastify/proxy-addr's names for reserved ranges (IPv4 and IPv6 each). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export const TRUST_PROXY_FORMS =
  "false, or a comma-separated list of the reverse proxies' addresses or CIDR ranges (e.g. 10.0.0.5,10.0.1.0/24; also loopback, linklocal, uniquelocal)";

/** What Fastify's `trustProxy` gets: false, or the list of trusted proxies. */
export type TrustedProxies = false | string[];

export type TrustProxyParse = { proxies: TrustedProxies } | { error: string };

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry.toLowerCase())) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  // A zone (fe80::1%eth0) names an interface of this machine, not a proxy.
  const version = address.includes('%') ? 0 : isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY's value (null: unset); the error is a sentence to follow the variable's name. */
export function parseTrustProxy(raw: string | null): TrustProxyParse {
  const value = raw?.trim() ?? '';
  if (value === '' || OFF.includes(value.toLowerCase())) return { proxies: false };
  if (EVERYONE.includes(value.toLowerCase())) {
    return { error: `no longer accepts "${value}" (it let every client choose its own address): name the proxies. It must be ${TRUST_PROXY_FORMS}` };
  }
  if (/^\d+$/.test(value)) {
    return { error: `does not accept a hop count ("${value}": it lets a client that reaches the server directly choose its address). It must be ${TRUST_PROXY_FORMS}` };
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length > 0) return { error: `must be ${TRUST_PROXY_FORMS} (not an address or range: ${bad.map((e) => `"${e}"`).join(', ')})` };
  return { proxies: entries };
}
