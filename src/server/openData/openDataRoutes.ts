/**
 * The public, read-only open data API (issue 14 §3), under /api/opendata, no sign-in:
 * `GET /{kind}?page=&pageSize=` a page as a hydra:Collection (JSON-LD, CPSV-AP), `GET /{kind}/{id}`
 * one record, `GET /{kind}.csv` every record of the kind. Kinds: entities, services, pointsofcare,
 * documents; one not exposed in the settings answers 404 with -720, as does an unknown one.
 *
 * Rate limit per minute: per client address without a key, per key with `X-Api-Key` (a higher limit,
 * both in the settings); 429 with -723 and Retry-After. An unknown or revoked key is refused (401,
 * -722) rather than served as anonymous, so an integrator notices at once. Counters live in the
 * process (@fastify/rate-limit's memory store): behind several processes each counts on its own.
 * Answers carry an ETag and Cache-Control and are open to any origin (public data).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_KEY_HEADER, OPEN_DATA_KINDS, OPEN_DATA_LIMITS, OPEN_DATA_PATHS, OPEN_DATA_SEGMENTS, type OpenDataKind } from '@/shared/openData';
import { regionDay } from '@/shared/regionTime';
import { AppError } from '../http/AppError';
import { requestLanguage } from '../http/language';
import { collectionDocument, itemDocument } from './cpsvJsonLd';
import { openDataIris } from './openDataIris';
import { CACHE_HEADER, sendCached } from './httpCaching';
import { openDataCsv } from './openDataCsv';
import { openGraph } from './openDataGraph';
import { countInForce, recordsInForce } from './openDataRead';
import type { OpenDataSettingsStore } from './openDataSettingsStore';
import { parsePaging } from './paging';
import { openDataBase } from './publicBase';

export const JSON_LD_TYPE = 'application/ld+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';
const tags = ['open data (public)'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The open data client: its key (null: anonymous) and its limit per minute. */
    openDataClient: { keyId: number | null; perMinute: number } | null;
  }
}

const ErrorBody = Type.Object({ code: Type.Integer(), description: Type.String(), data: Type.Null() }, { description: 'A catalogued failure' });
const failures = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const PagingQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ description: `Page number from 1 (default 1, at most ${OPEN_DATA_LIMITS.maxPage})`, maxLength: 12 })),
    pageSize: Type.Optional(
      Type.String({ description: `Items per page (default ${OPEN_DATA_LIMITS.defaultPageSize}, at most ${OPEN_DATA_LIMITS.maxPageSize})`, maxLength: 12 }),
    ),
  },
  { additionalProperties: true },
);
const ItemParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const CLASS_OF: Readonly<Record<OpenDataKind, string>> = {
  entity: 'cv:PublicOrganisation',
  service: 'cpsv:PublicService',
  pointOfCare: 'cv:Channel',
  document: 'cv:Evidence',
};

export interface OpenDataRoutesOptions {
  store: OpenDataSettingsStore;
}

const openDataRoutes: FastifyPluginAsyncTypebox<OpenDataRoutesOptions> = async (app, { store }) => {
  app.decorateRequest('openDataClient', null);

  app.addHook('onRequest', async (request, reply) => {
    // Public data: any origin may read it (no credentials are involved).
    reply.header('Access-Control-Allow-Origin', '*');
    const settings = await store.current();
    const header = request.headers[OPEN_DATA_KEY_HEADER];
    const secret = Array.isArray(header) ? header[0] : header;
    if (secret === undefined || secret === '') {
      request.openDataClient = { keyId: null, perMinute: settings.anonymousPerMinute };
      return;
    }
    const key = await store.useKey(secret, app.clock());
    if (!key) throw new AppError(ErrorCode.OpenDataKeyInvalid, { statusCode: 401 });
    request.openDataClient = { keyId: key.id, perMinute: settings.keyPerMinute };
  });

  // One limiter for every open data route (the plugin's shared store): a client's requests count
  // together whichever kind or format they ask for. After the client is known (onRequest above).
  const limiter = app.createRateLimit({
    timeWindow: 60_000,
    max: (request: FastifyRequest) => request.openDataClient?.perMinute ?? OPEN_DATA_LIMITS.defaultAnonymousPerMinute,
    keyGenerator: (request: FastifyRequest) => (request.openDataClient?.keyId ? `opendata:key:${request.openDataClient.keyId}` : `opendata:ip:${request.ip}`),
  });
  app.addHook('preHandler', async (request, reply) => {
    const limit = await limiter(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', limit.max).header('x-ratelimit-remaining', limit.remaining);
    if (limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError(ErrorCode.OpenDataRateLimited, { statusCode: 429 });
    }
  });
  // After the input guard's app-wide `no-store` (whose onSend hook runs first): public data may be cached.
  app.addHook('onSend', async (_request, reply) => {
    const cacheControl = reply.getHeader(CACHE_HEADER);
    if (typeof cacheControl === 'string') {
      reply.header('cache-control', cacheControl);
      reply.removeHeader(CACHE_HEADER);
    }
  });

  const publicBase = openDataBase(app.config);
  if (publicBase.source === 'local') {
    app.log.warn({ base: publicBase.url }, 'open data links point at this machine: set OPEN_DATA_BASE_URL to the public address');
  }
  const root = `${publicBase.url}${API_BASE}`;
  const iris = openDataIris(root);
  const exposed = async (kind: OpenDataKind) => {
    if (!(await store.current()).exposedKinds.includes(kind)) throw new AppError(ErrorCode.OpenDataKindNotExposed, { statusCode: 404 });
  };
  const today = () => regionDay(app.clock());

  for (const kind of OPEN_DATA_KINDS) {
    const segment = OPEN_DATA_SEGMENTS[kind];

    app.get(
      `/${segment}`,
      {
        schema: {
          tags,
          summary: `Published ${segment} as JSON-LD (CPSV-AP ${CLASS_OF[kind]}), paged`,
          description: `A hydra:Collection of ${CLASS_OF[kind]} nodes with hydra:totalItems and hydra:view links (first, last, next, previous). Content type application/ld+json. ETag and If-None-Match (304). Optional header X-Api-Key for the integrators' higher rate limit.`,
          querystring: PagingQuery,
          response: failures,
        },
      },
      async (request, reply) => {
        await exposed(kind);
        const day = today();
        const total = await countInForce(app.db, kind, day);
        const paging = parsePaging(request.query, total);
        const records = await recordsInForce(app.db, kind, day, { window: { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize } });
        const graph = await openGraph(app.db, kind, day, records);
        const pageUrl = (page: number) => `${root}${OPEN_DATA_PATHS.list(kind)}?page=${page}&pageSize=${paging.pageSize}`;
        const body = collectionDocument(graph, iris, total, {
          self: pageUrl(paging.page),
          first: pageUrl(1),
          last: pageUrl(paging.pageCount),
          next: paging.page < paging.pageCount ? pageUrl(paging.page + 1) : null,
          previous: paging.page > 1 ? pageUrl(paging.page - 1) : null,
        });
        return sendCached(request, reply, JSON.stringify(body), JSON_LD_TYPE);
      },
    );

    app.get(
      `/${segment}.csv`,
      {
        schema: {
          tags,
          summary: `Every published ${segment.replace(/s$/, '')} as CSV`,
          description:
            'UTF-8 with BOM, `;` separated, CRLF lines, RFC 4180 quoting; column titles in the Accept-Language language (pt by default). ETag and If-None-Match (304).',
          response: failures,
        },
      },
      async (request, reply) => {
        await exposed(kind);
        const day = today();
        const graph = await openGraph(app.db, kind, day, await recordsInForce(app.db, kind, day));
        reply.header('Content-Disposition', `attachment; filename="${segment}-${day}.csv"`).header('Vary', 'Accept-Language');
        return sendCached(request, reply, openDataCsv(graph, iris, requestLanguage(request)), CSV_TYPE);
      },
    );

    app.get(
      `/${segment}/:id`,
      {
        schema: {
          tags,
          summary: `One published ${segment.replace(/s$/, '')} as JSON-LD (${CLASS_OF[kind]})`,
          description: 'The version in force today; -721 (404) when the record does not exist or has no published version in force.',
          params: ItemParams,
          response: failures,
        },
      },
      async (request, reply) => {
        await exposed(kind);
        const day = today();
        const [record] = await recordsInForce(app.db, kind, day, { ids: [request.params.id] });
        if (!record) throw new AppError(ErrorCode.OpenDataItemNotFound, { statusCode: 404 });
        const graph = await openGraph(app.db, kind, day, [record]);
        return sendCached(request, reply, JSON.stringify(itemDocument(record, graph, iris)), JSON_LD_TYPE);
      },
    );
  }

  // Any other kind: the catalogued 404 rather than the generic unknown route.
  app.get('/:segment', { schema: { hide: true } }, async () => {
    throw new AppError(ErrorCode.OpenDataKindNotExposed, { statusCode: 404 });
  });
};

export default openDataRoutes;
