/**
 * GET /metrics in Prometheus's text format (docs/metrics.md). Who may read it (config.metrics):
 *   METRICS_PORT set   → served only by a second listener on METRICS_HOST (loopback unless told),
 *                        behind METRICS_TOKEN too when that is set; the main listener answers 404;
 *   METRICS_TOKEN only → served on the main listener to `Authorization: Bearer <token>`, else 401;
 *   neither            → not served (404) and nothing is measured: no hooks, no registry.
 * Registered right after the context, so its onResponse hook sees every route. The path is outside
 * /api and hidden from the OpenAPI document: it is not part of the API.
 */
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { failure } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { statusAndCode } from '../plugins/errorHandler';
import { createAppMetrics } from './appMetrics';
import { probeOf } from './databaseProbe';
import { onJobEnded } from './jobTimings';
import { bearerChecker } from './metricsAccess';
import { METRICS_PATH, startMetricsListener, type MetricsListener, type Scrape } from './metricsListener';
import { readQueueDepths, type QueueDepths } from './queueDepths';

export { METRICS_PATH };

/** A scrape waits this long at most for the job queues (the database may be down: the rest still answers). */
export const QUEUE_READ_TIMEOUT_MS = 2000;

/** What the rest of the app tells the metrics. */
export interface MetricsRecorder {
  /** A password login failed with `error` (counted by its ErrorCode's name). */
  loginFailed(error: unknown): void;
  /** Where the listener of METRICS_PORT listens, once the app is ready; null without one. */
  listenerAddress(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder;
  }
}

const CODE_NAMES = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

/** An error's catalogue name, the code errorHandler.ts answers it with (bounded: a label value). */
function codeName(error: unknown): string {
  // What reaches Fastify's onError and the login path is an Error; FastifyError only adds optional facts.
  const thrown = (error instanceof Error ? error : new Error(String(error))) as FastifyError;
  return CODE_NAMES.get(statusAndCode(thrown).code) ?? 'Unexpected';
}

function notServed(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(failure(ErrorCode.InvalidRequestAttempt, requestLanguage(request), `${request.method} ${METRICS_PATH}`));
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    const { token, port, host } = app.config.metrics;
    const routeOptions = { schema: { hide: true } };
    if (token === null && port === null) {
      app.decorate('metrics', { loginFailed: () => undefined, listenerAddress: () => null } satisfies MetricsRecorder);
      // Without this route the SPA's fallback would answer the path with its page.
      app.get(METRICS_PATH, routeOptions, notServed);
      return;
    }

    const probe = probeOf(app.db);
    const metrics = createAppMetrics({
      probe,
      hubConnections: () => (app.hasDecorator('hub') ? app.hub.countByTransport() : undefined),
      queueDepths: (): Promise<QueueDepths> => withTimeout(readQueueDepths(app.db, app.clock()), QUEUE_READ_TIMEOUT_MS, 'reading the job queues'),
      log: app.log,
    });

    const onQuery = metrics.queryEnded;
    probe?.queryListeners.add(onQuery);
    const stopJobs = onJobEnded(({ runner, seconds }) => metrics.jobEnded(runner, seconds));
    // Callback hooks, not async ones: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestEnded(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onError', (request, _reply, error, done) => {
      metrics.requestFailed(request.routeOptions.url ?? 'unmatched', codeName(error));
      done();
    });

    const scrape = async (): Promise<Scrape> => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() });
    const authorize = bearerChecker(token);
    let listener: MetricsListener | null = null;
    app.decorate('metrics', {
      loginFailed: (error: unknown) => metrics.loginFailed(codeName(error)),
      listenerAddress: () => listener?.address ?? null,
    } satisfies MetricsRecorder);
    if (port === null) {
      app.get(METRICS_PATH, routeOptions, async (request, reply) => {
        // Answered here, not thrown: this route is older than the app's error handler (registered before it).
        if (!authorize(request.headers.authorization)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send(failure(ErrorCode.Unauthorized, requestLanguage(request)));
        }
        let scraped: Scrape;
        try {
          scraped = await scrape();
        } catch (error) {
          request.log.error({ err: error }, 'metrics: the scrape failed');
          return reply.status(500).send(failure(ErrorCode.Unexpected, requestLanguage(request)));
        }
        const { contentType, body } = scraped;
        return reply.header('cache-control', 'no-store').type(contentType).send(body);
      });
    } else {
      app.get(METRICS_PATH, routeOptions, notServed);
      app.addHook('onReady', async () => {
        listener = await startMetricsListener({ host, port, authorize, scrape, log: app.log });
        app.log.info({ address: listener.address }, 'metrics listening');
      });
    }
    app.addHook('onClose', async () => {
      await listener?.close();
      probe?.queryListeners.delete(onQuery);
      stopJobs();
      metrics.registry.clear();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
