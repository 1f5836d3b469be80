/**
 * The records' map of a kind (issue 10 §1, §3): POST /records/{kind}/map takes the kind's search form
 * and answers every matching record the caller may read that has both coordinates, as numbers, at
 * most GEO_LIMITS.mapMaxRecords of them (`truncated` says there were more). Paging and sorting of the
 * form are ignored: a map shows everything at once. A kind that declares no `mapCoordinates` answers
 * its "invalid" code: a catalogued business answer, never a 500.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { GEO_LIMITS, type RecordMapItem, type RecordMapResult } from '@/shared/geo';
import { COORDINATE_PATTERN } from '@/shared/validation';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { matchingVersions } from './recordSearch';
import { engineContext } from './requestContext';

/** The detail of the answer of a kind without a map. */
const NO_MAP = { pt: 'este tipo de registo não tem mapa', en: 'this kind of record has no map' };

/** SPEC §5's coordinate form, for PostgreSQL's `~` (the same pattern the validation uses). */
const COORDINATE_REGEX = COORDINATE_PATTERN.source;

interface MapRow {
  id: number;
  version: number;
  code: string;
  name: string;
  latitude: string;
  longitude: string;
}

/** The matching records with both coordinates, in id order, and whether more matched than the map shows. */
export async function recordsOnMap(
  ctx: EngineContext,
  def: ServerKindDefinition,
  form: Record<string, unknown>,
  max: number = GEO_LIMITS.mapMaxRecords,
): Promise<RecordMapResult> {
  const fields = def.mapCoordinates;
  if (!fields) throw new AppError(def.meta.codes.invalid, { detail: NO_MAP });
  const latitude = sql<string>`record_version.data->>${fields.latitude}`;
  const longitude = sql<string>`record_version.data->>${fields.longitude}`;
  const query = (await matchingVersions(ctx, def, form))
    .clearSelect()
    .select(['record_version.id', 'record_version.version', 'record_version.code', 'record_version.name', latitude.as('latitude'), longitude.as('longitude')])
    .where(sql<boolean>`${latitude} ~ ${COORDINATE_REGEX} AND ${longitude} ~ ${COORDINATE_REGEX}`)
    .orderBy('record_version.id')
    .orderBy('record_version.version')
    .limit(max + 1);
  const rows = (await query.execute()) as unknown as MapRow[];
  const items = rows.slice(0, max).flatMap((r): RecordMapItem[] => {
    const lat = Number(r.latitude);
    const lng = Number(r.longitude);
    // The schema keeps saved coordinates in range; a row from before that rule is left off, not drawn off the globe.
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [{ id: r.id, version: r.version, code: r.code, name: r.name, latitude: lat, longitude: lng }] : [];
  });
  return { items, truncated: rows.length > max };
}

const RecordMapResultSchema = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        { id: Type.Integer(), version: Type.Integer(), code: Type.String(), name: Type.String(), latitude: Type.Number(), longitude: Type.Number() },
        { additionalProperties: false },
      ),
    ),
    truncated: Type.Boolean(),
  },
  { additionalProperties: false },
);

export interface RecordMapRouteOptions {
  def: ServerKindDefinition;
  /** The kind's search body, as its /search route takes it. */
  searchBody: TSchema;
}

/** Registered inside the kind's record routes (routes.ts), under their session hook. */
const recordMapRoute: FastifyPluginAsyncTypebox<RecordMapRouteOptions> = async (app, { def, searchBody }) => {
  app.post(
    '/map',
    {
      schema: {
        tags: [def.meta.name],
        security: BEARER_SECURITY,
        summary: `The ${def.meta.labelPlural.en} of a search that have coordinates (the list's map)`,
        body: searchBody,
        response: responses(RecordMapResultSchema),
      },
    },
    async (request) => ok(await recordsOnMap(engineContext(app, request), def, request.body as Record<string, unknown>), requestLanguage(request)),
  );
};

export default recordMapRoute;
