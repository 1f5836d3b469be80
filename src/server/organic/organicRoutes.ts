/**
 * The organic tree's calls (SPEC §2.8, §2.10): the dates a tab may show, the nodes under a parent on
 * a date, and a search inside a tab — published versions only, so guests read them too — and the
 * reorder of a node's sub-entities (permission 14, organicOrder.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { ORGANIC_LIMITS, ORGANIC_PATHS, type OrganicBounds } from '@/shared/organic';
import { Permission } from '@/shared/permissions';
import { regionDay } from '@/shared/regionTime';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { engineContext } from '../records/requestContext';
import { guard } from '../settings/guard';
import { setOrganicOrder } from './organicOrder';
import { organicChildren, organicSearch, type OrganicViewer } from './organicTree';

/** Before any parameter is set, the earliest date is the autonomous region's first regional government (1976-09-08). */
const FALLBACK_MINIMUM_DATE = '1976-09-08';

const Day = Type.String({ format: 'date', description: 'yyyy-MM-dd, a day in the Azores' });
const NodeSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  abbreviation: Type.String(),
  active: Type.Boolean(),
  isFolder: Type.Boolean(),
  pendingState: Type.Union([Type.Integer(), Type.Null()]),
  canOrder: Type.Boolean(),
  childCount: Type.Integer(),
  ownedCounts: Type.Record(Type.String(), Type.Integer()),
});

const organicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());

  async function bounds(): Promise<OrganicBounds> {
    const row = await app.db.selectFrom('app_parameter').select('value').where('key', '=', PARAMETER_KEYS.organicMinimumDate).executeTakeFirst();
    return { minimumDate: row?.value ?? FALLBACK_MINIMUM_DATE, today: regionDay(app.clock()) };
  }

  /** A day outside the bounds is refused (-2 naming the rule): the tree before the minimum date is not kept. */
  async function checkedDay(day: string): Promise<string> {
    const { minimumDate, today } = await bounds();
    if (day < minimumDate || day > today) throw new AppError(ErrorCode.InvalidRequest, { detail: DETAIL_TEXTS.organicDateOutOfRange });
    return day;
  }

  /** The caller, for the nodes' `canOrder`. */
  function viewerOf(request: FastifyRequest): OrganicViewer {
    const { caller, now } = engineContext(app, request);
    return { isGuest: caller.isGuest, profiles: caller.profiles, today: regionDay(now) };
  }

  const common = { tags: ['organic'], security: BEARER_SECURITY };

  app.get(
    ORGANIC_PATHS.bounds,
    { schema: { ...common, summary: 'The dates an organic tree tab may show', response: responses(Type.Object({ minimumDate: Day, today: Day })) } },
    async (request) => ok(await bounds(), requestLanguage(request)),
  );

  app.get(
    ORGANIC_PATHS.nodes,
    {
      schema: {
        ...common,
        summary: 'One page of the entities in force on a date under a parent (none: the roots), in tree order, with their counts and the total under the parent',
        querystring: Type.Object({
          date: Day,
          parentId: Type.Optional(Type.Integer({ minimum: 1 })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: ORGANIC_LIMITS.maxChildren, description: 'The first sub-entity of the page (0: the first)' })),
          // Up to every sub-entity a reorder may list: the reorder dialog reads them all.
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: ORGANIC_LIMITS.maxChildren, description: `Sub-entities in the page (${ORGANIC_LIMITS.childrenPage} by default)` }),
          ),
        }),
        response: responses(Type.Object({ nodes: Type.Array(NodeSchema), total: Type.Integer(), offset: Type.Integer() })),
      },
    },
    async (request) => {
      const day = await checkedDay(request.query.date);
      const { parentId, offset = 0, limit = ORGANIC_LIMITS.childrenPage } = request.query;
      return ok(await organicChildren(app.db, day, parentId ?? null, viewerOf(request), { offset, limit }), requestLanguage(request));
    },
  );

  app.get(
    ORGANIC_PATHS.search,
    {
      schema: {
        ...common,
        summary: 'Entities in force on a date whose name, code or abbreviation matches, each with its path from a root',
        querystring: Type.Object({ date: Day, query: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: responses(Type.Array(Type.Object({ node: NodeSchema, path: Type.Array(Type.Integer()) }))),
      },
    },
    async (request) => {
      const day = await checkedDay(request.query.date);
      return ok(await organicSearch(app.db, day, request.query.query, viewerOf(request)), requestLanguage(request));
    },
  );

  app.put(
    ORGANIC_PATHS.order,
    {
      // No permission 14 anywhere (guests included): -500 before the body is even read.
      onRequest: guard(Permission.EntityOrder),
      schema: {
        ...common,
        summary: "The order of an entity's sub-entities in force today (null parent: the roots); permission 14 with the parent in scope",
        body: Type.Object(
          {
            // One schema with two types, not a union: Ajv's coercion would read 0 or '' as null (the roots).
            parentId: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, description: 'The parent entity; null: the roots' }),
            childIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: ORGANIC_LIMITS.maxChildren }),
          },
          { additionalProperties: false },
        ),
        // The token that undoes the reorder for a short while (issue 30 §4: POST /api/undo/{token}).
        response: responses(Type.Object({ undoToken: Type.String() })),
      },
    },
    async (request) => {
      const { caller, now } = engineContext(app, request);
      return ok({ undoToken: await setOrganicOrder(app.db, { request: request.body, caller, now }) }, requestLanguage(request));
    },
  );
};

export default organicRoutes;
