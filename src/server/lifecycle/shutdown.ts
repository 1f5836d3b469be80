/**
 * Graceful shutdown on SIGTERM (issue 33 §1), in this order:
 *   1. not ready at once (GET /api/ready answers 503), and every new request is refused with 503 -800
 *      (lifecyclePlugin.ts);
 *   2. app.close(): its preClose hooks close the hub's connections with a Close message that allows
 *      reconnecting (hubRoutes.ts; the SPA opens a new one, which the balancer sends to another
 *      process) and tell the job runners to stop at their next unit and let go of their jobs
 *      (leasedJobRunner.ts); then the server stops accepting connections, closes the idle ones, and
 *      waits for the requests in flight; then its onClose hooks stop the rest;
 *   3. after SHUTDOWN_GRACE_SECONDS, every connection still open is cut, hub WebSockets included (the
 *      requests in flight then get no answer), and if the close still has not ended SHUTDOWN_OVERRUN_MS
 *      later, onOverrun is called (main.ts exits 1: a lease still held then runs out by itself).
 * The caller closes the database and exits after it.
 */
import type { FastifyInstance } from 'fastify';

/** After the grace: time for the onClose hooks once the connections were cut. */
export const SHUTDOWN_OVERRUN_MS = 5_000;

export interface ShutdownOptions {
  /** config.shutdownGraceSeconds (SHUTDOWN_GRACE_SECONDS), in milliseconds. */
  graceMs: number;
  /** The close did not end SHUTDOWN_OVERRUN_MS after the grace. */
  onOverrun: () => void;
}

/** Runs steps 1 to 3; answers whether the requests in flight all ended within the grace. */
export async function shutDown(app: FastifyInstance, options: ShutdownOptions): Promise<{ forced: boolean }> {
  app.lifecycle.beginShutdown();
  let forced = false;
  const grace = setTimeout(() => {
    forced = true;
    app.log.warn({ graceMs: options.graceMs }, 'shutdown grace over: closing the connections still open');
    app.lifecycle.destroyConnections();
  }, options.graceMs);
  const overrun = setTimeout(options.onOverrun, options.graceMs + SHUTDOWN_OVERRUN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    clearTimeout(overrun);
  }
  return { forced };
}
