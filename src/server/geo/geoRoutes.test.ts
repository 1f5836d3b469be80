/**
 * The geo routes against the fake Nominatim (fakeNominatim.ts): proxied answers with our User-Agent,
 * Portugal only and the request's language, cached, Nominatim called one at a time at most once a
 * second, tiles proxied; the gazetteer when the service is stopped, slow, failing or turned off; bad
 * parameters refused with -2, never a 500.
 */
import { ErrorCode } from '@/shared/errors';
import type { GeoReverseResult, GeoSearchResult } from '@/shared/geo';
import type { Env } from '../config';
import { SETUP_TIMEOUT_MS, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { onePixelPng, startFakeNominatim, type FakeNominatim } from './fakeNominatim';

const USER_AGENT = 'CESA-test/1 (geo@example.org)';

function geoEnv(base: string, extra: Env = {}): Env {
  return {
    GEO_OFFLINE: 'false',
    GEO_TILE_URL: `${base}/{z}/{x}/{y}.png`,
    GEO_SEARCH_URL: `${base}/search`,
    GEO_REVERSE_URL: `${base}/reverse`,
    GEO_USER_AGENT: USER_AGENT,
    GEO_TIMEOUT_MS: '500',
    ...extra,
  };
}

async function appWith(env: Env): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ env });
  return { t, token: await t.loginToken('admin', TEST_ADMIN_PASSWORD) };
}

describe('geo routes with the service up', () => {
  let fake: FakeNominatim;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeNominatim();
    ({ t, token } = await appWith(geoEnv(fake.url)));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('suggests places limited to Portugal, in the request language, with our User-Agent, and caches them', async () => {
    const first = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=Rua%20do%20Pal%C3%A1cio', token, headers: { 'accept-language': 'en-GB' } });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual({
      fallback: false,
      items: [{ label: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores, 9500-077, Portugal', lat: 37.74102, lng: -25.66876 }],
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/search',
      userAgent: USER_AGENT,
      query: { q: 'Rua do Palácio', format: 'jsonv2', countrycodes: 'pt', 'accept-language': 'pt' },
    });
    // The admin's own language (Portuguese) wins over the header; the same query is answered from the cache.
    const again = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=rua%20do%20pal%C3%A1cio%20', token });
    expect(again.body.data).toEqual(first.body.data);
    expect(fake.requests).toHaveLength(1);
  });

  it('looks up the address of a point (format, lat, lon; the display name) and its divisions (ours), null at sea, cached', async () => {
    const { body } = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=37.7411&lng=-25.6688', token });
    expect(body.data).toEqual({
      address: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores, 9500-077, Portugal',
      fallback: false,
      divisions: {
        island: { id: expect.any(Number), code: '42', name: 'São Miguel' },
        municipality: { id: expect.any(Number), code: '4203', name: 'Ponta Delgada' },
        parish: { id: expect.any(Number), code: '420312', name: 'Ponta Delgada (São Sebastião)' },
      },
    });
    expect(fake.requests[0]).toMatchObject({ path: '/reverse', userAgent: USER_AGENT, query: { format: 'jsonv2', lat: '37.7411', lon: '-25.6688' } });
    await t.call({ method: 'GET', url: '/geo/reverse?lat=37.7411&lng=-25.6688', token });
    expect(fake.requests).toHaveLength(1);
    const sea = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=40&lng=-35', token });
    expect(sea.body.data).toEqual({ address: null, fallback: false, divisions: null });
  });

  it('calls the service one request at a time, at most once a second', async () => {
    fake.delayMs = 150;
    try {
      const answers = await Promise.all(['Horta', 'Velas', 'Madalena'].map((q) => t.call<GeoSearchResult>({ method: 'GET', url: `/geo/search?q=${q}`, token })));
      expect(answers.map((a) => a.body.data.fallback)).toEqual([false, false, false]);
    } finally {
      fake.delayMs = 0;
    }
    const starts = fake.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(starts).toHaveLength(3);
    // One second apart (a few ms of timer slack), so never two at once either (each takes 150 ms).
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(990);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(990);
  });

  it('proxies tiles without a session, cacheable, and serves the second ask from its cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/geo/tiles/7/57/48.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload.equals(onePixelPng())).toBe(true);
    expect(fake.requests).toEqual([expect.objectContaining({ path: '/7/57/48.png', userAgent: USER_AGENT })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/tiles/7/57/48.png' })).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['/geo/search', 'q missing'],
    [`/geo/search?q=${'x'.repeat(201)}`, 'q too long'],
    ['/geo/reverse?lat=91&lng=0', 'latitude out of range'],
    ['/geo/reverse?lat=38&lng=abc', 'longitude not a number'],
    ['/geo/reverse?lat=38', 'longitude missing'],
    ['/geo/reverse?lat=1e999&lng=0', 'infinite'],
    ['/geo/tiles/20/0/0.png', 'zoom too deep'],
    ['/geo/tiles/2/4/0.png', 'x beyond the zoom'],
    ['/geo/tiles/2/0/-1.png', 'negative y'],
    ['/geo/tiles/a/b/c.png', 'not numbers'],
  ])('refuses %s (%s) with a catalogued code, never a 500', async (url) => {
    const { response, body } = await t.call({ method: 'GET', url, token });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    // -2 from the schemas; -3 where the path matches no route (a tile's y must be digits).
    expect([ErrorCode.InvalidRequest, ErrorCode.InvalidRequestAttempt]).toContain(body.code);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers search and reverse only to a session (the tiles are public)', async () => {
    const { response, body } = await t.call({ method: 'GET', url: '/geo/search?q=Horta' });
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(ErrorCode.Unauthorized);
  });
});

describe('geo routes when the service cannot be reached', () => {
  it('falls back to the gazetteer of divisions when the service is stopped, and answers tiles with 204', async () => {
    const fake = await startFakeNominatim();
    const base = fake.url;
    await fake.close();
    const { t, token } = await appWith(geoEnv(base));
    try {
      const search = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=ponta%20delgada', token });
      expect(search.body.code).toBe(0);
      expect(search.body.data.fallback).toBe(true);
      expect(search.body.data.items[0]).toEqual({ label: 'Ponta Delgada, São Miguel, Açores', lat: 37.741, lng: -25.668 });
      // Accents and case do not matter; a parish stands at its own centre.
      const parish = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=AGUA%20DE%20PAU', token });
      expect(parish.body.data.items).toEqual([{ label: 'Água de Pau, Lagoa, São Miguel, Açores', lat: 37.722, lng: -25.51 }]);
      // Away from every demo heritage address (more than 2 km): named by its municipality.
      const reverse = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=38.66&lng=-27.30', token });
      expect(reverse.body.data).toMatchObject({
        address: 'Angra do Heroísmo, Terceira, Açores',
        fallback: true,
        divisions: { island: { code: '43' }, municipality: { code: '4301' } },
      });
      const sea = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=40&lng=-20', token });
      expect(sea.body.data).toEqual({ address: null, fallback: true, divisions: null });
      // Next to a published heritage record of the demo catalogue: its address.
      const near = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=38.6547&lng=-27.2196', token });
      expect(near.body.data.address).toMatch(/^Solar dos Remédios, Rua da Sé, .*Angra do Heroísmo, Terceira, Açores$/);
      const tile = await t.app.inject({ method: 'GET', url: '/api/geo/tiles/7/57/48.png' });
      expect(tile.statusCode).toBe(204);
      expect(tile.body).toBe('');
    } finally {
      await t.close();
    }
  });

  it('falls back when the service is too slow or failing, and leaves it alone for a while', async () => {
    const fake = await startFakeNominatim();
    const { t, token } = await appWith(geoEnv(fake.url, { GEO_TIMEOUT_MS: '200' }));
    try {
      fake.delayMs = 1000;
      const slow = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=Horta', token });
      expect(slow.body.data.fallback).toBe(true);
      expect(slow.body.data.items[0]?.label).toBe('Horta, Faial, Açores');
      fake.delayMs = 0;
      // Left alone after the failure: answered at once from the gazetteer, nothing sent.
      const before = fake.requests.length;
      const next = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=Velas', token });
      expect(next.body.data.fallback).toBe(true);
      expect(fake.requests.length).toBe(before);
      // A failing reverse service (503) falls back too.
      fake.failWith = 503;
      const reverse = await t.call<GeoReverseResult>({ method: 'GET', url: '/geo/reverse?lat=38.58&lng=-28.72', token });
      expect(reverse.body.data).toMatchObject({ address: 'Horta, Faial, Açores', fallback: true, divisions: { island: { name: 'Faial' } } });
    } finally {
      await t.close();
      await fake.close();
    }
  });

  it('never calls the service in offline mode', async () => {
    const fake = await startFakeNominatim();
    const { t, token } = await appWith(geoEnv(fake.url, { GEO_OFFLINE: 'true' }));
    try {
      const search = await t.call<GeoSearchResult>({ method: 'GET', url: '/geo/search?q=Corvo', token });
      expect(search.body.data.fallback).toBe(true);
      expect(search.body.data.items.map((i) => i.label)).toEqual(['Corvo, Açores', 'Corvo, Corvo, Açores']);
      expect((await t.app.inject({ method: 'GET', url: '/api/geo/tiles/0/0/0.png' })).statusCode).toBe(204);
      expect(fake.requests).toHaveLength(0);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
