/**
 * Bulk workflow actions on a selection (issue 30 §1): preview, actions, jobs, export.
 * - POST /bulk/preview: how many records are selected and on how many each action may be taken now.
 * - POST /bulk/actions: the action on every selected record, each through the engine's own action in
 *   a transaction of its own. Up to the job threshold it runs in the request and answers every result
 *   ('finished'); above it a job runs in the background (bulkRunner.ts) and the answer is its status.
 * - GET /bulk/jobs/{jobId}: one of the caller's jobs with its results (another's, or none: -740).
 * - POST /bulk/export: the selection as xlsx or CSV (the versions the caller may read).
 * Guests are refused (-500) as every write is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { BulkActionRequest, BulkTargets } from '@/shared/bulk';
import { ErrorCode } from '@/shared/errors';
import { REPORT_CONTENT_TYPES } from '../reports/reportFiles';
import { scheduleTimeRefusal } from '@/shared/scheduling';
import { sessionOf } from '../auth/sessionOf';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, ErrorEnvelope, responses } from '../http/schemas';
import { sendDownload } from '../http/sendDownload';
import { engineContext } from '../records/requestContext';
import { exportFile, exportFileName, exportRows } from './bulkExport';
import { findJob, insertJob, jobDetail, statusOf } from './bulkJobs';
import { previewOf } from './bulkPreview';
import { BulkRunner } from './bulkRunner';
import { BulkActionBody, BulkExportBody, BulkJobDetailSchema, BulkJobParams, BulkPreviewBody, BulkPreviewSchema, formFieldsOf } from './bulkSchemas';
import { resolveTargets } from './bulkTargets';

/** Each app's runner, by its database (tests reach it through bulkRunnerOf: runPending, a lower jobThreshold). */
const RUNNERS = new WeakMap<Kysely<Database>, BulkRunner>();

export function bulkRunnerOf(app: FastifyInstance): BulkRunner {
  const runner = RUNNERS.get(app.db);
  if (!runner) throw new Error('no bulk runner: the bulk routes are not registered');
  return runner;
}

const COMMENT_REQUIRED = { pt: 'o comentário é obrigatório', en: 'a comment is required' };

function refuseGuests(request: FastifyRequest): void {
  if (sessionOf(request).isGuest) throw new AppError(ErrorCode.NoPermission);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const runner = new BulkRunner({ db: app.db, clock: app.clock, log: app.log, minLeadSeconds: app.config.scheduler.minLeadSeconds });
  RUNNERS.set(app.db, runner);
  // At start-up: jobs a stopped server left are resumed.
  app.addHook('onReady', async () => runner.kick());
  // A shutdown lets go of the jobs at once, while the requests in flight finish (lifecycle/shutdown.ts).
  app.addHook('preClose', async () => runner.beginClose());
  app.addHook('onClose', async () => {
    await runner.close();
    if (RUNNERS.get(app.db) === runner) RUNNERS.delete(app.db);
  });
  app.addHook('onRequest', app.requireSession());

  const tags = ['bulk'];
  const security = BEARER_SECURITY;
  const resolve = (request: FastifyRequest, targets: BulkTargets) => resolveTargets(engineContext(app, request), targets, formFieldsOf, runner.maxRecords);

  app.post(
    '/bulk/preview',
    {
      schema: {
        tags,
        security,
        summary: 'How many records a selection holds, and on how many the caller may take each bulk action now',
        body: BulkPreviewBody,
        response: responses(BulkPreviewSchema),
      },
    },
    async (request) => {
      refuseGuests(request);
      const targets = request.body.targets as BulkTargets;
      return ok(await previewOf(engineContext(app, request), await resolve(request, targets)), requestLanguage(request));
    },
  );

  app.post(
    '/bulk/actions',
    {
      schema: {
        tags,
        security,
        summary: 'A workflow action on every selected record, each in its own transaction (over 50 records: a job, its progress over the hub)',
        body: BulkActionBody,
        response: responses(BulkJobDetailSchema),
      },
    },
    async (request) => {
      refuseGuests(request);
      const body = request.body as BulkActionRequest;
      const now = app.clock();
      if (body.action === 'return' && !body.comment?.trim()) throw new AppError(ErrorCode.InvalidRequest, { detail: COMMENT_REQUIRED });
      if (body.action === 'schedule') {
        const refusal = scheduleTimeRefusal(body.publishAt ?? '', now, app.config.scheduler.minLeadSeconds);
        if (refusal !== null) throw new AppError(refusal);
      }
      const records = await resolve(request, body.targets);
      const job = await insertJob(app.db, {
        userId: sessionOf(request).user.id,
        action: body.action,
        options: { comment: body.comment, refusalTypeId: body.refusalTypeId, publishAt: body.publishAt, continueOnDuplicate: body.continueOnDuplicate },
        records,
        at: now,
        owner: runner.owner,
        leaseUntil: runner.leaseFromNow(),
      });
      const language = requestLanguage(request);
      if (records.length <= runner.jobThreshold) {
        const base = engineContext(app, request);
        return ok(await runner.runInline(job, async () => ({ caller: base.caller, language: base.language })), language);
      }
      runner.startInBackground(job);
      return ok({ ...statusOf(job), results: [] }, language);
    },
  );

  app.get(
    '/bulk/jobs/:jobId',
    { schema: { tags, security, summary: "One of the caller's bulk jobs with every record's outcome", params: BulkJobParams, response: responses(BulkJobDetailSchema) } },
    async (request) => {
      refuseGuests(request);
      const job = await findJob(app.db, request.params.jobId);
      // Another user's job is not found alike: its existence is not revealed.
      if (!job || job.user_id !== sessionOf(request).user.id) throw new AppError(ErrorCode.BulkJobNotFound);
      return ok(await jobDetail(app.db, job), requestLanguage(request));
    },
  );

  app.post(
    '/bulk/export',
    {
      schema: {
        tags,
        security,
        summary: 'The selected records the caller may read as a file (xlsx or CSV): kind, code, name, version, state, entity, last change; a refusal answers the envelope',
        body: BulkExportBody,
        // No 200 schema: the file is a Buffer, sent as it is (as the reports' export).
        response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      refuseGuests(request);
      const { format } = request.body;
      const ctx = engineContext(app, request);
      const rows = await exportRows(ctx, await resolve(request, request.body.targets as BulkTargets));
      const file = await exportFile(format, rows, ctx.language);
      return sendDownload(reply, REPORT_CONTENT_TYPES[format], exportFileName(ctx.language, ctx.now, format), file);
    },
  );
};

export default routes;
