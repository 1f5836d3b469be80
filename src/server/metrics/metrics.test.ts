/**
 * GET /metrics scraped once from an app (behind METRICS_TOKEN) after a few requests, a failed login and
 * a hub connection, and its text PARSED (the exposition format, as Prometheus reads it); the separate
 * listener of METRICS_PORT on its own. The parser is the test's: no well-kept one is installed.
 */
import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME, API_BASE, HUB_PATH } from '@/shared/limits';
import { signedInAppForSuite } from '../test/signedInApp';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildConfig } from '../config';
import { jobEnded } from './jobTimings';
import { bearerChecker } from './metricsAccess';
import metricsPlugin from './metricsPlugin';
import { METRICS_PATH, startMetricsListener } from './metricsListener';

const TOKEN = 'metrics-test-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/y;
const SUFFIXES = ['_bucket', '_sum', '_count', ''];

/** Prometheus's text format 0.0.4: HELP/TYPE comments and samples; throws at the first line it cannot read. */
function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`unreadable line: ${line}`);
    const [, name = '', body = '', raw = ''] = match;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const label = LABEL.exec(body);
      if (!label) throw new Error(`unreadable labels: ${line}`);
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    }
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes 'Nan').
    const value = /^nan$/i.test(raw) ? NaN : /^[+-]?inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`unreadable value: ${line}`);
    // Every sample belongs to a family declared by a TYPE line before it.
    if (!SUFFIXES.some((suffix) => name.endsWith(suffix) && types.has(name.slice(0, name.length - suffix.length)))) throw new Error(`no TYPE for ${name}`);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

const find = (e: Exposition, name: string, labels: Record<string, string> = {}) =>
  e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

const valueOf = (e: Exposition, name: string, labels: Record<string, string> = {}) => {
  const found = find(e, name, labels);
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return (found[0] as Sample).value;
};

describe('GET /metrics behind METRICS_TOKEN', () => {
  const t = signedInAppForSuite({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one (401, -4)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: ErrorCode.Unauthorized });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests by route pattern, the failed login, the hub connection, queries, pool and queues', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.loginSettings })).response.statusCode).toBe(200);
    expect((await t.login(ADMIN_USERNAME, 'not the password')).code).toBe(ErrorCode.InvalidUserOrPassword);
    const negotiated = await t.app.inject({ method: 'POST', url: `${API_BASE}${HUB_PATH}/negotiate?negotiateVersion=1`, headers: { authorization: `Bearer ${t.admin}` } });
    expect(negotiated.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/no-such-route-4711` })).statusCode).toBe(404);
    // What jobs/leasedJobRunner.ts tells at each job's end (a real job run is the import and bulk tests' business).
    jobEnded('import-runner', 1.5);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const metrics = parseExposition(response.body);

    const route = { method: 'GET', route: `${API_BASE}${ACCOUNT_PATHS.loginSettings}`, status: '200' };
    expect(metrics.types.get('cesa_http_request_duration_seconds')).toBe('histogram');
    expect(valueOf(metrics, 'cesa_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(3);
    const buckets = find(metrics, 'cesa_http_request_duration_seconds_bucket', route);
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.map((b) => b.value)).toEqual([...buckets.map((b) => b.value)].sort((a, b) => a - b));
    expect(valueOf(metrics, 'cesa_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(valueOf(metrics, 'cesa_http_request_duration_seconds_count', route));
    // Route patterns, never URLs: an unknown address is 'unmatched', and its text appears nowhere.
    expect(valueOf(metrics, 'cesa_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(response.body).not.toContain('no-such-route-4711');

    expect(valueOf(metrics, 'cesa_login_failures_total', { reason: 'InvalidUserOrPassword' })).toBe(1);
    expect(valueOf(metrics, 'cesa_http_request_errors_total', { route: `${API_BASE}${ACCOUNT_PATHS.login}`, code: 'InvalidUserOrPassword' })).toBe(1);
    expect(valueOf(metrics, 'cesa_hub_connections', { transport: 'none' })).toBe(1);
    expect(valueOf(metrics, 'cesa_hub_connections', { transport: 'webSockets' })).toBe(0);

    expect(valueOf(metrics, 'cesa_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(valueOf(metrics, 'cesa_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(find(metrics, 'cesa_db_info')).toHaveLength(1);
    expect(valueOf(metrics, 'cesa_jobs', { queue: 'import', state: 'pending' })).toBe(0);
    expect(valueOf(metrics, 'cesa_jobs', { queue: 'bulk', state: 'running' })).toBe(0);
    expect(valueOf(metrics, 'cesa_scheduled_publications', { state: 'due' })).toBe(0);
    expect(valueOf(metrics, 'cesa_job_duration_seconds_count', { runner: 'import-runner' })).toBe(1);
    expect(valueOf(metrics, 'cesa_job_duration_seconds_bucket', { runner: 'import-runner', le: '1' })).toBe(0);
    expect(valueOf(metrics, 'cesa_job_duration_seconds_bucket', { runner: 'import-runner', le: '5' })).toBe(1);
    // Node's defaults, in the app's own registry.
    expect(valueOf(metrics, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('is not part of the API: absent from the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain(METRICS_PATH);
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });
});

describe('the listener of METRICS_PORT', () => {
  it('serves /metrics only, to the token', async () => {
    const log = { error: jest.fn() } as unknown as Parameters<typeof startMetricsListener>[0]['log'];
    const listener = await startMetricsListener({
      host: '127.0.0.1',
      port: 0,
      authorize: bearerChecker(TOKEN),
      scrape: async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: '# TYPE up gauge\nup 1\n' }),
      log,
    });
    try {
      const base = `http://127.0.0.1:${listener.address.port}`;
      const served = await fetch(`${base}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-store');
      expect(valueOf(parseExposition(await served.text()), 'up')).toBe(1);
      const refused = await fetch(`${base}${METRICS_PATH}`);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: ErrorCode.Unauthorized });
      expect((await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('the metrics plugin, by configuration', () => {
  /** The plugin alone on a bare instance: the context it reads, and no database. */
  async function bareApp(env: Record<string, string>) {
    const app = Fastify();
    const config = buildConfig({ PORT: '8080', ...env });
    // The context plugin's decorations, a database that answers nothing (an empty object: every query throws).
    const context = fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('db', {} as FastifyInstance['db']);
        instance.decorate('clock', () => new Date());
      },
      { name: 'context' },
    );
    await app.register(context);
    await app.register(metricsPlugin);
    await app.ready();
    return app;
  }

  it('serves nothing and measures nothing with neither METRICS_TOKEN nor METRICS_PORT (404, not the SPA page)', async () => {
    const app = await bareApp({});
    try {
      const response = await app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.InvalidRequestAttempt });
      expect(() => app.metrics.loginFailed(new Error('x'))).not.toThrow();
      expect(app.metrics.listenerAddress()).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('with METRICS_PORT, answers 404 on the main listener and opens its own on ready, closed with the app', async () => {
    const app = await bareApp({ METRICS_PORT: '0' });
    const address = app.metrics.listenerAddress();
    try {
      expect((await app.inject({ method: 'GET', url: METRICS_PATH })).statusCode).toBe(404);
      expect(address?.address).toBe('127.0.0.1');
      // No database here: the queues cannot be read, the scrape answers all the same.
      const served = await fetch(`http://127.0.0.1:${address?.port}${METRICS_PATH}`);
      expect(served.status).toBe(200);
      const metrics = parseExposition(await served.text());
      expect(valueOf(metrics, 'cesa_queue_read_failures_total')).toBe(1);
      expect(find(metrics, 'cesa_jobs')).toEqual([]);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${address?.port}${METRICS_PATH}`)).rejects.toThrow();
  });
});
