/** Tasks (SPEC §2.2): records of every kind waiting for a review the caller may give. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { REGISTERED_KIND_DEFS } from './registry';
import { searchTasks } from './taskSearch';
import { engineContext } from './requestContext';
import { AnyData, TaskSearchBody } from './schemas';

const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    '/tasks/search',
    { schema: { tags: ['tasks'], security: BEARER_SECURITY, summary: 'Records waiting for the caller’s review', body: TaskSearchBody, response: responses(AnyData) } },
    async (request) => {
      const { kinds, ...filter } = request.body;
      const wanted = kinds === undefined ? REGISTERED_KIND_DEFS : REGISTERED_KIND_DEFS.filter((def) => kinds.includes(def.meta.name));
      return ok(await searchTasks(engineContext(app, request), wanted, filter), requestLanguage(request));
    },
  );
};

export default taskRoutes;
