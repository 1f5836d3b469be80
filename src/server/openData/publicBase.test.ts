/**
 * Open data links come from configuration, never from the request (issue 28 §11): the answers are
 * `Cache-Control: public`, so links built from a forged Host would be served from a cache to everyone.
 */
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_PATHS } from '@/shared/openData';
import { buildConfig } from '../config';
import { testAppForSuite } from '../test/testApp';
import { openDataBase } from './publicBase';

const OIDC = { OIDC_ISSUER: 'https://login.azores.gov.pt', OIDC_CLIENT_ID: 'backoffice', OIDC_REDIRECT_URI: 'https://catalogo.azores.gov.pt/authcallback' };

describe('openDataBase', () => {
  it('is OPEN_DATA_BASE_URL when set', () => {
    expect(openDataBase(buildConfig({ OPEN_DATA_BASE_URL: 'https://dados.azores.gov.pt/catalogo/', ...OIDC }))).toEqual({
      url: 'https://dados.azores.gov.pt/catalogo',
      source: 'configured',
    });
  });

  it("else the origin the regional sign-in's redirect names (where the back-office is published)", () => {
    expect(openDataBase(buildConfig(OIDC))).toEqual({ url: 'https://catalogo.azores.gov.pt', source: 'oidc' });
  });

  it('else this machine, on its port', () => {
    expect(openDataBase(buildConfig({ PORT: '9000' }))).toEqual({ url: 'http://localhost:9000', source: 'local' });
  });
});

describe('open data answers under a forged Host', () => {
  // 127.0.0.1 (the injected requests' address) as a trusted proxy: X-Forwarded-Host and -Proto are believed too.
  const t = testAppForSuite({ env: { TRUST_PROXY: '127.0.0.1', PORT: '8080' } });
  const BASE = `http://localhost:8080${API_BASE}/opendata/`;
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: forged });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  /** Every absolute URL in a body. */
  const urlsIn = (body: string) => [...body.matchAll(/https?:\/\/[^\s"';,]+/g)].map((m) => m[0]);
  const ours = (body: string) => urlsIn(body).filter((u) => u.includes('/opendata/'));

  it('builds the JSON-LD ids and the paging links from the configured base', async () => {
    const body = await get(`${OPEN_DATA_PATHS.list('entity')}?pageSize=2`);
    expect(body).not.toContain('evil.example');
    const page = JSON.parse(body) as { 'hydra:view': Record<string, { '@id': string }>; 'hydra:member': { '@id': string }[] };
    expect(page['hydra:view']['hydra:next']?.['@id']).toBe(`${BASE}entities?page=2&pageSize=2`);
    expect(page['hydra:member'][0]?.['@id']).toMatch(new RegExp(`^${BASE}entities/\\d+$`));
    expect(ours(body).length).toBeGreaterThan(4);
    for (const url of ours(body)) expect(url.startsWith(BASE)).toBe(true);

    const id = Number(page['hydra:member'][0]?.['@id'].split('/').pop());
    const item = await get(OPEN_DATA_PATHS.item('entity', id));
    expect(item).not.toContain('evil.example');
    expect(JSON.parse(item)).toMatchObject({ '@id': `${BASE}entities/${id}` });
  });

  it('builds the CSV identifiers from the configured base', async () => {
    const body = await get(OPEN_DATA_PATHS.csv('service'));
    expect(body).not.toContain('evil.example');
    expect(ours(body).length).toBeGreaterThan(0);
    for (const url of ours(body)) expect(url.startsWith(BASE)).toBe(true);
  });
});
