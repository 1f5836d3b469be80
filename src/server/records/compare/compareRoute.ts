/** GET /api/records/{kind}/{id}/compare?from=A&to=B: two versions side by side (compare/versionCompare.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import type { ServerKindDefinition } from '../kindDefinition';
import { engineContext } from '../requestContext';
import { AnyData, IdParams } from '../schemas';
import { compareVersions } from './versionCompare';

const CompareQuery = Type.Object({ from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) });

const compareRoute: FastifyPluginAsyncTypebox<{ def: ServerKindDefinition }> = async (app, { def }) => {
  app.get(
    '/:id/compare',
    {
      schema: {
        tags: [def.meta.name],
        security: BEARER_SECURITY,
        summary: 'Two versions side by side: every field with its status, rich text word by word, lists item by item (see src/shared/records/versionDiff.ts)',
        params: IdParams,
        querystring: CompareQuery,
        response: responses(AnyData),
      },
    },
    async (request) => ok(await compareVersions(engineContext(app, request), def, request.params.id, request.query.from, request.query.to), requestLanguage(request)),
  );
};

export default compareRoute;
