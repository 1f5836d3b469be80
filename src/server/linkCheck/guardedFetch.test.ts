/**
 * The link check's address guard (issue 28 §6): a loopback server the allow-list does not name is
 * refused in every form an address may take, before any connection; a redirect from an allowed host
 * to a refused address is refused at that hop; DNS answers are judged all together.
 */
import type dns from 'node:dns';
import { startLinkServer, type LinkServer } from '../test/linkServer';
import { addressPolicy } from './addressPolicy';
import { checkUrl } from './checkUrl';
import { ADDRESS_NOT_ALLOWED, guardedFetch, guardedLookup, type GuardedFetch } from './guardedFetch';

let server: LinkServer;
let port: string;
let unguarded: GuardedFetch;

beforeAll(async () => {
  server = await startLinkServer();
  port = new URL(server.base).port;
  unguarded = guardedFetch(addressPolicy([]));
});
afterAll(async () => {
  await unguarded.close();
  await server.close();
});

const check = (url: string, fetch = unguarded.fetch) => checkUrl(url, { timeoutMs: 1000, fetch });

describe('guardedFetch', () => {
  it.each([
    ['the loopback address', (p: string) => `http://127.0.0.1:${p}/ok`],
    ['localhost (resolved by DNS)', (p: string) => `http://localhost:${p}/ok`],
    ['hexadecimal IPv4', (p: string) => `http://0x7f000001:${p}/ok`],
    ['decimal IPv4', (p: string) => `http://2130706433:${p}/ok`],
    ['octal and short IPv4', (p: string) => `http://0177.1:${p}/ok`],
    ['IPv4-mapped IPv6', (p: string) => `http://[::ffff:127.0.0.1]:${p}/ok`],
    ['IPv6 loopback', (p: string) => `http://[::1]:${p}/ok`],
    ['the unspecified address', (p: string) => `http://0.0.0.0:${p}/ok`],
    ['https to loopback', (p: string) => `https://127.0.0.1:${p}/ok`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['an IPv6 unique-local address', () => 'http://[fd00::1]/'],
    ['an IPv6 link-local address', () => 'http://[fe80::1]/'],
  ])('refuses %s without connecting', async (_name, address) => {
    const before = server.connections();
    expect(await check(address(port))).toEqual({ outcome: 'notAllowed', httpStatus: null, detail: ADDRESS_NOT_ALLOWED });
    expect(server.connections()).toBe(before);
  });

  it('reaches what the allow-list names, by address or by host', async () => {
    const byAddress = guardedFetch(addressPolicy(['127.0.0.0/8']));
    const byHost = guardedFetch(addressPolicy(['localhost']));
    try {
      expect(await check(`http://127.0.0.1:${port}/ok`, byAddress.fetch)).toMatchObject({ outcome: 'ok' });
      expect(await check(`http://localhost:${port}/ok`, byHost.fetch)).toMatchObject({ outcome: 'ok' });
      // The host is allowed, not the address it resolves to.
      expect(await check(`http://127.0.0.1:${port}/ok`, byHost.fetch)).toMatchObject({ outcome: 'notAllowed' });
    } finally {
      await byAddress.close();
      await byHost.close();
    }
  });

  it('refuses a redirect from an allowed host to an address it does not allow, at that hop', async () => {
    const byHost = guardedFetch(addressPolicy(['localhost']));
    try {
      server.requests.length = 0;
      const result = await check(`http://localhost:${port}/to?location=http://127.0.0.1:${port}/ok`, byHost.fetch);
      expect(result).toEqual({ outcome: 'notAllowed', httpStatus: null, detail: ADDRESS_NOT_ALLOWED });
      expect(server.requests).toEqual(['HEAD /to']);
    } finally {
      await byHost.close();
    }
  });
});

describe('guardedLookup', () => {
  /** A resolver answering these addresses for any name. */
  const resolver = (addresses: string[]) =>
    ((_host: string, _options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )) as unknown as typeof dns.lookup;

  const lookup = (policy: string[], addresses: string[], all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
      guardedLookup(addressPolicy(policy), resolver(addresses))('www.example.org', { all }, (error, address) => resolve({ error, address }));
    });

  it('refuses a public name that resolves to a private address, or to any private one among public ones', async () => {
    expect((await lookup([], ['10.0.0.5'], false)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
    expect((await lookup([], ['93.184.215.14', '127.0.0.1'], true)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
    expect((await lookup([], ['2a00:1450::1', 'fe80::1'], true)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
    expect((await lookup([], [], true)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
  });

  it('answers public addresses as net asked them (one, or all), and an allowed host whatever it resolves to', async () => {
    expect(await lookup([], ['93.184.215.14', '2a00:1450::1'], false)).toEqual({ error: null, address: '93.184.215.14' });
    expect((await lookup([], ['93.184.215.14', '2a00:1450::1'], true)).address).toHaveLength(2);
    expect((await lookup(['www.example.org'], ['10.0.0.5'], false)).address).toBe('10.0.0.5');
    expect((await lookup(['10.0.0.0/8'], ['10.0.0.5'], false)).address).toBe('10.0.0.5');
  });
});
