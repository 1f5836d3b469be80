/**
 * Fuzzes every route of the OpenAPI document with bad input (wrong types, huge and non-finite
 * numbers, NUL bytes, long strings, deep and huge arrays, extra properties, malformed JSON, long
 * path parameters and query strings), with no token, a guest token and an admin token.
 * A new route is covered without writing anything. Seeded, so a failure repeats.
 * Asserts: never HTTP 500, every answer is the JSON envelope with a numeric code and `Cache-Control: no-store`.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { API_BASE } from '@/shared/limits';
import { TEST_ADMIN_PASSWORD, testAppForSuite } from '../test/testApp';
import { badBody, badParam, type JsonSchema } from './fuzzInputs';

/**
 * Cases per route (each with one of the three callers). 25: the bad shapes fuzzInputs.ts draws from are
 * few (types, bounds, NUL, lengths, depth, extra properties, malformed JSON) and each case puts one in the
 * path, the query and the body at once; each route's seed is its own, so over the ~190 routes every shape
 * reaches every kind of handler many times. 100 doubled the suite's longest file; 50 took close to a minute
 * of npm test's six on CI's machine (issue 30's time budget).
 */
const RUNS_PER_ROUTE = 25;
const SEED = 20261123;

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

function routesOf(document: { paths?: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith(API_BASE) || path.startsWith(`${API_BASE}/docs`)) continue;
    for (const [method, operation] of Object.entries(item)) routes.push({ method: method.toUpperCase(), path, operation });
  }
  return routes;
}

interface Case {
  caller: 'none' | 'guest' | 'admin';
  params: Record<string, string>;
  query: Record<string, string>;
  longQuery: boolean;
  body: string;
}

function caseOf(route: Route): fc.Arbitrary<Case> {
  const params = (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queries = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    caller: fc.constantFrom('none', 'guest', 'admin', 'admin'),
    params: fc.record(Object.fromEntries(params.map((p) => [p, badParam]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.record(Object.fromEntries([...queries, 'extra'].map((q) => [q, badParam])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
    longQuery: fc.nat(9).map((n) => n === 0),
    body: badBody(bodySchema),
  });
}

function requestOf(route: Route, c: Case, tokens: Record<Case['caller'], string | undefined>): InjectOptions {
  const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => c.params[name] ?? '1');
  const query = Object.entries(c.query).map(([k, v]) => `${k}=${v}`);
  if (c.longQuery) query.push(`q=${'x'.repeat(20_000)}`);
  const token = tokens[c.caller];
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: `${url}${query.length ? `?${query.join('&')}` : ''}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: c.body } : {}),
    // Not the address of the helper's own logins, so the per-address rate limits of the fuzzed login routes leave them alone.
    remoteAddress: '192.0.2.1',
  };
}

describe('route fuzzer: bad input never answers 500 and always the envelope', () => {
  const t = testAppForSuite();

  it('fuzzes every route of the OpenAPI document', async () => {
    const routes = routesOf(t.app.swagger() as never);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let cases = 0;
    let serverErrors = 0;
    const tokens: Record<Case['caller'], string | undefined> = { none: undefined, guest: await t.guestToken(), admin: await t.loginToken('admin', TEST_ADMIN_PASSWORD) };
    const stillValid = async (token: string | undefined) => (await t.call({ method: 'GET', url: '/account/me', token })).body.code === 0;
    for (const [index, route] of routes.entries()) {
      // A fuzzed logout must not blind the next routes.
      if (!(await stillValid(tokens.guest))) tokens.guest = await t.guestToken();
      if (!(await stillValid(tokens.admin))) tokens.admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
      const samples = fc.sample(caseOf(route), { seed: SEED + index, numRuns: RUNS_PER_ROUTE });
      for (const c of samples) {
        const request = requestOf(route, c, tokens);
        const response = await t.app.inject(request);
        cases += 1;
        let envelope: boolean;
        try {
          const body = JSON.parse(response.body) as { code?: unknown };
          envelope = typeof body.code === 'number';
        } catch {
          envelope = false;
        }
        // A file route given input it accepts (an import template of a valid type) answers its file, not the envelope.
        if (response.statusCode === 200 && String(response.headers['content-disposition'] ?? '').startsWith('attachment')) envelope = true;
        // The public open data (issue 14 §3) answers what it accepts as JSON-LD or CSV, publicly cacheable.
        const openData = response.statusCode === 200 && route.path.startsWith('/api/opendata/') && /^public, max-age=\d+$/.test(String(response.headers['cache-control']));
        if (openData) envelope = true;
        if (response.statusCode >= 500) serverErrors += 1;
        if (response.statusCode >= 500 || !envelope || (response.headers['cache-control'] !== 'no-store' && !openData)) {
          const shown = typeof request.payload === 'string' ? request.payload.slice(0, 300) : '';
          failures.push(
            `${route.method} ${route.path} [${c.caller}] → ${response.statusCode} ${response.body.slice(0, 200)}\n    url: ${String(request.url).slice(0, 300)}\n    body: ${shown}`,
          );
        }
      }
    }
    console.info(`route fuzzer: ${routes.length} routes × ${RUNS_PER_ROUTE} cases = ${cases} requests, ${failures.length} failures (${serverErrors} of them HTTP 5xx)`);
    if (failures.length) throw new Error(`${failures.length} bad answers:\n${failures.slice(0, 40).join('\n')}`);
  }, 240_000);
});
