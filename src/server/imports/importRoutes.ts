/**
 * The import routes (issue 12 §3; IMPORT_PATHS of src/shared/imports.ts), guarded by SPEC §6's
 * import rule (an approve plus create/edit pair): a guest or a user without it is refused -500.
 * Each user sees and acts on their own imports only: another user's import is -600 alike (its
 * existence is not revealed); the records an import writes are the engine's, visible as any record.
 *
 * Upload: the file's bytes as the body (application/octet-stream, at most IMPORT_LIMITS.maxBytes:
 * beyond it -601 with HTTP 413), `importType` and `fileName` in the query. The file is read (-602
 * type, -603 no rows, -605 too many rows, -608 unreadable; the bounds of a parse, -609/-610/-611,
 * importFile.ts) and its headers checked (-604) before the import exists; then it is validated in
 * the background (importRunner.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import type { ImportType } from '@/shared/enums';
import { HUB_METHODS } from '@/shared/hub';
import { IMPORT_COLUMNS } from '@/shared/importColumns';
import { IMPORT_LIMITS, IMPORT_PATHS, type ImportDetail, type ImportState } from '@/shared/imports';
import { hasApproveCreatePair } from '@/shared/permissions';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { failure, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, ErrorEnvelope, responses } from '../http/schemas';
import { sendDownload } from '../http/sendDownload';
import { publishToUsers } from '../hub/hubBus';
import { engineContext } from '../records/requestContext';
import { REPORT_CONTENT_TYPES } from '../reports/reportFiles';
import { checkHeaders } from './importEngine';
import { withImportTable } from './importFile';
import { changeState, findJob, insertJob, jobDetail, listJobs, readIssues, statusOf, tableOf } from './importJobs';
import { ImportRunner } from './importRunner';
import { ImportDetailSchema, ImportListSchema, ImportParams, ImportTypeParams, StartBody, UploadQuery } from './importSchemas';
import { templateColumns, templateFileName, templateTitle } from './importTemplate';
import { buildErrorSheet, buildTemplateWorkbook } from './importWorkbooks';

const TAGS = ['imports'];
/** An xlsx file as the answer, saved under `name` (like the report exports). */
function sendXlsx(reply: FastifyReply, name: string, file: Buffer) {
  return sendDownload(reply, REPORT_CONTENT_TYPES.xlsx, name, file);
}

/** The options of a route answering an xlsx file (sendXlsx). No 200 schema: the file is a Buffer, sent as it is (as the report exports); a refusal answers the envelope. */
function xlsxRoute<Params extends TSchema>(summary: string, params: Params) {
  return { schema: { tags: TAGS, security: BEARER_SECURITY, summary, params, response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } } };
}

/** States an import can be cancelled from. */
const CANCELLABLE: readonly ImportState[] = ['validating', 'validated', 'importing'];

export interface ImportRoutesOptions {
  /** Tests pass their own (e.g. without the polling timer); otherwise the plugin makes one and closes it with the app. */
  runner?: ImportRunner;
}

/** The one place an import's bytes may be bigger than the app's body limit: their parser, with its own limit. */
function parseBytes(_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void): void {
  done(null, body);
}

const importRoutes: FastifyPluginAsyncTypebox<ImportRoutesOptions> = async (app, options) => {
  const runner = options.runner ?? new ImportRunner({ db: app.db, clock: app.clock, log: app.log });
  if (!options.runner) {
    // A shutdown lets go of the jobs at once, while the requests in flight finish (lifecycle/shutdown.ts).
    app.addHook('preClose', async () => runner.beginClose());
    app.addHook('onClose', () => runner.close());
  }
  // At start-up: jobs a stopped process left running are resumed (claimed, so only one process runs each).
  app.addHook('onReady', async () => runner.kick());

  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxBytes }, parseBytes);
  app.addHook('onRequest', app.requireSession());
  app.addHook('onRequest', async (request) => {
    const session = sessionOf(request);
    if (session.isGuest || !hasApproveCreatePair({ username: session.user.username, permissions: session.permissions })) throw new AppError(ErrorCode.NoPermission);
  });

  /** The caller's import, or -600 (someone else's is not revealed). */
  async function ownJob(request: FastifyRequest, id: number) {
    const job = await findJob(app.db, id);
    if (!job || job.user_id !== sessionOf(request).user.id) throw new AppError(ErrorCode.ImportNotFound);
    return job;
  }

  async function detail(id: number): Promise<ImportDetail> {
    const found = await jobDetail(app.db, id);
    if (!found) throw new AppError(ErrorCode.ImportNotFound);
    return found;
  }

  app.get(
    IMPORT_PATHS.collection,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'The caller’s imports, newest first', response: responses(ImportListSchema) } },
    async (request) => ok({ items: await listJobs(app.db, sessionOf(request).user.id) }, requestLanguage(request)),
  );

  app.post(
    IMPORT_PATHS.collection,
    {
      bodyLimit: IMPORT_LIMITS.maxBytes,
      // A body over the limit is the import's -601 (HTTP 413), not the generic -2 of errorHandler.ts.
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(failure(ErrorCode.ImportFileTooLarge, requestLanguage(request)));
        throw error;
      },
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Upload a file (its bytes as the body, application/octet-stream); answers the import in validating',
        querystring: UploadQuery,
        consumes: ['application/octet-stream'],
        response: responses(ImportDetailSchema),
      },
    },
    async (request) => {
      const { importType, fileName } = request.query;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new AppError(ErrorCode.ImportFileEmpty);
      // Read, checked and stored in one turn of the parse gate (issue 28 §5): the table is held until stored.
      const id = await withImportTable(bytes, fileName, async (table) => {
        checkHeaders(table, IMPORT_COLUMNS[importType as ImportType]);
        return insertJob(app.db, { importType, fileName, userId: sessionOf(request).user.id, table, at: app.clock() });
      });
      runner.kick();
      return ok(await detail(id), requestLanguage(request));
    },
  );

  app.get(
    IMPORT_PATHS.one,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'One import with its first issues', params: ImportParams, response: responses(ImportDetailSchema) } },
    async (request) => {
      await ownJob(request, request.params.id);
      return ok(await detail(request.params.id), requestLanguage(request));
    },
  );

  app.post(
    IMPORT_PATHS.start,
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Write a validated import: every row in one transaction (allOrNothing, -607 with errors) or only the valid rows (validOnly)',
        params: ImportParams,
        body: StartBody,
        response: responses(ImportDetailSchema),
      },
    },
    async (request) => {
      const job = await ownJob(request, request.params.id);
      if (job.state !== 'validated') throw new AppError(ErrorCode.ImportStateInvalid);
      if (request.body.mode === 'allOrNothing' && job.error_rows.length > 0) throw new AppError(ErrorCode.ImportHasErrors);
      const started = await changeState(app.db, job.id, ['validated'], { state: 'importing', mode: request.body.mode });
      if (!started) throw new AppError(ErrorCode.ImportStateInvalid);
      await publishToUsers(app.db, [job.user_id], HUB_METHODS.sendImportStatus, [statusOf(started)]);
      runner.kick();
      return ok(await detail(job.id), requestLanguage(request));
    },
  );

  app.post(
    IMPORT_PATHS.cancel,
    {
      schema: {
        tags: TAGS,
        security: BEARER_SECURITY,
        summary: 'Cancel an import being validated, validated or being written (stops between batches; allOrNothing writes nothing)',
        params: ImportParams,
        response: responses(ImportDetailSchema),
      },
    },
    async (request) => {
      const job = await ownJob(request, request.params.id);
      if (!CANCELLABLE.includes(job.state as ImportState)) throw new AppError(ErrorCode.ImportStateInvalid);
      // First the runner of this process (it stops at its next unit; an allOrNothing transaction rolls back), then the state every process sees.
      runner.requestCancel(job.id);
      const cancelled = await changeState(app.db, job.id, CANCELLABLE, { state: 'cancelled', finished_at: app.clock() });
      if (!cancelled) throw new AppError(ErrorCode.ImportStateInvalid);
      await publishToUsers(app.db, [job.user_id], HUB_METHODS.sendImportStatus, [statusOf(cancelled)]);
      return ok(await detail(job.id), requestLanguage(request));
    },
  );

  app.get(
    IMPORT_PATHS.errorSheet,
    xlsxRoute('The uploaded rows with an errors column, as xlsx (-606 while the import is being validated); a refusal answers the envelope', ImportParams),
    async (request, reply) => {
      const job = await ownJob(request, request.params.id);
      if (job.state === 'validating') throw new AppError(ErrorCode.ImportStateInvalid);
      const file = await buildErrorSheet(tableOf(job), await readIssues(app.db, job.id), requestLanguage(request));
      return sendXlsx(reply, `erros-importacao-${job.id}.xlsx`, file);
    },
  );

  app.get(
    IMPORT_PATHS.template,
    xlsxRoute('The xlsx template of an import type: its headers and a sheet of the allowed values of each reference column', ImportTypeParams),
    async (request, reply) => {
      const importType = request.params.importType as ImportType;
      const file = await buildTemplateWorkbook(templateTitle(importType), await templateColumns(engineContext(app, request), importType));
      return sendXlsx(reply, templateFileName(importType), file);
    },
  );
};

export default importRoutes;
