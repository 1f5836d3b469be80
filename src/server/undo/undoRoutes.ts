/**
 * 'Anular' (issue 30 §4): puts back what an undoable action changed, while it still can be put back
 * exactly (undoApply.ts). The token is the capability: any session may call, and only the user who
 * acted gets anything but -750 for it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UNDO_TOKEN_PATTERN, UNDOABLE_ACTIONS } from '@/shared/undo';
import { sessionOf } from '../auth/sessionOf';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { inTransaction } from '../records/requestContext';
import { applyUndo } from './undoApply';

const TokenParams = Type.Object({ token: Type.String({ pattern: UNDO_TOKEN_PATTERN, description: 'The undoToken an undoable action answered' }) });
const UndoResultSchema = Type.Object({
  action: Type.Union(UNDOABLE_ACTIONS.map((a) => Type.Literal(a))),
  kind: Type.Union([Type.String(), Type.Null()]),
  id: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Union([Type.Integer(), Type.Null()]),
  parentId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    '/undo/:token',
    {
      schema: {
        tags: ['undo'],
        security: BEARER_SECURITY,
        summary:
          'Undo a delete of a draft, an archive, a cancelled schedule or a reorder of sub-entities: only its user, within 30 s, and only while nothing changed since (-750, -751)',
        params: TokenParams,
        response: responses(UndoResultSchema),
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      return ok(await inTransaction(app, request, (ctx) => applyUndo(ctx, userId, request.params.token)), requestLanguage(request));
    },
  );
};

export default routes;
