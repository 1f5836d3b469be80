/**
 * One address checked against a local server that answers every way a catalogue's link may: the
 * outcome of each, HEAD falling back to GET, redirects followed and loops caught, and a server that
 * never answers classified by the timeout. The server is on 127.0.0.1, reached through the address
 * guard because the allow-list names it (as LINK_CHECK_ALLOW would).
 */
import { startLinkServer, type LinkServer } from '../test/linkServer';
import { addressPolicy } from './addressPolicy';
import { checkUrl, classifyError, httpAddress, LINK_CHECK_USER_AGENT } from './checkUrl';
import { ADDRESS_NOT_ALLOWED, guardedFetch } from './guardedFetch';

let server: LinkServer;
const allowed = guardedFetch(addressPolicy(['127.0.0.1']));
const options = { timeoutMs: 500, fetch: allowed.fetch };

beforeAll(async () => {
  server = await startLinkServer();
});
afterAll(async () => {
  await allowed.close();
  await server.close();
});

describe('checkUrl', () => {
  it('answers ok for a 200 with HEAD alone, and a 301 to a 200 after following it', async () => {
    server.requests.length = 0;
    expect(await checkUrl(`${server.base}/ok`, options)).toEqual({ outcome: 'ok', httpStatus: 200, detail: null });
    expect(server.requests).toEqual(['HEAD /ok']);
    expect(await checkUrl(`${server.base}/moved`, options)).toEqual({ outcome: 'ok', httpStatus: 200, detail: null });
  });

  it('answers broken with the status for a 404 and a 500, after trying GET too', async () => {
    server.requests.length = 0;
    expect(await checkUrl(`${server.base}/missing`, options)).toMatchObject({ outcome: 'broken', httpStatus: 404 });
    expect(server.requests).toEqual(['HEAD /missing', 'GET /missing']);
    expect(await checkUrl(`${server.base}/error`, options)).toMatchObject({ outcome: 'broken', httpStatus: 500 });
  });

  it('falls back to GET when HEAD is refused (405)', async () => {
    server.requests.length = 0;
    expect(await checkUrl(`${server.base}/no-head`, options)).toEqual({ outcome: 'ok', httpStatus: 200, detail: null });
    expect(server.requests).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('catches a redirect loop and too many redirects', async () => {
    expect(await checkUrl(`${server.base}/loop-a`, options)).toMatchObject({ outcome: 'redirectLoop', httpStatus: 302 });
    expect(await checkUrl(`${server.base}/far0`, options)).toMatchObject({ outcome: 'tooManyRedirects', httpStatus: 302 });
  });

  it('classifies an address that never answers as a timeout, without a second try', async () => {
    server.requests.length = 0;
    expect(await checkUrl(`${server.base}/hang`, options)).toMatchObject({ outcome: 'timeout', httpStatus: null });
    expect(server.requests).toEqual(['HEAD /hang']);
  });

  it('classifies a refused connection, and refuses what is not an http(s) address without a request', async () => {
    const closed = await startLinkServer();
    const base = closed.base;
    await closed.close();
    expect(await checkUrl(`${base}/ok`, options)).toMatchObject({ outcome: 'refused' });
    expect(await checkUrl('ftp://example.org/file', options)).toEqual({ outcome: 'invalid', httpStatus: null, detail: null });
    expect(await checkUrl('not an address', options)).toMatchObject({ outcome: 'invalid' });
    expect(httpAddress(' https://a.example.org/x ')?.href).toBe('https://a.example.org/x');
  });

  it('does not try GET after an address was refused by the guard', async () => {
    const refused = guardedFetch(addressPolicy([]));
    try {
      const before = server.connections();
      expect(await checkUrl(`${server.base}/ok`, { timeoutMs: 500, fetch: refused.fetch })).toEqual({ outcome: 'notAllowed', httpStatus: null, detail: ADDRESS_NOT_ALLOWED });
      expect(server.connections()).toBe(before);
    } finally {
      await refused.close();
    }
  });

  it('identifies itself with its User-Agent', async () => {
    const seen: string[] = [];
    const fakeFetch = (async (_url: URL, init?: RequestInit) => {
      seen.push(String((init?.headers as Record<string, string>)['user-agent']));
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    expect(await checkUrl('https://a.example.org/', { timeoutMs: 500, fetch: fakeFetch })).toMatchObject({ outcome: 'ok', httpStatus: 204 });
    expect(seen).toEqual([LINK_CHECK_USER_AGENT]);
  });
});

describe('classifyError', () => {
  const failed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
  it.each([
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['ECONNREFUSED', 'refused'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['ECONNRESET', 'network'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
    [ADDRESS_NOT_ALLOWED, 'notAllowed'],
  ])('%s → %s', (code, outcome) => {
    expect(classifyError(failed(code)).outcome).toBe(outcome);
  });
  it('a TimeoutError of AbortSignal.timeout → timeout', () => {
    expect(classifyError(new DOMException('The operation was aborted due to timeout', 'TimeoutError')).outcome).toBe('timeout');
  });
});
