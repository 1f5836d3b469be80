/**
 * Which addresses the broken-link check may connect to (issue 28 §6): public unicast addresses only —
 * never loopback, private, link-local (the cloud metadata address 169.254.169.254 among them),
 * carrier-grade NAT, unique-local, unspecified, multicast, reserved or documentation ranges, nor IPv6
 * outside the global unicast block 2000::/3 (IPv4-compatible and translated forms of a private IPv4) —
 * unless LINK_CHECK_ALLOW names the address's range or the host: an intranet that must be checked.
 * The addresses are read by ipaddr.js (the parser Fastify's proxy-addr trusts) after the URL parser
 * has normalised hex, octal and decimal IPv4 forms; an IPv4-mapped IPv6 address is judged as its IPv4.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface AddressPolicy {
  /** Host names allowed whatever they resolve to (lower case, no trailing dot). */
  hosts: ReadonlySet<string>;
  /** Ranges allowed though not public (an address alone is its /32 or /128). */
  ranges: readonly (readonly [Address, number])[];
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** A DNS name: labels of letters, digits and inner hyphens (what a URL's host holds after IDNA). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const hostKey = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** An IP address as ipaddr.js reads it, an IPv4-mapped IPv6 one as its IPv4; null when not an address. */
function parseAddress(text: string): Address | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

/** A CIDR range, or an address alone as its /32 or /128; an IPv4-mapped range as the IPv4 one. */
function parseRange(entry: string): [Address, number] | null {
  if (!entry.includes('/')) {
    const address = parseAddress(entry);
    return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : null;
  }
  if (!ipaddr.isValidCIDR(entry)) return null;
  const [address, bits] = ipaddr.parseCIDR(entry);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) return [address.toIPv4Address(), bits - 96];
  return [address, bits];
}

/** Why an entry of LINK_CHECK_ALLOW cannot be read (config.ts refuses to start), or null. */
export function allowEntryProblem(entry: string): string | null {
  if (parseRange(entry) || (!entry.includes('/') && HOST_NAME.test(hostKey(entry)))) return null;
  return `"${entry}" is neither a host name nor an IP address or range (CIDR)`;
}

/** The policy of LINK_CHECK_ALLOW's entries (each already accepted by allowEntryProblem). */
export function addressPolicy(entries: readonly string[]): AddressPolicy {
  const hosts = new Set<string>();
  const ranges: [Address, number][] = [];
  for (const entry of entries) {
    const range = entry.includes('/') || parseAddress(entry) ? parseRange(entry) : null;
    if (range) ranges.push(range);
    else hosts.add(hostKey(entry));
  }
  return { hosts, ranges };
}

function isPublic(address: Address): boolean {
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/** May the check connect to this resolved address (text as DNS or a URL gives it)? Anything unreadable is refused. */
export function addressAllowed(policy: AddressPolicy, text: string): boolean {
  const address = parseAddress(text);
  if (!address) return false;
  return isPublic(address) || policy.ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/** Is this host name allowed whatever it resolves to? */
export function hostAllowed(policy: AddressPolicy, host: string): boolean {
  return policy.hosts.has(hostKey(host));
}
