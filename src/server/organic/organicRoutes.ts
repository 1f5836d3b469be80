/**
 * The organic tree's calls (SPEC §2.8, §2.10): the dates a tab may show, the nodes under a parent on
 * a date, and a search inside a tab. Published versions only, so guests read them too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { ORGANIC_PATHS, type OrganicBounds } from '@/shared/organic';
import { regionDay } from '@/shared/regionTime';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { organicChildren, organicSearch } from './organicTree';

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
        summary: 'The entities in force on a date under a parent (none: the roots), with their counts',
        querystring: Type.Object({ date: Day, parentId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: responses(Type.Array(NodeSchema)),
      },
    },
    async (request) => {
      const day = await checkedDay(request.query.date);
      return ok(await organicChildren(app.db, day, request.query.parentId ?? null), requestLanguage(request));
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
      return ok(await organicSearch(app.db, day, request.query.query), requestLanguage(request));
    },
  );
};

export default organicRoutes;
