/**
 * The signed-in user's list preferences and saved searches (issue 30 §3), under /api/me, behind a
 * session; guests keep none (-500). GET /me/preferences answers every list's shape by list key; PUT
 * /me/preferences/{listKey} replaces one; GET/POST /me/saved-searches lists and saves a named search;
 * DELETE /me/saved-searches/{id} deletes one of the caller's own (-761 otherwise).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { PREFERENCE_PATHS } from '@/shared/userPreferences';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { AllListPreferencesSchema, ListKeySchema, ListPreferencesSchema, SavedSearchInputSchema, SavedSearchSchema } from './preferenceSchemas';
import { listPreferencesOf, saveListPreferences } from './preferenceStore';
import { createSavedSearch, deleteSavedSearch, savedSearchesOf } from './savedSearchStore';

const tags = ['me: preferences'];
const security = BEARER_SECURITY;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  // Guests share one account: what they shaped would be everyone's.
  app.addHook('preHandler', async (request) => {
    if (sessionOf(request).isGuest) throw new AppError(ErrorCode.NoPermission);
  });
  const userIdOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    PREFERENCE_PATHS.preferences,
    { schema: { tags, security, summary: "The caller's shape of each list (columns, page size, density)", response: responses(AllListPreferencesSchema) } },
    async (request) => ok(await listPreferencesOf(app.db, userIdOf(request)), requestLanguage(request)),
  );

  app.put(
    `${PREFERENCE_PATHS.preferences}/:listKey`,
    {
      schema: {
        tags,
        security,
        summary: "Keep the caller's shape of one list (replaces it whole)",
        params: Type.Object({ listKey: ListKeySchema }),
        body: ListPreferencesSchema,
        response: responses(ListPreferencesSchema),
      },
    },
    async (request) => {
      await saveListPreferences(app.db, userIdOf(request), request.params.listKey, request.body, app.clock());
      return ok(request.body, requestLanguage(request));
    },
  );

  app.get(
    PREFERENCE_PATHS.savedSearches,
    { schema: { tags, security, summary: "The caller's saved searches of every list", response: responses(Type.Array(SavedSearchSchema)) } },
    async (request) => ok(await savedSearchesOf(app.db, userIdOf(request)), requestLanguage(request)),
  );

  app.post(
    PREFERENCE_PATHS.savedSearches,
    {
      schema: {
        tags,
        security,
        summary: "Save a list's search form under a name (unique per list)",
        body: SavedSearchInputSchema,
        response: responses(SavedSearchSchema),
      },
    },
    async (request) => ok(await createSavedSearch(app.db, userIdOf(request), request.body, app.clock()), requestLanguage(request)),
  );

  app.delete(
    `${PREFERENCE_PATHS.savedSearches}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s saved searches',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: responses(NoData),
      },
    },
    async (request) => {
      await deleteSavedSearch(app.db, userIdOf(request), request.params.id);
      return ok(null, requestLanguage(request));
    },
  );
};

export default routes;
