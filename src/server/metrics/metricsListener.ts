/**
 * The second listener of METRICS_HOST:METRICS_PORT: it serves GET /metrics and nothing else, so the
 * scrape never goes through the load balancer or the public address. A plain node:http server: no
 * routes, plugins or hooks of the API on this path. Its refusals are the API's envelopes all the same.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type ErrorCodeNumber } from '@/shared/errors';
import { failure } from '../http/envelope';

export const METRICS_PATH = '/metrics';

export interface Scrape {
  contentType: string;
  body: string;
}

export interface MetricsListenerOptions {
  host: string;
  port: number;
  /** Whether this Authorization header may read (metricsAccess.ts). */
  authorize: (authorization: string | undefined) => boolean;
  scrape: () => Promise<Scrape>;
  log: FastifyBaseLogger;
}

export interface MetricsListener {
  address: AddressInfo;
  close(): Promise<void>;
}

function refuse(response: http.ServerResponse, status: number, code: ErrorCodeNumber, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(failure(code, 'en')));
}

export async function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return refuse(response, 404, ErrorCode.InvalidRequestAttempt);
    if (!options.authorize(request.headers.authorization)) return refuse(response, 401, ErrorCode.Unauthorized, { 'www-authenticate': 'Bearer' });
    options.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics: the scrape failed');
        refuse(response, 500, ErrorCode.Unexpected);
      },
    );
  });
  // A scraper keeps its connection open between scrapes: close must not wait for it.
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { address: server.address() as AddressInfo, close };
}
