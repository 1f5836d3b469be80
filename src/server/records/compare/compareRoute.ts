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

const CompareQuery = Type.Object({
  from: Type.Integer({ minimum: 1 }),
  to: Type.Integer({ minimum: 1 }),
  // The SPA's interface language may differ from the user's stored one (the header's switch): the words of
  // the comparison (labels, Sim/Não, reference names) follow it; refusals keep the answer's language.
  language: Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en')])),
});

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
    async (request) => {
      const base = engineContext(app, request);
      const ctx = { ...base, language: request.query.language ?? base.language };
      return ok(await compareVersions(ctx, def, request.params.id, request.query.from, request.query.to), requestLanguage(request));
    },
  );
};

export default compareRoute;
