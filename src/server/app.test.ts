import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS, NOTIFICATION_PATHS } from '@/shared/api';
import { ErrorCode, isCatalogued } from '@/shared/errors';
import { API_BASE, LIMITS } from '@/shared/limits';
import { DOCS_PATH } from './plugins/external';
import { createTestApp, SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestApp } from './test/testApp';

const FAKE_INDEX = '<!doctype html><html><body><div id="root">fake SPA</div></body></html>';
const ORIGIN = 'https://catalogo.example.org';

let t: TestApp;
let webDist: string;
let adminToken: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), FAKE_INDEX);
  fs.writeFileSync(path.join(webDist, 'main.js'), 'console.log("spa")');
  t = await createTestApp({ env: { WEB_DIST: webDist, CORS_ORIGINS: ORIGIN } });
  adminToken = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('schema-invalid input gets -2 with HTTP 400, naming the field', () => {
  const tooLong = 'x'.repeat(LIMITS.textMaxLength + 1);
  const cases: [string, string, string, unknown, RegExp][] = [
    ['POST', ACCOUNT_PATHS.login, '', {}, /body\/username/],
    ['POST', ACCOUNT_PATHS.login, '', { username: 'admin' }, /body\/password/],
    ['POST', ACCOUNT_PATHS.login, '', { username: 5, password: [] }, /body\/password/],
    ['POST', ACCOUNT_PATHS.login, '', { username: '', password: 'x' }, /body\/username/],
    ['POST', ACCOUNT_PATHS.changePassword, '', { currentPassword: 'x' }, /body\/newPassword/],
    ['POST', ACCOUNT_PATHS.changePassword, '', { currentPassword: {}, newPassword: 'x' }, /body\/currentPassword/],
    ['POST', NOTIFICATION_PATHS.count, '', {}, /body\/notificationActionId/],
    ['POST', NOTIFICATION_PATHS.count, '', { notificationActionId: 'one' }, /body\/notificationActionId/],
    ['GET', ACCOUNT_PATHS.login, `?clientId=${tooLong}`, undefined, /querystring\/clientId/],
    ['GET', ACCOUNT_PATHS.logout, `?clientId=${tooLong}`, undefined, /querystring\/clientId/],
  ];
  it.each(cases)('%s %s%s', async (method, url, query, payload, field) => {
    const { response, body } = await t.call({ method: method as 'GET' | 'POST', url: `${url}${query}`, payload: payload as object, token: adminToken });
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe(ErrorCode.InvalidRequest);
    expect(body.description).toMatch(field);
    expect(body.data).toBeNull();
  });

  it('answers a body that is not an object on every route of the OpenAPI document without a 500', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), route] as const));
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const [method, route] of routes) {
      for (const token of [undefined, adminToken]) {
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: `${route}?clientId=${'y'.repeat(500)}`,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          payload: method === 'GET' ? undefined : '[1, "two", null]',
        });
        expect(response.statusCode).toBeLessThan(500);
        // The public open data (issue 14 §3) answers what it accepts as JSON-LD or CSV, not the envelope.
        if (response.statusCode === 200 && route.startsWith('/api/opendata/')) continue;
        const body = response.json<{ code: number; data: unknown }>();
        expect(isCatalogued(body.code)).toBe(true);
      }
    }
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with -2', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${ACCOUNT_PATHS.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.InvalidRequest, data: null });
  });

  it('answers an empty JSON body and an unsupported content type with -2', async () => {
    const empty = await t.app.inject({ method: 'POST', url: `${API_BASE}${ACCOUNT_PATHS.login}`, headers: { 'content-type': 'application/json' } });
    expect(empty.json().code).toBe(ErrorCode.InvalidRequest);
    const xml = await t.app.inject({ method: 'POST', url: `${API_BASE}${ACCOUNT_PATHS.login}`, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe(ErrorCode.InvalidRequest);
  });

  it('answers in English when the browser asks for it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${ACCOUNT_PATHS.login}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
      payload: '{}',
    });
    expect(response.json().description).toMatch(/^Invalid request/);
  });
});

describe('routes that do not exist', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('answers %s on an unknown /api route with -3 and HTTP 404', async (method) => {
    const response = await t.app.inject({ method, url: `${API_BASE}/no/such/route?x=1` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.InvalidRequestAttempt, data: null });
    expect(response.json().description).toContain(`${method} ${API_BASE}/no/such/route`);
  });
});

describe('the SPA', () => {
  it.each(['/', '/entidades', '/entidade/12/3/detalhe', '/authcallback?code=abc&state=xyz', '/configuracoes/perfis'])(
    'serves index.html for the deep link %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FAKE_INDEX);
    },
  );

  it('serves the build files and a plain 404 for a missing asset', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/main.js' })).body).toContain('spa');
    const missing = await t.app.inject({ method: 'GET', url: '/old-chunk.123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('fake SPA');
  });

  it('sends security headers with a CSP that lets the SPA and the map work', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/entidades' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The map's tiles, searches and lookups go through our own server (src/server/geo): no third-party origin.
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS and documentation', () => {
  it('answers a preflight of a configured origin with Max-Age 3600', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: `${API_BASE}${ACCOUNT_PATHS.login}`,
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(response.headers['access-control-max-age']).toBe(String(LIMITS.accessControlMaxAge));
  });

  it('sends no CORS header to other origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${ACCOUNT_PATHS.loginSettings}`, headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and its UI under /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(ui.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(Object.keys(json.json().paths)).toContain(`${API_BASE}${ACCOUNT_PATHS.login}`);
  });
});
