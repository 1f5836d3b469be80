/**
 * The process's lifecycle as the HTTP side sees it (issue 33 §1, §3): `app.lifecycle` (shutting down
 * or not), GET /api/health and GET /api/ready (public, `no-store` like every /api answer), and the
 * refusal of every other request that arrives once the process is shutting down: 503 with
 * ServiceUnavailable (-800), so a load balancer retries it elsewhere and the SPA shows a catalogued
 * text. Requests that arrived before go on to their end (shutdown.ts bounds how long).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { LIFECYCLE_PATHS } from '@/shared/lifecycle';
import { API_BASE } from '@/shared/limits';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { named } from '../http/namedPlugin';
import { responses } from '../http/schemas';
import { checkReadiness, type Readiness } from './readiness';

export class ProcessLifecycle {
  private stopping = false;
  /** Every open connection, upgraded ones (hub WebSockets) included, which the HTTP server's closeAllConnections leaves out. */
  private readonly sockets = new Set<Socket>();

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** From now on: not ready, and new requests are refused. */
  beginShutdown(): void {
    this.stopping = true;
  }

  /** Counts the server's connections from now on. */
  track(server: Server): void {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** Cuts every connection still open (the grace is over). */
  destroyConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: ProcessLifecycle;
  }
}

const HEALTH_URL = `${API_BASE}${LIFECYCLE_PATHS.health}`;
const READY_URL = `${API_BASE}${LIFECYCLE_PATHS.ready}`;

const NOT_READY_DETAILS = {
  shuttingDown: DETAIL_TEXTS.serverShuttingDown,
  database: DETAIL_TEXTS.databaseNotAnswering,
  migrations: DETAIL_TEXTS.migrationsPending,
} as const;

function notReady(readiness: Exclude<Readiness, { ready: true }>): AppError {
  return new AppError(ErrorCode.ServiceUnavailable, { statusCode: 503, detail: NOT_READY_DETAILS[readiness.reason] });
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['operations'];
  app.get(
    LIFECYCLE_PATHS.health,
    {
      schema: {
        tags,
        summary: 'The process is up (for liveness checks: no database touched, 200 while it runs, shutting down or not)',
        response: responses(Type.Object({ status: Type.Literal('up') })),
      },
    },
    async (request) => ok({ status: 'up' as const }, requestLanguage(request)),
  );
  app.get(
    LIFECYCLE_PATHS.ready,
    {
      schema: {
        tags,
        summary: 'The process can serve: its database answers, its migrations are applied, it is not shutting down (503 and -800 otherwise; HAProxy checks this)',
        response: responses(Type.Object({ status: Type.Literal('ready') })),
      },
    },
    async (request) => {
      const readiness = await checkReadiness(app.db, { shuttingDown: app.lifecycle.shuttingDown });
      if (!readiness.ready) {
        if (readiness.reason !== 'shuttingDown') request.log.warn({ reason: readiness.reason, pending: readiness.pending }, 'not ready');
        throw notReady(readiness);
      }
      return ok({ status: 'ready' as const }, requestLanguage(request));
    },
  );
};

export default fp(
  async (app) => {
    const lifecycle = new ProcessLifecycle();
    lifecycle.track(app.server);
    app.decorate('lifecycle', lifecycle);
    app.addHook('onRequest', async (request, reply) => {
      if (!app.lifecycle.shuttingDown) return;
      const url = request.url.split('?', 1)[0];
      if (url === HEALTH_URL || url === READY_URL) return;
      // The connection ends with this answer: the client's next request opens one the balancer sends elsewhere.
      reply.header('connection', 'close');
      throw notReady({ ready: false, reason: 'shuttingDown' });
    });
    // A request that arrived before ends its connection too: an idle keep-alive connection would hold
    // the server's close until its keep-alive timeout (measured: 5 s more per shutdown).
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.shuttingDown && !reply.raw.headersSent) reply.header('connection', 'close');
    });
    await app.register(named(routes, 'lifecycleRoutes'), { prefix: API_BASE });
  },
  { name: 'lifecycle', dependencies: ['context', 'error-handler'] },
);
