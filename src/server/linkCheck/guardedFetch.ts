/**
 * The broken-link check's fetch (issue 28 §6): Node's fetch over an undici dispatcher whose connector
 * refuses, before any connection is made, a host the address policy does not allow
 * (addressPolicy.ts). A literal IP host is judged as it stands (the URL parser has already turned
 * 0x7f000001 or 2130706433 into 127.0.0.1); a name is judged by every address DNS gives for it, in the
 * socket's own lookup, so the connection goes to an address that was checked (no second resolution a
 * rebinding DNS could answer differently). Each redirect hop is a new request through the same
 * dispatcher, so it is checked the same way. A refusal fails the request with the code
 * ADDRESS_NOT_ALLOWED, which checkUrl classifies as the outcome 'notAllowed'.
 */
import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';
import { addressAllowed, hostAllowed, type AddressPolicy } from './addressPolicy';

export const ADDRESS_NOT_ALLOWED = 'ERR_LINK_CHECK_ADDRESS_NOT_ALLOWED';

function notAllowed(host: string): Error {
  return Object.assign(new Error(`${host}: address not allowed for the link check`), { code: ADDRESS_NOT_ALLOWED });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;
/** What net.connect calls to resolve a host (its `lookup` option), `all` asked when it tries several addresses. */
export type Lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/** dns.lookup, answering only when every address of the host is allowed (or the host itself is). */
export function guardedLookup(policy: AddressPolicy, resolve: typeof dns.lookup = dns.lookup): Lookup {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!hostAllowed(policy, hostname) && (addresses.length === 0 || addresses.some((a) => !addressAllowed(policy, a.address)))) {
        return callback(notAllowed(hostname), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as dns.LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** The connector: literal addresses judged at once, names through guardedLookup. */
export function guardedConnector(policy: AddressPolicy): buildConnector.connector {
  const connect = buildConnector({ lookup: guardedLookup(policy) } as buildConnector.BuildOptions);
  return (options, callback) => {
    const { hostname } = options;
    if (net.isIP(hostname) !== 0 && !hostAllowed(policy, hostname) && !addressAllowed(policy, hostname)) {
      callback(notAllowed(hostname), null);
      return;
    }
    connect(options, callback);
  };
}

export interface GuardedFetch {
  fetch: typeof fetch;
  /** Closes the dispatcher's connections (the runner closing). */
  close(): Promise<void>;
}

export function guardedFetch(policy: AddressPolicy): GuardedFetch {
  const agent = new Agent({ connect: guardedConnector(policy) });
  return {
    // `dispatcher` is Node's (undici's) own RequestInit member, absent from the DOM type the project compiles against.
    fetch: (input, init) => fetch(input, { ...init, dispatcher: agent } as RequestInit),
    close: () => agent.close(),
  };
}
