/**
 * The heritage (location) kind as the engine sees it (SPEC §2.5, §3 Location, §3.1 location search,
 * §5): managed by an entity (`organizationId`, any published entity; our decision, docs/decisions.md),
 * whose subtree scopes the heritage permissions 21–23; placed in an island, a county of that island and
 * a parish of that county (the seeded Azores divisions); with optional coordinates the records' map reads.
 */
import { sql, type RawBuilder } from 'kysely';
import { DivisionType, ObjectKind } from '@/shared/enums';
import { ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { emptyLocation, LOCATION_FIELD_LABELS, locationSchema, type LocationInput } from '@/shared/records/location';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import { LOCATION_COMPARE } from './compare/kindPresenters';
import { type KindFilter, type ServerKindDefinition, HEADER_SORT_COLUMNS } from './kindDefinition';
import { refuseField } from './referenceChecks';
import { containsCaseInsensitive, containsText } from './textMatch';

const labelsOf = { meta: RECORD_KINDS.location, labels: LOCATION_FIELD_LABELS };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * A field of `data` as the expression the partial indexes of 2026_11_27_301 are built on: the
 * filters must use exactly these, or the planner cannot match them to the indexes.
 */
export const LOCATION_DATA_ID = (field: 'locationType' | 'islandId' | 'countyId' | 'parishId'): RawBuilder<number> => sql<number>`((data->>${sql.lit(field)})::int)`;
export const LOCATION_DATA_TEXT = (field: 'address' | 'zipCode'): RawBuilder<string> => sql<string>`(data->>${sql.lit(field)})`;

/** One id of the form (a select, cleared as null) against an id of `data`. */
function dataIdFilter(field: string, dataField: Parameters<typeof LOCATION_DATA_ID>[0]): KindFilter {
  return { field, where: (_eb, v) => (typeof v === 'number' && Number.isInteger(v) ? sql<boolean>`${LOCATION_DATA_ID(dataField)} = ${v}` : null) };
}

/** SPEC §3.1 location search (its page is `pageIndex`, read generically: recordSearch.ts pageFieldOf). */
const filters: readonly KindFilter[] = [
  { field: 'code', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('code'), text(v) as string) : null) },
  { field: 'abreviation', where: (_eb, v) => (text(v) ? containsCaseInsensitive(sql.ref('abbreviation'), text(v) as string) : null) },
  // The form's "location" is the record's designation (its name).
  { field: 'location', where: (_eb, v) => (text(v) ? containsText(sql.ref('name'), text(v) as string) : null) },
  dataIdFilter('locationTypeId', 'locationType'),
  { field: 'address', where: (_eb, v) => (text(v) ? containsText(LOCATION_DATA_TEXT('address'), text(v) as string) : null) },
  dataIdFilter('islandId', 'islandId'),
  dataIdFilter('countyId', 'countyId'),
  dataIdFilter('parishId', 'parishId'),
  // Part of a postal code ('9500', '9500-0'): the digits as typed.
  { field: 'zipCode', where: (_eb, v) => (text(v) ? containsCaseInsensitive(LOCATION_DATA_TEXT('zipCode'), text(v) as string) : null) },
  { field: 'active', where: (eb, v) => (typeof v === 'boolean' ? eb('active', '=', v) : null) },
];

/** Why a division does not fit the one above it (both languages). */
const NOT_INSIDE: Readonly<Record<'countyId' | 'parishId', CatalogueEntry>> = {
  countyId: { pt: 'não pertence à ilha escolhida', en: 'does not lie in the chosen island' },
  parishId: { pt: 'não pertence ao concelho escolhido', en: 'does not lie in the chosen municipality' },
};
/** A lower level chosen without the one above it: the cascade needs it. */
const NEEDED_BY_NEXT: CatalogueEntry = { pt: 'é obrigatório quando se escolhe o nível seguinte', en: 'is required when the next level is chosen' };

function refuse(field: keyof LocationInput, why: CatalogueEntry): never {
  const label = LOCATION_FIELD_LABELS[field];
  throw new AppError(ErrorCode.LocationInvalid, { detail: { pt: `${label.pt}: ${why.pt}`, en: `${label.en}: ${why.en}` } });
}

/** The managing entity exists (-202 naming it) and has a published version (-13: SPEC §5 "the parent entity must be published"). */
async function checkManagingEntity(ctx: EngineContext, organizationId: number | null): Promise<void> {
  if (organizationId === null) refuseField(labelsOf, 'organizationId');
  const versions = await ctx.db.selectFrom('record_version').select('state').where('kind', '=', ObjectKind.Entity).where('id', '=', organizationId).execute();
  if (versions.length === 0) refuseField(labelsOf, 'organizationId');
  if (!versions.some((v) => v.state === RecordState.Published)) throw new AppError(ErrorCode.ParentNotPublished, { detail: LOCATION_FIELD_LABELS.organizationId });
}

/**
 * Island, county and parish: each an Azores division of its own level (-202 naming the field), the
 * county inside the island and the parish inside the county; a level chosen without the one above it
 * is refused naming the missing one.
 */
async function checkDivisions(ctx: EngineContext, input: LocationInput): Promise<void> {
  const levels = [
    ['islandId', DivisionType.Island],
    ['countyId', DivisionType.County],
    ['parishId', DivisionType.Parish],
  ] as const;
  const ids = levels.map(([field]) => input[field]).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  const rows = await ctx.db.selectFrom('division').select(['id', 'type', 'parent_id']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  let above: number | null = null;
  for (const [i, [field, type]] of levels.entries()) {
    const id = input[field];
    if (id !== null) {
      const division = byId.get(id);
      if (!division || division.type !== type) refuseField(labelsOf, field);
      const upper = levels[i - 1];
      if (upper) {
        if (above === null) refuse(upper[0], NEEDED_BY_NEXT);
        if (division.parent_id !== above) refuse(field, NOT_INSIDE[field as 'countyId' | 'parishId']);
      }
    }
    above = id;
  }
}

export const locationKind: ServerKindDefinition<LocationInput> = {
  meta: RECORD_KINDS.location,
  schema: locationSchema,
  labels: LOCATION_FIELD_LABELS,
  comparePresenters: LOCATION_COMPARE,
  emptyInput: emptyLocation,
  hasParentOfSameKind: false,
  // The managing entity's subtree decides, for a new record and a saved one alike.
  owningOrganization: (input) => input.organizationId,
  organizationOf: (row) => numberOrNull(row.data.organizationId),
  stateField: 'recordStateIds',
  filters,
  // 'Code desc', the form's default, is the Code column descending (listPage.ts sortTerms).
  sortColumns: HEADER_SORT_COLUMNS,
  listExtra: (row) => ({
    locationTypeId: numberOrNull(row.data.locationType),
    organizationId: row.organization_id,
    address: textOf(row.data.address),
    zipCode: textOf(row.data.zipCode),
    islandId: numberOrNull(row.data.islandId),
    countyId: numberOrNull(row.data.countyId),
    parishId: numberOrNull(row.data.parishId),
    latitude: textOf(row.data.latitude),
    longitude: textOf(row.data.longitude),
  }),
  mapCoordinates: { latitude: 'latitude', longitude: 'longitude' },

  async validate(ctx, input) {
    await checkManagingEntity(ctx, input.organizationId);
    await checkDivisions(ctx, input);
  },
};
