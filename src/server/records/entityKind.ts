/** The entity (organisation) kind as the engine sees it: columns, filters, sorting and its own rules. */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { CONTACT_TYPE_LABELS, ENTITY_FIELD_LABELS, emptyEntity, entitySchema, type EntityInput } from '@/shared/records/entity';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { AppError } from '../http/AppError';
import { ENTITY_COMPARE } from './compare/kindPresenters';
import { type ServerKindDefinition, HEADER_SORT_COLUMNS } from './kindDefinition';
import { countActiveUnder } from './recordRepository';
import { checkEntityReferences } from './referenceChecks';
import { containsCaseInsensitive, containsText } from './textMatch';

const organizationTypeOf = (row: { data: Record<string, unknown> }): number | null => {
  const value = row.data.organizationTypeId;
  return typeof value === 'number' ? value : null;
};

export const entityKind: ServerKindDefinition<EntityInput> = {
  meta: RECORD_KINDS.entity,
  schema: entitySchema,
  labels: ENTITY_FIELD_LABELS,
  comparePresenters: ENTITY_COMPARE,
  emptyInput: emptyEntity,
  hasParentOfSameKind: true,
  // A new entity is created under its parent, so the parent's subtree decides; an existing one is its own.
  owningOrganization: (input, existing) => existing?.id ?? input.parentId,
  organizationOf: (row) => row.id,
  linkFields: [{ field: 'contacts', type: 'contacts', contactType: 'website', label: CONTACT_TYPE_LABELS.website }],
  stateField: 'recordStateTypeIds',
  filters: [
    { field: 'code', where: (_eb, v) => (typeof v === 'string' && v.trim() ? containsCaseInsensitive(sql.ref('code'), v.trim()) : null) },
    { field: 'abreviation', where: (_eb, v) => (typeof v === 'string' && v.trim() ? containsCaseInsensitive(sql.ref('abbreviation'), v.trim()) : null) },
    { field: 'name', where: (_eb, v) => (typeof v === 'string' && v.trim() ? containsText(sql.ref('name'), v.trim()) : null) },
    {
      field: 'organizationTypeIds',
      where: (_eb, v) => (Array.isArray(v) && v.length > 0 ? sql<boolean>`((data->>'organizationTypeId')::int) = ANY(${v.map(Number)}::int[])` : null),
    },
    { field: 'active', where: (eb, v) => (typeof v === 'boolean' ? eb('active', '=', v) : null) },
    {
      field: 'parentOrganization',
      where: (eb, v) => {
        if (typeof v !== 'string' || !v.trim()) return null;
        const text = v.trim();
        return eb(
          'parent_id',
          'in',
          eb
            .selectFrom('record_version as p')
            .select('p.id')
            .where('p.kind', '=', ObjectKind.Entity)
            .where((pb) =>
              pb.or([containsText(sql.ref('p.name'), text), containsCaseInsensitive(sql.ref('p.abbreviation'), text), containsCaseInsensitive(sql.ref('p.code'), text)]),
            ),
        );
      },
    },
  ],
  sortColumns: HEADER_SORT_COLUMNS,
  listExtra: (row) => ({ organizationTypeId: organizationTypeOf(row), groupKind: row.data.groupKind ?? null }),

  async validate(ctx, input, previous) {
    const typeId = input.organizationTypeId;
    const typeExists = await ctx.db
      .selectFrom('reference_item')
      .select('id')
      .where('category', '=', 'organizationType')
      .where('id', '=', typeId ?? -1)
      .executeTakeFirst();
    if (!typeExists) throw new AppError(ErrorCode.EntityTypeNotFound);
    await checkEntityReferences(ctx, input);
    // SPEC §5: the entity type can only change when no services are tied to entities of that type.
    const previousType = previous ? organizationTypeOf(previous) : null;
    if (previous && previousType !== null && previousType !== typeId) {
      const tied = await sql<{ n: string }>`
        SELECT count(*) AS n FROM record_version s
        WHERE s.kind = ${ObjectKind.Service} AND s.organization_id IN (
          SELECT e.id FROM record_version e WHERE e.kind = ${ObjectKind.Entity} AND (e.data->>'organizationTypeId')::int = ${previousType})`.execute(ctx.db);
      if (Number(tied.rows[0]?.n ?? 0) > 0) throw new AppError(ErrorCode.EntityTypeInUse);
    }
  },

  async beforeExtinct(ctx, row) {
    if ((await countActiveUnder(ctx.db, ObjectKind.Entity, 'parent_id', row.id)) > 0) throw new AppError(ErrorCode.EntityActiveSubEntities);
    if ((await countActiveUnder(ctx.db, ObjectKind.Service, 'organization_id', row.id)) > 0) throw new AppError(ErrorCode.EntityActiveServices);
    if ((await countActiveUnder(ctx.db, ObjectKind.PointOfCare, 'organization_id', row.id)) > 0) throw new AppError(ErrorCode.EntityActivePointsOfCare);
  },
};
