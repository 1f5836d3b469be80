/** TypeBox schemas of the record engine's routes. */
import { KindGuard, Type, type TInteger, type TOptional, type TSchema } from '@sinclair/typebox';
import { RecordAction, RecordState } from '@/shared/recordStates';
import { RECORD_KIND_NAMES } from '@/shared/records/kinds';
import { LIMITS } from '@/shared/limits';

export const RecordParams = Type.Object({ id: Type.Integer({ minimum: 1 }), version: Type.Integer({ minimum: 1 }) });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ActionParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  version: Type.Integer({ minimum: 1 }),
  action: Type.Union(Object.values(RecordAction).map((a) => Type.Literal(a))),
});

export const SaveBody = Type.Object(
  {
    input: Type.Object({}, { additionalProperties: true, description: "The kind's fields; checked by the kind's shared schema" }),
    rowVersion: Type.Optional(Type.Integer({ minimum: 1 })),
    continueOnDuplicate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ActionBody = Type.Object(
  {
    rowVersion: Type.Integer({ minimum: 1 }),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    /** A return's refusal type (issue 29 §10): an active one of the settings. */
    refusalTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    endDate: Type.Optional(Type.String({ maxLength: 10 })),
    continueOnDuplicate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ChangeLogQuery = Type.Object({
  againstPublished: Type.Optional(Type.Boolean()),
  // As the comparison (compare/compareRoute.ts): the words of the values follow the SPA's interface language.
  language: Type.Optional(Type.Union([Type.Literal('pt'), Type.Literal('en')])),
});

/** A search form's paging fields, its page under the form's own name (SPEC §3.1: `pageIndex` for locations; recordSearch.ts pageFieldOf). */
export function pagingFields<P extends string>(pageField: P) {
  return {
    ...({ [pageField]: Type.Optional(Type.Integer({ minimum: 1 })) } as Record<P, TOptional<TInteger>>),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize })),
    sortBy: Type.Optional(Type.String({ maxLength: 50 })),
  };
}

export const PagingFields = pagingFields('pageNumber');

/**
 * The engine's own field of every search form of a kind owned by an entity (recordSearch.ts
 * OWNER_FILTER): the records of that organisation only. routes.ts adds it to the kind's search body.
 */
export const OWNER_FILTER_FIELDS = {
  organizationId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the records this organisation (entity id) owns' })),
};

/** A kind's search body with the engine's owner filter (an object schema; any other is left as it is). */
export function withOwnerFilter(searchBody: TSchema): TSchema {
  if (!KindGuard.IsObject(searchBody)) return searchBody;
  return Type.Object({ ...searchBody.properties, ...OWNER_FILTER_FIELDS }, { additionalProperties: searchBody.additionalProperties ?? false });
}

const RECORD_STATE_VALUES = Object.values(RecordState).filter((v): v is number => typeof v === 'number');
const text = Type.Optional(Type.String({ maxLength: 100 }));
/** Ids are int columns: beyond 2^31-1 a value could never match and the database would refuse the cast. */
const ids = Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 100 }));
/** Record states (SPEC §4: 1…9) are a smallint column: anything else is refused by the schema (-2), never cast. */
const stateIds = Type.Optional(Type.Array(Type.Integer({ minimum: Math.min(...RECORD_STATE_VALUES), maximum: Math.max(...RECORD_STATE_VALUES) }), { maxItems: 100 }));

/**
 * The entity search form of SPEC §3.1. Without the engine's owner filter (OWNER_FILTER_FIELDS): an
 * entity's organization_id is the entity itself, so "the entities this organisation owns" would be a
 * list of one; the sub-entities of an entity are its children (parent_id), not its owned records.
 */
export const EntitySearchBody = Type.Object(
  {
    ...PagingFields,
    organizationTypeIds: ids,
    abreviation: text,
    parentOrganization: text,
    recordStateTypeIds: stateIds,
    name: text,
    code: text,
    // One type list, not anyOf: Fastify's type coercion would turn null into false (or false into
    // null) in the first branch of a union; with a list it coerces only what matches neither.
    active: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  },
  { additionalProperties: false },
);

/** The service search form of SPEC §3.1 (ServiceSearchForm); `serviceTypeIds` are service areas. */
export const ServiceSearchBody = Type.Object(
  {
    ...PagingFields,
    code: text,
    serviceTypeIds: ids,
    serviceCategoryIds: ids,
    serviceSubCategoryIds: ids,
    businessEventIds: ids,
    lifeEventIds: ids,
    abreviation: text,
    name: text,
    organization: text,
    recordStateIds: stateIds,
    // As the entity form's: one type list, so that Fastify keeps null and false apart.
    active: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  },
  { additionalProperties: false },
);

/** The document search form of SPEC §3.1 (`organization`: text against the owning entity's name, abbreviation or code). */
export const DocumentSearchBody = Type.Object(
  {
    ...PagingFields,
    code: text,
    documentTypeIds: ids,
    abreviation: text,
    name: text,
    recordStateIds: stateIds,
    active: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
    organization: text,
  },
  { additionalProperties: false },
);

/** The point-of-care search form of SPEC §3.1 (`organizationHost`: the host entity; `organization`: an entity owning one of its services). */
export const PointOfCareSearchBody = Type.Object(
  {
    ...PagingFields,
    code: text,
    channelTypeIds: ids,
    abreviation: text,
    name: text,
    organization: text,
    organizationHost: text,
    recordStateIds: stateIds,
    active: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  },
  { additionalProperties: false },
);

/** A single optional id of a form that may be cleared (null), as the location form's selects are. */
const optionalId = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 }));

/** The location (heritage) search form of SPEC §3.1: its page is `pageIndex`, its default sort 'Code desc'. */
export const LocationSearchBody = Type.Object(
  {
    ...pagingFields('pageIndex'),
    code: text,
    locationTypeId: optionalId,
    abreviation: text,
    location: text,
    recordStateIds: stateIds,
    address: text,
    islandId: optionalId,
    countyId: optionalId,
    parishId: optionalId,
    zipCode: text,
    active: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
  },
  { additionalProperties: false },
);

export const TaskSearchBody = Type.Object(
  { ...PagingFields, name: text, kinds: Type.Optional(Type.Array(Type.Union(RECORD_KIND_NAMES.map((k) => Type.Literal(k))), { maxItems: RECORD_KIND_NAMES.length })) },
  { additionalProperties: false },
);

/** ChangeLogLine (src/shared/records/versionDiff.ts): ChangeLogEntry with the field as the compare dialog shows it. */
export const ChangeLogEntrySchema = Type.Object(
  {
    field: Type.String(),
    before: Type.String(),
    after: Type.String(),
    text: Type.String({ description: "SPEC §3: 'Field: old != new'" }),
    diff: Type.Unknown({ description: 'The changed field as GET …/compare words it (FieldDiff, src/shared/records/versionDiff.ts)' }),
  },
  { additionalProperties: false },
);

export const SavedRecordSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  state: Type.Integer(),
  deleted: Type.Optional(Type.Literal(true)),
  undoToken: Type.Optional(Type.String({ description: 'The action can be undone with POST /api/undo/{token} for a short while (issue 30 §4)' })),
});

/** DuplicateWarningData (src/shared/records/contract.ts): the data of a duplicate warning. */
export const DuplicateWarningSchema = Type.Object(
  {
    similar: Type.Array(
      Type.Union([
        Type.Object({ id: Type.Integer(), version: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
        Type.Object(
          { elsewhere: Type.Literal(true, { description: 'A similar record the caller may not read: neither named nor identified' }) },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false },
);

/** What a write answers: the saved version (a deleted one says so: `deleted`), or a duplicate warning's records; null is kept for older answers. */
export const WriteResult = Type.Union([SavedRecordSchema, DuplicateWarningSchema, Type.Null()]);
export const AnyData = Type.Unknown({ description: 'See src/shared/records/contract.ts' });
