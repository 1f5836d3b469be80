/** Tasks (SPEC §2.2): records of every kind waiting for a review the caller may give. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '@/shared/limits';
import type { TableData, TaskItem } from '@/shared/records/contract';
import { RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kinds';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { SERVER_KINDS } from './registry';
import { searchTasks } from './recordSearch';
import { engineContext } from './requestContext';
import { AnyData, TaskSearchBody } from './schemas';

const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    '/tasks/search',
    { schema: { tags: ['tasks'], security: BEARER_SECURITY, summary: 'Records waiting for the caller’s review', body: TaskSearchBody, response: responses(AnyData) } },
    async (request) => {
      const ctx = engineContext(app, request);
      const wanted = (request.body.kinds ?? RECORD_KIND_NAMES).filter((k): k is RecordKindName => (RECORD_KIND_NAMES as readonly string[]).includes(k));
      // One kind at a time keeps each query on its indexes; the pages are merged for the common case of one kind.
      const kinds = wanted.filter((k) => SERVER_KINDS[k]);
      if (kinds.length === 1) {
        const def = SERVER_KINDS[kinds[0] as RecordKindName];
        if (def) return ok(await searchTasks(ctx, def, request.body), requestLanguage(request));
      }
      const all: TaskItem[] = [];
      let total = 0;
      // A kind's total may be an estimate or a lower bound; the sum is then one too.
      let totalIsEstimate = false;
      let totalIsLowerBound = false;
      for (const kind of kinds) {
        const def = SERVER_KINDS[kind];
        if (!def) continue;
        const result = await searchTasks(ctx, def, { ...request.body, pageNumber: 1, pageSize: 100 });
        all.push(...result.items);
        total += result.total;
        totalIsEstimate ||= result.totalIsEstimate === true;
        totalIsLowerBound ||= result.totalIsLowerBound === true;
      }
      const pageSize = request.body.pageSize ?? LIMITS.defaultPageSize;
      const pageNumber = request.body.pageNumber ?? LIMITS.firstPage;
      const data: TableData<TaskItem> = {
        items: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
        total,
        // "More than total": one more page exists beyond what it covers.
        pageCount: Math.ceil((totalIsLowerBound ? total + 1 : total) / pageSize),
        pageNumber,
        ...(totalIsLowerBound ? { totalIsLowerBound } : totalIsEstimate ? { totalIsEstimate } : {}),
      };
      return ok(data, requestLanguage(request));
    },
  );
};

export default taskRoutes;
