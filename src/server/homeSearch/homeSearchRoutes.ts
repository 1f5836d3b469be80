/** The home search and its history (SPEC §2.1, §5). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { HOME_SEARCH_PATHS, hasAnyHomeFilter } from '@/shared/homeSearch';
import { LIMITS } from '@/shared/limits';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { engineContext } from '../records/requestContext';
import { AnyData } from '../records/schemas';
import { searchHome } from './homeSearch';
import { recordSearch, searchHistoryOf } from './searchHistory';

const Text = Type.String({ maxLength: LIMITS.textMaxLength, default: '' });
const HomeSearchBody = Type.Object(
  {
    name: Text,
    code: Text,
    objectKind: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { default: null, description: 'ObjectKind; null: every kind' }),
    organization: Text,
    pageNumber: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize })),
    sortBy: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

const homeSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());

  app.post(
    HOME_SEARCH_PATHS.search,
    {
      schema: {
        tags: ['home search'],
        security: BEARER_SECURITY,
        summary: 'One search over every kind the caller may see; a signed-in user’s search joins their history',
        body: HomeSearchBody,
        response: responses(AnyData),
      },
    },
    async (request) => {
      const filters = request.body;
      if (!hasAnyHomeFilter(filters)) throw new AppError(ErrorCode.InvalidRequest, { detail: VALIDATION_MESSAGES.atLeastOneFilter });
      const ctx = engineContext(app, request);
      const result = await searchHome(ctx, REGISTERED_KIND_DEFS, filters);
      // Guests have no history; a new page of the same search is not a new search.
      if (!ctx.caller.isGuest && (filters.pageNumber ?? LIMITS.firstPage) === LIMITS.firstPage) await recordSearch(app.db, sessionOf(request).user.id, filters, ctx.now);
      return ok(result, requestLanguage(request));
    },
  );

  app.get(
    HOME_SEARCH_PATHS.history,
    { schema: { tags: ['home search'], security: BEARER_SECURITY, summary: 'The caller’s last home searches, newest first', response: responses(AnyData) } },
    async (request) => {
      const session = sessionOf(request);
      return ok(session.isGuest ? [] : await searchHistoryOf(app.db, session.user.id), requestLanguage(request));
    },
  );
};

export default homeSearchRoutes;
