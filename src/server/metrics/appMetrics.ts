/**
 * The metrics of one app, in a registry of its own (never prom-client's global one: tests build many
 * apps in one process, and a metric's name may be registered once per registry). Names follow
 * Prometheus's conventions: the product's prefix, base units (seconds), `_total` for counters.
 * What is read at scrape time (pool, hub, queues) is read by the gauges' collect functions.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseProbe } from './databaseProbe';
import type { QueueDepths } from './queueDepths';

export const METRIC_PREFIX = 'cesa_';

/** Requests: from a few ms (a cached read) to the slow exports and imports (tens of seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Queries: most well under a millisecond on the embedded database, a report's a second or more. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
/** Jobs: a small bulk action in a second, a large import in many minutes. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];

export interface MetricsSources {
  /** The database's pool and engine; undefined when the app's database was not made by createDatabase. */
  probe: DatabaseProbe | undefined;
  /** Open hub connections by transport (HubRegistry.countByTransport); undefined before the hub exists. */
  hubConnections: () => Record<string, number> | undefined;
  queueDepths: () => Promise<QueueDepths>;
  log: FastifyBaseLogger;
}

export interface AppMetrics {
  registry: Registry;
  /** A request ended (its route pattern, never its URL). */
  requestEnded(method: string, route: string, status: number, seconds: number): void;
  /** A request failed with a catalogued error: `code` is its ErrorCode's name (business failures answer HTTP 200). */
  requestFailed(route: string, code: string): void;
  queryEnded(seconds: number, failed: boolean): void;
  jobEnded(runner: string, seconds: number): void;
  /** A password login failed; `reason` is its ErrorCode's name (bounded: the catalogue's). */
  loginFailed(reason: string): void;
}

export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  // Node's own (CPU, memory, event loop lag, GC, handles) under their usual names, which dashboards expect.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by route pattern, method and status, and how long they took (its _count is the number of requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: `${METRIC_PREFIX}http_request_errors_total`,
    help: 'Requests answered with an error, by route pattern and error code name (most business failures answer HTTP 200)',
    labelNames: ['route', 'code'] as const,
    registers,
  });
  const queries = new Histogram({
    name: `${METRIC_PREFIX}db_query_duration_seconds`,
    help: 'Database queries and how long they took, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const jobs = new Histogram({
    name: `${METRIC_PREFIX}job_duration_seconds`,
    help: 'Background jobs run by this process (import-runner, bulk-runner) and how long they ran',
    labelNames: ['runner'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const loginFailures = new Counter({
    name: `${METRIC_PREFIX}login_failures_total`,
    help: 'Password logins refused, by reason (the error code name: InvalidUserOrPassword, TooManyAttempts, CaptchaFailed, …)',
    labelNames: ['reason'] as const,
    registers,
  });

  const { probe } = sources;
  if (probe) {
    const pool = probe.pool;
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections`,
      help: 'Connections of the database pool: total open, idle, and the most it opens',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_waiting_requests`,
      help: 'Queries waiting for a connection of the pool (the embedded database has one connection)',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_info`,
      help: 'The database engine: embedded (PGlite) or postgres',
      labelNames: ['engine'] as const,
      registers,
    }).set({ engine: probe.engine }, 1);
  }

  new Gauge({
    name: `${METRIC_PREFIX}hub_connections`,
    help: 'Hub (SignalR) connections open on this process, by transport (none: negotiated, not yet bound)',
    labelNames: ['transport'] as const,
    registers,
    collect() {
      this.reset();
      const counts = sources.hubConnections() ?? {};
      // Both transports always present, so a dashboard sees 0 rather than no series.
      for (const transport of ['webSockets', 'longPolling']) this.set({ transport }, counts[transport] ?? 0);
      for (const [transport, count] of Object.entries(counts)) this.set({ transport }, count);
    },
  });

  // One read of the queues per scrape for both gauges: the registry asks every metric at once, so both
  // collects start in the same tick and share the read in flight.
  let reading: Promise<QueueDepths | null> | null = null;
  let readFailures = 0;
  const readQueues = () =>
    (reading ??= sources
      .queueDepths()
      .catch((error: unknown) => {
        sources.log.warn({ err: error }, 'metrics: the job queues could not be read');
        readFailures += 1;
        return null;
      })
      .finally(() => {
        reading = null;
      }));
  new Counter({
    name: `${METRIC_PREFIX}queue_read_failures_total`,
    help: 'Scrapes whose read of the job queues failed or took too long (the queue gauges are absent from them)',
    registers,
    // Waits for this scrape's read, so that its failure is counted in the same scrape.
    async collect() {
      await readQueues();
      this.reset();
      this.inc(readFailures);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}jobs`,
    help: 'Import and bulk jobs of the whole deployment: pending (no runner holds them) or running (leased); the same on every process',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const q = await readQueues();
      if (!q) return;
      this.set({ queue: 'import', state: 'pending' }, q.importPending);
      this.set({ queue: 'import', state: 'running' }, q.importRunning);
      this.set({ queue: 'bulk', state: 'pending' }, q.bulkPending);
      this.set({ queue: 'bulk', state: 'running' }, q.bulkRunning);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}scheduled_publications`,
    help: 'Scheduled publications of the whole deployment: due (their time passed, not yet done) or waiting; the same on every process',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const q = await readQueues();
      if (!q) return;
      this.set({ state: 'due' }, q.schedulesDue);
      this.set({ state: 'waiting' }, q.schedulesWaiting);
    },
  });

  return {
    registry,
    requestEnded: (method, route, status, seconds) => requests.observe({ method, route, status }, seconds),
    requestFailed: (route, code) => failures.inc({ route, code }),
    queryEnded: (seconds, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
    jobEnded: (runner, seconds) => jobs.observe({ runner }, seconds),
    loginFailed: (reason) => loginFailures.inc({ reason }),
  };
}
