/**
 * The point-of-care kind as the engine sees it (SPEC §2.4, §3 Point of care, §3.1 point-of-care
 * search): hosted by an entity that may have points of care (`organizationId`, whose subtree scopes
 * 41–43), of a channel type of the object parameters, optionally at a published heritage record, with
 * the published services it provides, each once (-225 without `data.similar`, docs/decisions.md).
 */
import { sql } from 'kysely';
import * as yup from 'yup';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import { KIND_BASICS } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { CONTACT_TYPE_LABELS } from '@/shared/records/entity';
import { emptyPointOfCare, POINT_OF_CARE_FIELD_LABELS, POINT_OF_CARE_LIMITS, pointOfCareSchema, type PointOfCareInput } from '@/shared/records/pointOfCare';
import type { ReferenceCategory } from '@/shared/referenceLists';
import { checked, id, list } from '@/shared/records/schemaParts';
import { messageRef as m } from '@/shared/validation';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import type { EngineContext } from './engineContext';
import { POINT_OF_CARE_COMPARE } from './compare/kindPresenters';
import { type KindFilter, type RecordExpressionBuilder, type ServerKindDefinition, HEADER_SORT_COLUMNS } from './kindDefinition';
import { allReferenceItems, refuseField } from './referenceChecks';
import { entitiesMatching } from './ownerEntityFilter';
import { containsCaseInsensitive, containsText } from './textMatch';

const labelsOf = { meta: RECORD_KINDS.pointOfCare, labels: POINT_OF_CARE_FIELD_LABELS };
/** The host entity's flag that allows it points of care (SPEC §3 canHavePointsOfCare). */
const OWNER_FLAG = KIND_BASICS.pointOfCare.ownerFlag;
const CHANNEL_TYPE: ReferenceCategory = 'channelType';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const CANNOT_HAVE_POINTS_OF_CARE: CatalogueEntry = { pt: 'a entidade não pode ter pontos de atendimento', en: 'the entity may not have points of care' };

function detail(field: keyof PointOfCareInput, why: CatalogueEntry): CatalogueEntry {
  const label = POINT_OF_CARE_FIELD_LABELS[field];
  return { pt: `${label.pt}: ${why.pt}`, en: `${label.en}: ${why.en}` };
}

/**
 * The shared schema with the associated services checked for shape only: the same service twice is
 * refused by validate below with its own catalogue code (-225, ServiceAlreadyProvided) instead of the
 * schema's generic -222. The SPA's form keeps the shared schema's check, which names the row first.
 */
const serverSchema = pointOfCareSchema.shape({
  services: list(
    checked(yup.object({ serviceId: id().required(m('required')), serviceVersion: id().required(m('required')) })),
    POINT_OF_CARE_LIMITS.servicesMaxItems,
  ).default([]),
});

/**
 * The points of care that provide a service of a matching entity: those whose services list contains
 * one of that entity's services (any version). Written as a join on `(data->'services') @> '[{"serviceId": n}]'`
 * — the expression of the GIN index record_version_point_of_care_services_idx (2026_11_27_301) — so that
 * the index is probed once per such service instead of reading every point of care's list.
 */
function providingServicesOf(eb: RecordExpressionBuilder, words: string) {
  return eb(
    'id',
    'in',
    eb
      .selectFrom('record_version as p')
      .innerJoin('record_version as s', (join) =>
        join.on('s.kind', '=', ObjectKind.Service).on(sql<boolean>`(p.data->'services') @> jsonb_build_array(jsonb_build_object('serviceId', s.id))`),
      )
      .select('p.id')
      .where('p.kind', '=', ObjectKind.PointOfCare)
      .where('s.organization_id', 'in', entitiesMatching(eb, words)),
  );
}

/** SPEC §3.1 point-of-care search. */
const filters: readonly KindFilter[] = [
  { field: 'code', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('code'), text(v) as string) : null) },
  { field: 'abreviation', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('abbreviation'), text(v) as string) : null) },
  { field: 'name', where: (_eb, v) => (text(v) ? containsText(sql.ref('name'), text(v) as string) : null) },
  {
    field: 'channelTypeIds',
    // The expression of the partial index record_version_point_of_care_channel_state_idx (2026_11_27_301).
    where: (_eb, v) => (Array.isArray(v) && v.length > 0 ? sql<boolean>`((data->>'channelTypeId')::int) = ANY(${v.map(Number)}::int[])` : null),
  },
  { field: 'active', where: (eb, v) => (typeof v === 'boolean' ? eb('active', '=', v) : null) },
  // The host entity by its name, abbreviation or code (any of its versions), as documents' `organization`.
  { field: 'organizationHost', where: (eb, v) => (text(v) ? eb('organization_id', 'in', entitiesMatching(eb, text(v) as string)) : null) },
  // Our reading: an entity owning one of the services the point of care provides (docs/decisions.md).
  { field: 'organization', where: (eb, v) => (text(v) ? providingServicesOf(eb, text(v) as string) : null) },
];

/** The host exists as an entity (-222), has a published version (-13) and, on it, canHavePointsOfCare (-222), as serviceKind's owner. */
async function checkHost(ctx: EngineContext, organizationId: number | null): Promise<void> {
  if (organizationId === null) refuseField(labelsOf, 'organizationId');
  const versions = await ctx.db.selectFrom('record_version').select(['state', 'data']).where('kind', '=', ObjectKind.Entity).where('id', '=', organizationId).execute();
  if (versions.length === 0) refuseField(labelsOf, 'organizationId');
  const published = versions.find((v) => v.state === RecordState.Published);
  if (!published) throw new AppError(ErrorCode.ParentNotPublished, { detail: POINT_OF_CARE_FIELD_LABELS.organizationId });
  if (published.data[OWNER_FLAG] !== true) throw new AppError(ErrorCode.PointOfCareInvalid, { detail: detail('organizationId', CANNOT_HAVE_POINTS_OF_CARE) });
}

/** The location, when given, is a heritage version that exists (-222 naming it) and is published (-13 naming it). */
async function checkLocation(ctx: EngineContext, locationId: number | null, locationVersion: number | null): Promise<void> {
  if (locationId === null || locationVersion === null) return;
  const row = await ctx.db
    .selectFrom('record_version')
    .select('state')
    .where('kind', '=', ObjectKind.Location)
    .where('id', '=', locationId)
    .where('version', '=', locationVersion)
    .executeTakeFirst();
  if (!row) refuseField(labelsOf, 'locationId');
  if (row.state !== RecordState.Published) throw new AppError(ErrorCode.ParentNotPublished, { detail: detail('locationId', DETAIL_TEXTS.notPublished) });
}

/**
 * Each service at most once (-225, ServiceAlreadyProvided: the refusal, never with `data.similar`), each
 * an existing service version (-222 naming the field), published (-13 naming the field).
 */
async function checkServices(ctx: EngineContext, services: PointOfCareInput['services']): Promise<void> {
  if (services.length === 0) return;
  const ids = services.map((s) => s.serviceId);
  if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.ServiceAlreadyProvided, { detail: POINT_OF_CARE_FIELD_LABELS.services });
  const rows = await ctx.db.selectFrom('record_version').select(['id', 'version', 'state']).where('kind', '=', ObjectKind.Service).where('id', 'in', ids).execute();
  const state = new Map(rows.map((r) => [`${r.id}:${r.version}`, r.state]));
  for (const s of services) {
    const found = state.get(`${s.serviceId}:${s.serviceVersion}`);
    if (found === undefined) refuseField(labelsOf, 'services');
    if (found !== RecordState.Published) throw new AppError(ErrorCode.ParentNotPublished, { detail: detail('services', DETAIL_TEXTS.notPublished) });
  }
}

export const pointOfCareKind: ServerKindDefinition<PointOfCareInput> = {
  meta: RECORD_KINDS.pointOfCare,
  schema: serverSchema,
  labels: POINT_OF_CARE_FIELD_LABELS,
  comparePresenters: POINT_OF_CARE_COMPARE,
  emptyInput: emptyPointOfCare,
  hasParentOfSameKind: false,
  // The host entity's subtree decides, for a new point of care and a saved one alike.
  owningOrganization: (input) => input.organizationId,
  organizationOf: (row) => numberOrNull(row.data.organizationId),
  linkFields: [{ field: 'contacts', type: 'contacts', contactType: 'website', label: CONTACT_TYPE_LABELS.website }],
  stateField: 'recordStateIds',
  filters,
  sortColumns: HEADER_SORT_COLUMNS,
  listExtra: (row) => ({
    channelTypeId: numberOrNull(row.data.channelTypeId),
    organizationId: row.organization_id,
    locationId: numberOrNull(row.data.locationId),
    locationVersion: numberOrNull(row.data.locationVersion),
    serviceCount: Array.isArray(row.data.services) ? row.data.services.length : 0,
  }),

  async validate(ctx, input) {
    // The refusal of a repeated service comes first: it is what the user must fix, whatever else holds.
    await checkServices(ctx, input.services);
    await checkHost(ctx, input.organizationId);
    if (!(await allReferenceItems(ctx, CHANNEL_TYPE, [input.channelTypeId]))) refuseField(labelsOf, 'channelTypeId');
    await checkLocation(ctx, input.locationId, input.locationVersion);
  },
};
