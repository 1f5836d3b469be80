/**
 * The SignalR endpoint at API_BASE + HUB_PATH (issue 12 §1; ASP.NET Core's TransportProtocols.md):
 *   POST …/negotiate   a new connection and the transports offered (WebSockets, LongPolling; text only)
 *   GET  …?id=         WebSocket upgrade, or a long poll (200 with records, 204 once the connection ended)
 *   POST …?id=         long polling: the client's records (at most HUB_LIMITS.maxBatchBytes, else 413)
 *   DELETE …?id=       long polling: the client ends the connection (202)
 * Every request authenticates (hubAuth.ts). Messages come from the hub bus (hubBus.ts): this process
 * LISTENs on HUB_CHANNEL and hands each envelope to its own connections of those users.
 */
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { HUB_TIMINGS } from '@/shared/hub';
import { API_BASE, HUB_LIMITS, HUB_PATH } from '@/shared/limits';
import type { ChangeBus } from '../db/changeBus';
import type { ListenFn } from '../db/createDatabase';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { sessionOf } from '../auth/sessionOf';
import { HubSessionEnded, authenticateHubRequest, liveHubSessions } from './hubAuth';
import { HUB_CHANNEL } from './hubBus';
import type { HubConnection, HubTimings } from './hubConnection';
import { parseEnvelope } from './hubEnvelope';
import { HUB_ERRORS } from './hubProtocol';
import { HubRegistry } from './hubRegistry';
import { presenceHub } from '../presence/presenceMethods';
import { named } from '../http/namedPlugin';

export interface HubRoutesOptions {
  /** The database's LISTEN (createDatabase.ts); without it this process delivers nothing. */
  listen?: ListenFn;
  /** Sessions ended elsewhere (db/changeBus.ts); without it connections are checked at each keep-alive only. */
  changes?: ChangeBus;
  /** Tests shorten the timings. */
  timings?: Partial<HubTimings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The connections this process holds. */
    hub: HubRegistry;
  }
}

interface HubQuery {
  id?: string;
  negotiateVersion?: string;
  access_token?: string;
}

const queryString = { type: 'string', maxLength: 4096 } as const;
const HubQuerySchema = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, negotiateVersion: { type: 'string', maxLength: 8 }, access_token: queryString, _: { type: 'string', maxLength: 32 } },
} as const;

const unknownConnection = () => new AppError(ErrorCode.InvalidRequest, { statusCode: 404, detail: DETAIL_TEXTS.hubConnectionUnknown });

/** The registry on the instance (`app.hub`), the LISTEN, then the routes in their own context. */
export default fp<HubRoutesOptions>(
  async (app, options) => {
    const timings = { ...HUB_TIMINGS, ...options.timings };
    // Who has a record open for editing (issue 31 §2): the hub's server methods, kept at each keep-alive.
    const presence = presenceHub(app.db, app.clock, options.timings?.keepAliveMs === undefined ? undefined : 2 * timings.keepAliveMs + 1_000);
    const registry = new HubRegistry({
      timings,
      clock: app.clock,
      liveSessions: (ids) => liveHubSessions(app.db, ids, app.clock()),
      onError: (error) => app.log.warn({ err: error }, 'hub session check failed'),
      methods: presence.methods,
      onKeepAlive: presence.onKeepAlive,
      onConnectionClosed: presence.onConnectionClosed,
    });
    app.decorate('hub', registry);
    const stopListening = await options.listen?.(HUB_CHANNEL, (payload) => {
      const envelope = parseEnvelope(payload);
      if (envelope) registry.deliver(envelope.userIds, envelope.method, envelope.args);
      else app.log.warn('hub: an unreadable message on the channel was dropped');
    });
    // A session ended or profiles changed on any process: this one's connections of those users are checked now.
    options.changes?.on('sessions', (change) => void registry.checkUsers(change.userIds));
    if (!options.listen) app.log.warn('hub: no LISTEN available, this process delivers no hub messages');
    // Before the server stops accepting: waiting polls answer and sockets close, so close() is not held up.
    app.addHook('preClose', async () => registry.closeAll());
    app.addHook('onClose', async () => stopListening?.());
    await app.register(named(hubRoutes), { prefix: API_BASE, registry });
  },
  { name: 'hub', dependencies: ['context', 'auth'] },
);

/** The routes, in their own context: the authentication hook is theirs only. */
const hubRoutes: FastifyPluginAsync<{ registry: HubRegistry }> = async (app, { registry }) => {
  // A larger frame is cut by ws itself (close status 1009, Message Too Big) before it is read whole:
  // ws has begun closing by then, so no Close message can go first.
  await app.register(websocket, { options: { maxPayload: HUB_LIMITS.maxBatchBytes } });
  app.addHook('onRequest', async (request, reply) => {
    try {
      request.session = await authenticateHubRequest(app, request);
    } catch (error) {
      if (!(error instanceof HubSessionEnded)) throw error;
      registry.closeSession(error.sessionId);
      // The long poll of a connection of that session takes its Close message (then 204), not a 401.
      const { id } = request.query as HubQuery;
      const connection = id ? registry.find(id) : undefined;
      // The client's own stop (DELETE), a send, and a poll that comes after its Close was taken, racing a
      // sign-out that already closed the session's connections (closeSession above): answered as the
      // transport answers a closed connection (202, 204), not with a 401 the client would report.
      if (id && !request.ws && request.method === 'DELETE') return reply.code(202).type('text/plain; charset=utf-8').send('');
      // A message the client sent as the sign-out closed its connection (a ping): dropped with the connection.
      if (id && !request.ws && request.method === 'POST') return reply.code(200).type('text/plain; charset=utf-8').send('');
      if (id && !connection && request.method === 'GET' && !request.ws) return reply.code(204).send();
      if (request.method !== 'GET' || request.ws || connection?.identity.sessionId !== error.sessionId) throw error;
      return sendPoll(reply, await connection.poll());
    }
  });

  /** The caller's own connection named by `?id=`, if there is one. */
  const ownConnection = (request: FastifyRequest<{ Querystring: HubQuery }>): HubConnection | undefined => {
    const token = request.query.id;
    const connection = token ? registry.find(token) : undefined;
    return connection && connection.identity.sessionId === request.session?.sessionId ? connection : undefined;
  };

  /** The caller's own connection named by `?id=`, for a transport request. */
  const connectionOf = (request: FastifyRequest<{ Querystring: HubQuery }>): HubConnection => {
    sessionOf(request); // 401 without one, as before any other answer
    const connection = ownConnection(request);
    if (!connection) throw unknownConnection();
    return connection;
  };

  app.post<{ Querystring: HubQuery }>(`${HUB_PATH}/negotiate`, { schema: { querystring: HubQuerySchema, hide: true } }, async (request) => {
    const session = sessionOf(request);
    const version = Number(request.query.negotiateVersion ?? '0');
    const negotiateVersion = Number.isInteger(version) && version >= 1 ? 1 : 0;
    const connection = registry.create({ userId: session.user.id, sessionId: session.sessionId, tokenExpiresAt: session.tokenExpiresAt }, negotiateVersion);
    return {
      connectionId: connection.connectionId,
      ...(negotiateVersion >= 1 && { connectionToken: connection.token }),
      negotiateVersion,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    };
  });

  const wsConnections = new WeakMap<FastifyRequest, HubConnection>();
  app.route<{ Querystring: HubQuery }>({
    method: 'GET',
    url: HUB_PATH,
    schema: { querystring: HubQuerySchema, hide: true },
    preHandler: async (request) => {
      if (!request.ws) return;
      // Refused before the upgrade, with an HTTP status the client reports.
      const session = sessionOf(request);
      const connection = request.query.id
        ? connectionOf(request)
        : // skipNegotiation: a WebSocket straight away gets its connection here.
          registry.create({ userId: session.user.id, sessionId: session.sessionId, tokenExpiresAt: session.tokenExpiresAt }, 1);
      if (connection.transport !== null || connection.isClosed) throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400, detail: DETAIL_TEXTS.hubTransportMismatch });
      wsConnections.set(request, connection);
    },
    wsHandler: (socket, request) => {
      const connection = wsConnections.get(request);
      if (!connection) {
        socket.close(1011);
        return;
      }
      connection.attachWebSocket(socket);
    },
    handler: async (request, reply) => {
      const connection = connectionOf(request);
      if (connection.transport === 'webSockets') throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400, detail: DETAIL_TEXTS.hubTransportMismatch });
      connection.updateToken(sessionOf(request).tokenExpiresAt);
      const result = connection.poll();
      // A client that goes away while its poll waits must not take the queued records with it.
      reply.raw.once('close', () => {
        if (!reply.sent) connection.abandonPoll();
      });
      return sendPoll(reply, await result);
    },
  });

  app.post<{ Querystring: HubQuery; Body: unknown }>(
    HUB_PATH,
    {
      schema: { querystring: HubQuerySchema, hide: true },
      bodyLimit: HUB_LIMITS.maxBatchBytes,
      // The body over the limit answers 413 (-2, errorHandler.ts) and ends the connection it was sent on:
      // its next poll takes the Close message.
      onError: async (request, _reply, error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') ownConnection(request)?.close(HUB_ERRORS.messageTooLarge);
      },
    },
    async (request, reply) => {
      const connection = connectionOf(request);
      if (connection.transport !== 'longPolling') throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400, detail: DETAIL_TEXTS.hubTransportMismatch });
      if (typeof request.body !== 'string') throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400, detail: DETAIL_TEXTS.unsupportedMediaType });
      connection.receive(request.body);
      return reply.type('text/plain; charset=utf-8').send('');
    },
  );

  app.delete<{ Querystring: HubQuery }>(HUB_PATH, { schema: { querystring: HubQuerySchema, hide: true } }, async (request, reply) => {
    connectionOf(request).close(undefined, undefined, false);
    return reply.code(202).type('text/plain; charset=utf-8').send('');
  });
};

function sendPoll(reply: FastifyReply, result: string | null): FastifyReply {
  if (result === null) return reply.code(204).send();
  return reply.type('text/plain; charset=utf-8').send(result);
}
