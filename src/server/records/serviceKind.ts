/**
 * The service kind as the engine sees it (SPEC §3 Service, §3.1 service search, §5): owned by an
 * entity that may have services, optionally under a published parent service, pointing at
 * reference lists, legislations and published documents.
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { SERVICE_FIELD_LABELS, emptyService, serviceSchema, type ServiceInput } from '@/shared/records/service';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import type { EngineContext } from './engineContext';
import { SERVICE_COMPARE } from './compare/kindPresenters';
import { type KindFilter, type ServerKindDefinition, HEADER_SORT_COLUMNS } from './kindDefinition';
import { allLegislations, allReferenceItems, refuseField } from './referenceChecks';
import { OWNER_ENTITY_FILTER } from './ownerEntityFilter';
import { containsCaseInsensitive, containsText } from './textMatch';

const labelsOf = { meta: RECORD_KINDS.service, labels: SERVICE_FIELD_LABELS };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const idList = (v: unknown): number[] | null => (Array.isArray(v) && v.length > 0 ? v.map(Number) : null);

/** A search-form id list against an id of `data` (served by the partial indexes of 2026_11_26_101). */
function dataIdFilter(field: string, dataField: keyof ServiceInput): KindFilter {
  return {
    field,
    where: (_eb, v) => {
      const ids = idList(v);
      return ids ? sql<boolean>`((data->>${sql.lit(dataField)})::int) = ANY(${ids}::int[])` : null;
    },
  };
}

/** SPEC §3.1 service search. */
const filters: readonly KindFilter[] = [
  { field: 'code', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('code'), text(v) as string) : null) },
  { field: 'abreviation', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('abbreviation'), text(v) as string) : null) },
  { field: 'name', where: (_eb, v) => (text(v) ? containsText(sql.ref('name'), text(v) as string) : null) },
  // The form's "service type" is the service area (the object parameters' business area).
  dataIdFilter('serviceTypeIds', 'serviceAreaId'),
  dataIdFilter('serviceCategoryIds', 'serviceCategoryId'),
  dataIdFilter('serviceSubCategoryIds', 'serviceSubCategoryId'),
  dataIdFilter('businessEventIds', 'businessEventId'),
  dataIdFilter('lifeEventIds', 'lifeEventId'),
  { field: 'active', where: (eb, v) => (typeof v === 'boolean' ? eb('active', '=', v) : null) },
  OWNER_ENTITY_FILTER,
];

/** The owner exists as an entity, has a published version, and that version may have services (SPEC §3 canHaveServices). */
async function checkOwner(ctx: EngineContext, organizationId: number | null): Promise<void> {
  if (organizationId === null) refuseField(labelsOf, 'organizationId');
  const versions = await ctx.db.selectFrom('record_version').select(['state', 'data']).where('kind', '=', ObjectKind.Entity).where('id', '=', organizationId).execute();
  if (versions.length === 0) refuseField(labelsOf, 'organizationId');
  const published = versions.find((v) => v.state === RecordState.Published);
  // The owner plays the parent entity's part: SPEC §5 "the parent entity must be published" (-13).
  if (!published) throw new AppError(ErrorCode.ParentNotPublished, { detail: SERVICE_FIELD_LABELS.organizationId[ctx.language] });
  if (published.data.canHaveServices !== true) refuseField(labelsOf, 'organizationId', 'cannotHaveServices');
}

/**
 * Every necessary document is a document version that exists (-302 otherwise) and is published:
 * SPEC §5 "the parent document … must be published" — a service hangs the documents a citizen
 * brings, so an unpublished one is -13 (parent not published) naming the field, like the parent service.
 */
async function checkNecessaryDocuments(ctx: EngineContext, documents: ServiceInput['necessaryDocuments']): Promise<void> {
  if (documents.length === 0) return;
  const rows = await ctx.db
    .selectFrom('record_version')
    .select(['id', 'version', 'state'])
    .where('kind', '=', ObjectKind.Document)
    .where('id', 'in', [...new Set(documents.map((d) => d.documentId))])
    .execute();
  const state = new Map(rows.map((r) => [`${r.id}:${r.version}`, r.state]));
  for (const d of documents) {
    const found = state.get(`${d.documentId}:${d.documentVersion}`);
    if (found === undefined) refuseField(labelsOf, 'necessaryDocuments');
    if (found !== RecordState.Published) {
      const label = SERVICE_FIELD_LABELS.necessaryDocuments;
      throw new AppError(ErrorCode.ParentNotPublished, {
        detail: { pt: `${label.pt}: ${DETAIL_TEXTS.notPublished.pt}`, en: `${label.en}: ${DETAIL_TEXTS.notPublished.en}` },
      });
    }
  }
}

/**
 * A parent service can never be the service itself nor one below it: walks the parents up from the
 * chosen one (each record's latest version) looking for the service being saved.
 */
async function checkParentCycle(ctx: EngineContext, id: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const found = await sql<{ n: number }>`
    WITH RECURSIVE up(id, depth) AS (
      SELECT ${parentId}::int, 0
      UNION ALL
      SELECT p.parent_id, up.depth + 1 FROM up
      CROSS JOIN LATERAL (
        SELECT parent_id FROM record_version WHERE kind = ${ObjectKind.Service} AND id = up.id ORDER BY version DESC LIMIT 1) p
      WHERE p.parent_id IS NOT NULL AND up.depth < 64
    )
    SELECT count(*)::int AS n FROM up WHERE id = ${id}`.execute(ctx.db);
  if ((found.rows[0]?.n ?? 0) > 0) refuseField(labelsOf, 'parentId', 'parentCycle');
}

/** The reference lists of the form: field → object-parameters category (SPEC §2.9). */
const REFERENCE_FIELDS: readonly [keyof ServiceInput, string][] = [
  ['serviceAreaId', 'serviceArea'],
  ['serviceCategoryId', 'serviceCategory'],
  ['serviceSubCategoryId', 'serviceSubCategory'],
  ['lifeEventId', 'lifeEvent'],
  ['businessEventId', 'businessEvent'],
];

export const serviceKind: ServerKindDefinition<ServiceInput> = {
  meta: RECORD_KINDS.service,
  schema: serviceSchema,
  labels: SERVICE_FIELD_LABELS,
  comparePresenters: SERVICE_COMPARE,
  emptyInput: emptyService,
  // The optional parent service; the engine requires it published and not starting after the service.
  hasParentOfSameKind: true,
  owningOrganization: (input) => input.organizationId,
  organizationOf: (row) => (typeof row.data.organizationId === 'number' ? row.data.organizationId : null),
  stateField: 'recordStateIds',
  filters,
  sortColumns: HEADER_SORT_COLUMNS,
  listExtra: (row) => ({ serviceAreaId: row.data.serviceAreaId ?? null, organizationId: row.organization_id }),
  richTextFields: ['procedure'],
  attachmentFields: ['procedureDiagram'],
  linkFields: [
    ...(['virtualUrl', 'formCallUrl', 'stateSupportUrl', 'portalUrl', 'flowUrl'] as const).map((field) => ({ field, type: 'url' as const })),
    { field: 'procedure', type: 'richText' },
    { field: 'legislationIds', type: 'legislations' },
  ],

  async validate(ctx, input, previous) {
    await checkOwner(ctx, input.organizationId);
    for (const [field, category] of REFERENCE_FIELDS) {
      if (!(await allReferenceItems(ctx, category, [input[field] as number | null]))) refuseField(labelsOf, field);
    }
    if (!(await allReferenceItems(ctx, 'recipientType', input.recipientTypeIds))) refuseField(labelsOf, 'recipientTypeIds');
    if (!(await allLegislations(ctx, input.legislationIds))) refuseField(labelsOf, 'legislationIds');
    await checkNecessaryDocuments(ctx, input.necessaryDocuments);
    if (previous) await checkParentCycle(ctx, previous.id, input.parentId);
  },
};
