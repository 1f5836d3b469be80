/**
 * The map's calls (SPEC §2.10, §7 external services), all through our server: address search
 * limited to Portugal, reverse geocoding and map tiles, answered by the configured services (GEO_*)
 * or, when they cannot be reached, by the gazetteer (search, reverse) or an empty 204 (tiles, which
 * the SPA's map replaces by a transparent image).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { GEO_LIMITS, GEO_PATHS } from '@/shared/geo';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import type { GeoService } from './geoService';

export interface GeoRoutesOptions {
  service: GeoService;
}

const TAGS = ['geo'];
/** Tiles change rarely: the browser keeps them a day (the server's own cache keeps them a week). */
const TILE_CACHE_CONTROL = 'public, max-age=86400';
/** Per address and minute: a map view loads a few dozen tiles; far more is someone mirroring through us. */
const TILE_RATE_LIMIT = { max: 1200, timeWindow: 60_000 };

const Suggestion = Type.Object({ label: Type.String(), lat: Type.Number(), lng: Type.Number() }, { additionalProperties: false });
const SearchResult = Type.Object({ items: Type.Array(Suggestion), fallback: Type.Boolean() }, { additionalProperties: false });
const Division = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }, { additionalProperties: false });
const Divisions = Type.Object(
  { island: Division, municipality: Type.Union([Division, Type.Null()]), parish: Type.Union([Division, Type.Null()]) },
  { additionalProperties: false },
);
const ReverseResult = Type.Object(
  { address: Type.Union([Type.String(), Type.Null()]), fallback: Type.Boolean(), divisions: Type.Union([Divisions, Type.Null()]) },
  { additionalProperties: false },
);
const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: GEO_LIMITS.queryMaxLength }) }, { additionalProperties: false });
const ReverseQuery = Type.Object({ lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) }, { additionalProperties: false });
const TileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: GEO_LIMITS.maxZoom }),
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
});

const geoRoutes: FastifyPluginAsyncTypebox<GeoRoutesOptions> = async (app, { service }) => {
  const withSession = app.requireSession();

  app.get(
    GEO_PATHS.search,
    {
      onRequest: withSession,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Address search limited to Portugal (suggestions)',
        querystring: SearchQuery,
        response: responses(SearchResult),
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const query = request.query.q.trim();
      return ok(query ? await service.search(query, language) : { items: [], fallback: false }, language);
    },
  );

  app.get(
    GEO_PATHS.reverse,
    {
      onRequest: withSession,
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: "A point's address (the display name of the reverse lookup) and its island, municipality and parish (ours)",
        querystring: ReverseQuery,
        response: responses(ReverseResult),
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return ok(await service.reverse(request.query.lat, request.query.lng, language), language);
    },
  );

  // Public: the map's <img> elements carry no bearer token. Hidden from the OpenAPI document, whose
  // routes answer the JSON envelope (the route fuzzer holds them to it): this one answers an image.
  app.get('/geo/tiles/:z/:x/:y(^\\d+).png', { config: { rateLimit: TILE_RATE_LIMIT }, schema: { hide: true, params: TileParams } }, async (request, reply) => {
    const { z, x, y } = request.params;
    if (x >= 2 ** z || y >= 2 ** z) throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400 });
    const tile = await service.tile(z, x, y);
    if (!tile) return reply.status(204).send();
    return reply.type('image/png').header('x-tile-cache-control', TILE_CACHE_CONTROL).send(tile);
  });

  // After the input guard's `no-store` (an app-wide onSend hook, which runs first): a tile may be cached.
  app.addHook('onSend', async (_request, reply) => {
    const cacheControl = reply.getHeader('x-tile-cache-control');
    if (typeof cacheControl === 'string') {
      reply.header('cache-control', cacheControl);
      reply.removeHeader('x-tile-cache-control');
    }
  });
};

export default geoRoutes;
