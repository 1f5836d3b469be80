/** The copy route of the kinds that declare `copy` (recordCopy.ts), under /api/records/{kind}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import type { ServerKindDefinition } from './kindDefinition';
import { copyRecord } from './recordCopy';
import { inTransaction } from './requestContext';
import { RecordParams, SavedRecordSchema } from './schemas';

/** CopyRecordRequest (src/shared/records/contract.ts). */
export const CopyBody = Type.Object({ organizationId: Type.Integer({ minimum: 1, description: 'The entity that will own the copy' }) }, { additionalProperties: false });

const copyRoutes: FastifyPluginAsyncTypebox<{ def: ServerKindDefinition }> = async (app, { def }) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    '/:id/:version/copy',
    {
      schema: {
        tags: [def.meta.name],
        security: BEARER_SECURITY,
        summary: `Copy a published ${def.meta.label.en} into a new draft under an entity`,
        description: `Same fields and stored attachments, new id, version 1. Not published: ${def.copy?.notAllowed ?? ''}; no create permission at the target: -500.`,
        params: RecordParams,
        body: CopyBody,
        response: responses(SavedRecordSchema),
      },
    },
    async (request) => ok(await inTransaction(app, request, (ctx) => copyRecord(ctx, def, request.params.id, request.params.version, request.body)), requestLanguage(request)),
  );
};

export default copyRoutes;
