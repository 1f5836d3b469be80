/** 'O meu trabalho' (issue 30 §2): the signed-in user's drafts, returns, reviews, schedules and recent edits. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { MY_WORK_PATHS, MY_WORK_SECTIONS } from '@/shared/myWork';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { engineContext } from '../records/requestContext';
import { AnyData, PagingFields } from '../records/schemas';
import { myWorkScope, myWorkSummary, searchMyWork } from './myWork';

const SectionParams = Type.Object({ section: Type.Union(MY_WORK_SECTIONS.map((s) => Type.Literal(s))) });
const SectionSearchBody = Type.Object({ ...PagingFields }, { additionalProperties: false });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  /** The caller's scope: staff only (the guest has no work of its own: -500). */
  const scopeOf = (request: Parameters<typeof engineContext>[1]) => {
    const ctx = engineContext(app, request);
    if (ctx.caller.isGuest) throw new AppError(ErrorCode.NoPermission);
    return myWorkScope(ctx, REGISTERED_KIND_DEFS);
  };
  app.get(
    MY_WORK_PATHS.work,
    {
      schema: {
        tags: ['me'],
        security: BEARER_SECURITY,
        summary: 'The caller’s work: each section’s count and first records (src/shared/myWork.ts MyWork)',
        response: responses(AnyData),
      },
    },
    async (request) => ok(await myWorkSummary(await scopeOf(request)), requestLanguage(request)),
  );
  app.post(
    '/me/work/:section/search',
    {
      schema: {
        tags: ['me'],
        security: BEARER_SECURITY,
        summary: 'One page of a section of the caller’s work (TableData of MyWorkItem)',
        params: SectionParams,
        body: SectionSearchBody,
        response: responses(AnyData),
      },
    },
    async (request) => ok(await searchMyWork(await scopeOf(request), request.params.section, request.body), requestLanguage(request)),
  );
};

export default routes;
