/**
 * The seven reports (SPEC §2.10, issue 11 §3): `POST /reports/{report}` answers a page of the rows
 * with the chart of the whole result, `POST /reports/{report}/export` the whole result as an xlsx or
 * CSV file. Signed-in users only (guests are refused -500, as the other staff-only routes refuse
 * them); each user reads the published versions in force on the day within the subtrees of their
 * profiles. Checks, in order: the filter entity exists (-100) and lies in the caller's profiles'
 * subtrees (-500, the permission engine's rule on its current chain); the day lies between the
 * organic tree's minimum date and today (-2, the organic routes' rule); an export has at most
 * REPORT_LIMITS.exportRowsMax rows (-2). A page is cut in SQL and an export streamed (issue 32). An unknown report name, a malformed day and a page size
 * over REPORT_LIMITS.pageSizeMax are schema errors (400, -2).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { regionDay } from '@/shared/regionTime';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { profileCovers } from '@/shared/records/scope';
import { REPORT_LIMITS, REPORT_NAMES, REPORT_PATHS, type ReportFilters, type ReportName, type ReportPage } from '@/shared/reports';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, ErrorEnvelope, responses } from '../http/schemas';
import { inForceOn } from '../organic/inForce';
import { ancestorChain } from '../records/organizationTree';
import { canReadUnpublished } from '../records/recordAccess';
import { engineContext } from '../records/requestContext';
import type { ReportQuery } from './reportData';
import { REPORT_CONTENT_TYPES, reportFileName, reportFileStream } from './reportFiles';
import { reportAll, reportPage } from './reportRows';

/** Before any parameter is set, the earliest date (as organicRoutes.ts): the autonomous region's first regional government. */
const FALLBACK_MINIMUM_DATE = '1976-09-08';
const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;
/** The entity kind as the read rule sees it (recordAccess.ts). */
const ENTITY_KIND = { meta: RECORD_KINDS[OWNER_KIND] };

const Day = Type.String({ format: 'date', description: 'yyyy-MM-dd, a day in the Azores' });
const Filters = Type.Object(
  {
    organizationId: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], { description: 'An entity whose subtree (on the day) the report is limited to; null: everything the caller may see' }),
    date: Day,
  },
  { additionalProperties: false },
);
const ReportParams = Type.Object({ report: Type.Union(REPORT_NAMES.map((name) => Type.Literal(name))) });
const RunBody = Type.Object(
  {
    filters: Filters,
    pageNumber: Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1, description: '1-based' }),
    pageSize: Type.Integer({ minimum: 1, maximum: REPORT_LIMITS.pageSizeMax, default: 20 }),
  },
  { additionalProperties: false },
);
const ExportBody = Type.Object({ filters: Filters, format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]) }, { additionalProperties: false });
const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const PageSchema = Type.Object({
  rows: Type.Array(Type.Array(Cell)),
  total: Type.Integer(),
  pageNumber: Type.Integer(),
  pageCount: Type.Integer(),
  chart: Type.Union([
    Type.Object({
      type: Type.Union([Type.Literal('bar'), Type.Literal('pie')]),
      labels: Type.Array(Type.String()),
      series: Type.Array(Type.Object({ key: Type.String(), values: Type.Array(Type.Number()) })),
    }),
    Type.Null(),
  ]),
  recordPaths: Type.Optional(Type.Array(Type.Union([Type.String(), Type.Null()]))),
});

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  // Before the body is validated: a guest learns nothing about the reports.
  app.addHook('onRequest', async (request) => {
    if (sessionOf(request).isGuest) throw new AppError(ErrorCode.NoPermission);
  });

  /** The filters checked (see the file's comment for the order), with the filter entity as shown in an export. */
  async function checked(request: FastifyRequest, filters: ReportFilters): Promise<{ day: string; entityLabel: string | null }> {
    const session = sessionOf(request);
    let entityLabel: string | null = null;
    if (filters.organizationId !== null) {
      const chain = await ancestorChain(app.db, filters.organizationId);
      if (chain.length === 0 || !session.profiles.some((profile) => profileCovers(profile, chain))) {
        // An unknown id and one outside the caller's reach answer alike, so that the filter does not tell
        // which entities exist (issue 28); only a caller who sees the whole tree learns that an id is unknown.
        const seesEverything = session.profiles.some((profile) => profile.organizationId === null && (profile.excludedOrganizationIds ?? []).length === 0);
        throw new AppError(chain.length === 0 && seesEverything ? ErrorCode.EntityNotFound : ErrorCode.NoPermission);
      }
    }
    const row = await app.db.selectFrom('app_parameter').select('value').where('key', '=', PARAMETER_KEYS.organicMinimumDate).executeTakeFirst();
    const minimumDate = row?.value ?? FALLBACK_MINIMUM_DATE;
    if (filters.date < minimumDate || filters.date > regionDay(app.clock())) throw new AppError(ErrorCode.InvalidRequest, { detail: DETAIL_TEXTS.organicDateOutOfRange });
    if (filters.organizationId !== null) {
      // The entity as it stood on the day, else its latest published version, else its latest (it may not
      // have been in force then). A version never published names the entity only for a caller who may read
      // it (issue 28: an export's title must not tell a draft's code and name); anyone else sees the id.
      const entity = await sql<{ code: string | null; name: string | null; published: boolean }>`
        SELECT e.code, e.name, e.published_at IS NOT NULL AS published FROM record_version e
        WHERE e.kind = ${ENTITY} AND e.id = ${filters.organizationId}
        ORDER BY CASE WHEN ${inForceOn('e', filters.date)} THEN 0 WHEN e.published_at IS NOT NULL THEN 1 ELSE 2 END, e.version DESC LIMIT 1`.execute(app.db);
      const found = entity.rows[0];
      const readable = found !== undefined && (found.published || (await canReadUnpublished(engineContext(app, request), ENTITY_KIND, filters.organizationId)));
      entityLabel = readable ? [found.code, found.name].filter(Boolean).join(' — ') : String(filters.organizationId);
    }
    return { day: filters.date, entityLabel };
  }

  /** The report's question once the filters are checked. */
  async function question(request: FastifyRequest, filters: ReportFilters): Promise<{ query: ReportQuery; entityLabel: string | null }> {
    const { day, entityLabel } = await checked(request, filters);
    return { query: { db: app.db, day, organizationId: filters.organizationId, profiles: sessionOf(request).profiles }, entityLabel };
  }

  const common = { tags: ['reports'], security: BEARER_SECURITY, params: ReportParams };

  app.post(
    REPORT_PATHS.run(':report' as ReportName),
    {
      schema: {
        ...common,
        summary: 'A page of a report’s rows on a day, with the chart of the whole result',
        body: RunBody,
        response: responses(PageSchema),
      },
    },
    async (request) => {
      const { filters, pageNumber, pageSize } = request.body;
      const { query } = await question(request, filters);
      // The page is cut in SQL (issue 32); an offset past the last row answers no rows and the total.
      const result = await reportPage(request.params.report, query, requestLanguage(request), (pageNumber - 1) * pageSize, pageSize);
      const page: ReportPage = {
        rows: result.rows,
        total: result.total,
        pageNumber,
        pageCount: Math.ceil(result.total / pageSize),
        chart: result.chart,
        ...(result.recordPaths && { recordPaths: result.recordPaths }),
      };
      return ok(page, requestLanguage(request));
    },
  );

  app.post(
    REPORT_PATHS.export(':report' as ReportName),
    {
      schema: {
        ...common,
        summary: 'A report’s whole result on a day as a file (xlsx or CSV), its texts in the request’s language; a refusal answers the envelope',
        body: ExportBody,
        // No 200 schema: it would serialise a refusal's envelope (HTTP 200, as every business failure) as the file's string. The file is a Buffer, sent as it is.
        response: { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { filters, format } = request.body;
      const { report } = request.params;
      const language = requestLanguage(request);
      const { query, entityLabel } = await question(request, filters);
      const result = await reportAll(report, query, language);
      if (result.total > REPORT_LIMITS.exportRowsMax) throw new AppError(ErrorCode.InvalidRequest, { detail: DETAIL_TEXTS.reportTooManyRows });
      const file = reportFileStream(format, { report, language, day: filters.date, entityLabel, rows: result.cells });
      // As sendDownload, with the file streamed rather than a Buffer (issue 32: an export never holds the whole file).
      // `as never`: no 200 schema (the bytes are sent as they are), so the typed reply expects no body.
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${reportFileName(report, language, filters.date, format)}"`)
        .send(file as never);
    },
  );
};

export default reportRoutes;
