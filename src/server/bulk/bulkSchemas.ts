/**
 * TypeBox schemas of the bulk routes (issue 30 §1). The selection is one object with one of `items`,
 * `search` or `tasks` (bulkTargets.ts refuses none or several with -2): not a union of objects, whose
 * branches Ajv's removeAdditional would strip of each other's fields. A search's form accepts the
 * fields of every kind's search body; the kind's own fields are checked at resolution (-2 for another
 * kind's field), so the form is bounded as the list's own search is.
 */
import { KindGuard, Type, type TSchema } from '@sinclair/typebox';
import { BULK_ACTIONS, BULK_LIMITS } from '@/shared/bulk';
import { RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kindBasics';
import { belongsToEntity } from '@/shared/records/kindBasics';
import { REGISTERED_KINDS } from '../records/registry';
import { withOwnerFilter } from '../records/schemas';

const Int = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const KindName = Type.Union(RECORD_KIND_NAMES.map((k) => Type.Literal(k)));

export const BulkRecordRefSchema = Type.Object({ kind: KindName, id: Int, version: Int, rowVersion: Type.Optional(Int) }, { additionalProperties: false });

/** Each registered kind's search body as its list route takes it (with the owner filter of an owned kind). */
function searchBodyOf(kind: RecordKindName): TSchema | undefined {
  const registered = REGISTERED_KINDS[kind];
  if (!registered) return undefined;
  return belongsToEntity(kind) ? withOwnerFilter(registered.searchBody) : registered.searchBody;
}

/** The fields of `kind`'s own search form. */
const FORM_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  RECORD_KIND_NAMES.map((kind) => {
    const body = searchBodyOf(kind);
    return [kind, new Set(body && KindGuard.IsObject(body) ? Object.keys(body.properties) : [])];
  }),
);

export function formFieldsOf(kind: RecordKindName): ReadonlySet<string> {
  return FORM_FIELDS[kind] ?? new Set();
}

/** Every kind's form fields in one object (a field of the same name has the same schema in every form). */
function mergedForm(): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const kind of RECORD_KIND_NAMES) {
    const body = searchBodyOf(kind);
    if (body && KindGuard.IsObject(body)) for (const [key, schema] of Object.entries(body.properties)) properties[key] ??= schema;
  }
  return Type.Object(properties, { additionalProperties: false, description: "The list's search form (the kind's search body)" });
}

const Refs = Type.Array(BulkRecordRefSchema, { maxItems: BULK_LIMITS.maxRecords });

export const BulkTargetsSchema = Type.Object(
  {
    items: Type.Optional(Type.Array(BulkRecordRefSchema, { maxItems: BULK_LIMITS.maxRecords, description: 'Records ticked one by one (or a page)' })),
    search: Type.Optional(
      Type.Object({ kind: KindName, form: mergedForm() }, { additionalProperties: false, description: "A list's whole search ('select all N matching')" }),
    ),
    tasks: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.String({ maxLength: 100 })), kinds: Type.Optional(Type.Array(KindName, { maxItems: RECORD_KIND_NAMES.length })) },
        { additionalProperties: false, description: "Tarefas' whole filter" },
      ),
    ),
    except: Type.Optional(Refs),
  },
  { additionalProperties: false, description: 'Exactly one of items, search or tasks; except: records of the search left out' },
);

export const BulkActionBody = Type.Object(
  {
    action: Type.Union(BULK_ACTIONS.map((a) => Type.Literal(a))),
    targets: BulkTargetsSchema,
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    refusalTypeId: Type.Optional(Int),
    publishAt: Type.Optional(Type.String({ maxLength: 40, description: 'schedule: ISO 8601 instant with an offset' })),
    continueOnDuplicate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const BulkPreviewBody = Type.Object({ targets: BulkTargetsSchema }, { additionalProperties: false });

export const BulkExportBody = Type.Object({ targets: BulkTargetsSchema, format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]) }, { additionalProperties: false });

export const BulkJobParams = Type.Object({ jobId: Int });

export const BulkPreviewSchema = Type.Object(
  { total: Type.Integer(), actions: Type.Object(Object.fromEntries(BULK_ACTIONS.map((a) => [a, Type.Integer()]))) },
  { additionalProperties: false },
);

const BulkStatusFields = {
  jobId: Type.Integer(),
  action: Type.String(),
  state: Type.Union([Type.Literal('running'), Type.Literal('finished'), Type.Literal('failed')]),
  total: Type.Integer(),
  done: Type.Integer(),
  refused: Type.Integer(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
};

export const BulkJobDetailSchema = Type.Object(
  {
    ...BulkStatusFields,
    results: Type.Array(
      Type.Object(
        {
          kind: Type.String(),
          id: Type.Integer(),
          version: Type.Integer(),
          code: Type.String(),
          name: Type.String(),
          outcome: Type.Union([Type.Literal('done'), Type.Literal('refused'), Type.Literal('pending')]),
          error: Type.Union([Type.Object({ code: Type.Integer(), pt: Type.String(), en: Type.String() }, { additionalProperties: false }), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
