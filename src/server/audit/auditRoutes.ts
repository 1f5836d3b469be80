/**
 * The audit view (issue 31 §4): every workflow and settings action across kinds, for the administrator
 * (canAudit of src/shared/permissions.ts: Super approve over the whole tree; anyone else -500).
 * - POST /audit/search: one page of the filtered list and its total (TableData of AuditRow);
 * - POST /audit/export: the same filters as xlsx or CSV (at most AUDIT_LIMITS.exportRows rows, else -790).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AUDIT_PATHS, canAudit, type AuditFilters } from '@/shared/audit';
import { ErrorCode } from '@/shared/errors';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, ErrorEnvelope, responses } from '../http/schemas';
import { sendDownload } from '../http/sendDownload';
import { engineContext } from '../records/requestContext';
import { AnyData } from '../records/schemas';
import { REPORT_CONTENT_TYPES } from '../reports/reportFiles';
import { auditFile, auditFileName } from './auditExport';
import { searchAudit } from './auditSearch';
import { AuditExportBody, AuditSearchBody } from './auditSchemas';

const tags = ['audit'];
const security = BEARER_SECURITY;

/** Only the administrator (the session's profiles, with their excluded branches, reloaded on every request). */
async function requireAuditor(request: FastifyRequest): Promise<void> {
  const session = sessionOf(request);
  if (!canAudit({ username: session.user.username, profiles: session.profiles })) throw new AppError(ErrorCode.NoPermission);
}

function filtersOf(body: AuditFilters): AuditFilters {
  const { from, to, username, kind, record, version, action, fromState, toState, comment } = body;
  return { from, to, username, kind, record, version, action, fromState, toState, comment };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  // Before the body is validated: no permission, no hints.
  app.addHook('onRequest', requireAuditor);

  app.post(
    AUDIT_PATHS.search,
    {
      schema: {
        tags,
        security,
        summary: 'One page of every workflow and settings action, filtered (TableData of AuditRow, src/shared/audit.ts); the administrator only',
        body: AuditSearchBody,
        response: responses(AnyData),
      },
    },
    async (request) => {
      const { pageNumber, pageSize, sortBy } = request.body;
      return ok(await searchAudit(app.db, filtersOf(request.body), { pageNumber, pageSize, sortBy }), requestLanguage(request));
    },
  );

  app.post(
    AUDIT_PATHS.export,
    {
      schema: {
        tags,
        security,
        summary: 'The filtered actions as a file (xlsx or CSV), at most 20,000 rows (-790); a refusal answers the envelope',
        body: AuditExportBody,
        // No 200 schema: the file is a Buffer, sent as it is (as the reports' export).
        response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const ctx = engineContext(app, request);
      const { format, sortBy } = request.body;
      const file = await auditFile(ctx, filtersOf(request.body), sortBy, format);
      return sendDownload(reply, REPORT_CONTENT_TYPES[format], auditFileName(ctx.now, ctx.language, format), file);
    },
  );
};

export default routes;
