import Fastify from 'fastify';
import { parseTrustProxy, type TrustedProxies } from './trustProxy';

describe('parseTrustProxy', () => {
  it.each([null, '', '  ', 'false', 'FALSE', '0', 'no', 'off'])('trusts no proxy for %j', (raw) => {
    expect(parseTrustProxy(raw)).toEqual({ proxies: false });
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy(' 10.0.0.5, 10.0.1.0/24 ,2001:db8::1, 2001:db8:1::/48, loopback,uniquelocal ')).toEqual({
      proxies: ['10.0.0.5', '10.0.1.0/24', '2001:db8::1', '2001:db8:1::/48', 'loopback', 'uniquelocal'],
    });
  });

  it.each([
    ['true', /no longer accepts "true".*name the proxies/],
    ['yes', /no longer accepts/],
    ['1', /does not accept a hop count/],
    ['2', /does not accept a hop count/],
    ['proxy.internal', /not an address or range: "proxy.internal"/],
    ['10.0.0.0/33', /"10.0.0.0\/33"/],
    ['2001:db8::/129', /"2001:db8::\/129"/],
    ['10.0.0.0/255.255.255.0', /not an address or range/],
    ['10.0.0.1/8/8', /not an address or range/],
    ['10.0.0.1,,10.0.0.2', /not an address or range: ""/],
    ['fe80::1%eth0', /not an address or range/],
    ['256.0.0.1', /not an address or range/],
  ])('refuses %j naming the accepted forms', (raw, message) => {
    const parsed = parseTrustProxy(raw);
    expect(parsed).toEqual({ error: expect.stringMatching(message) });
    expect(parsed).toEqual({ error: expect.stringContaining('comma-separated list of the reverse proxies') });
  });
});

describe('Fastify with the parsed list', () => {
  const ipSeenBy = async (proxies: TrustedProxies, remoteAddress: string, forwardedFor: string) => {
    const app = Fastify({ trustProxy: proxies });
    app.get('/', async (request) => ({ ip: request.ip, host: request.host }));
    try {
      const response = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-host': 'evil.example', host: 'server:8080' } });
      return response.json<{ ip: string; host: string }>();
    } finally {
      await app.close();
    }
  };
  const parsed = (raw: string): TrustedProxies => {
    const result = parseTrustProxy(raw);
    if ('error' in result) throw new Error(result.error);
    return result.proxies;
  };

  it('takes the address the trusted proxy saw, not the one the client wrote', async () => {
    expect((await ipSeenBy(parsed('10.0.0.2'), '10.0.0.2', '192.0.2.1, 198.51.100.7')).ip).toBe('198.51.100.7');
  });

  it('walks back through every trusted hop, IPv4-mapped sockets included', async () => {
    expect((await ipSeenBy(parsed('10.0.0.2,10.0.1.0/24'), '::ffff:10.0.0.2', '192.0.2.1, 198.51.100.7, 10.0.1.9')).ip).toBe('198.51.100.7');
    expect((await ipSeenBy(parsed('loopback, 2001:db8::/32'), '::1', '192.0.2.1, 2001:db8::5')).ip).toBe('192.0.2.1');
  });

  it('believes nothing from a sender that is not a named proxy', async () => {
    expect(await ipSeenBy(parsed('10.0.0.2'), '198.51.100.8', '192.0.2.1')).toEqual({ ip: '198.51.100.8', host: 'server:8080' });
    expect(await ipSeenBy(parsed('false'), '10.0.0.2', '192.0.2.1')).toEqual({ ip: '10.0.0.2', host: 'server:8080' });
  });
});
