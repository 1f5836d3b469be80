/**
 * The home search (SPEC §2.1, issue 11): one statement over every registered kind the visitor may
 * see — guests only the guest kinds (KIND_BASICS.guest), and published versions only; staff each
 * record's latest version they may read, as in the kinds' own lists. Every text filter ignores
 * accents and case, codes and abbreviations too. Sorted and paged in SQL like the tasks (listPage.ts).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { HomeSearchRequest } from '@/shared/homeSearch';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { KIND_BASICS } from '@/shared/records/kindBasics';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { pageOf, type ListShape, type VersionQuery } from '../records/listPage';
import { readableCondition, unpublishedScope } from '../records/recordAccess';
import { containsText } from '../records/textMatch';

/** The sort keys of the results: the header columns every kind has, and the kind. */
const HOME_SORT_COLUMNS: Readonly<Record<string, string>> = { Code: 'code', Name: 'name', Abbreviation: 'abbreviation', State: 'state', Kind: 'kind' };

/** The kinds this visitor searches: one when asked for, never one guests may not see. */
export function searchedKinds(defs: readonly ServerKindDefinition[], isGuest: boolean, objectKind: number | null): ServerKindDefinition[] {
  return defs.filter((def) => (!isGuest || KIND_BASICS[def.meta.name].guest) && (objectKind === null || def.meta.objectKind === objectKind));
}

/** Each record's latest version the caller may read, of one kind: no newer readable version exists. */
async function readableLatest(ctx: EngineContext, def: ServerKindDefinition): Promise<Expression<SqlBool>> {
  const scope = await unpublishedScope(ctx, def);
  return sql<SqlBool>`(record_version.kind = ${def.meta.objectKind} AND ${readableCondition(scope, 'record_version')} AND NOT EXISTS (
    SELECT 1 FROM record_version newer WHERE newer.kind = record_version.kind AND newer.id = record_version.id
      AND newer.version > record_version.version AND ${readableCondition(scope, 'newer')}))`;
}

export async function searchHome(ctx: EngineContext, defs: readonly ServerKindDefinition[], request: HomeSearchRequest): Promise<TableData<RecordListItem>> {
  const kinds = searchedKinds(defs, ctx.caller.isGuest, request.objectKind);
  if (kinds.length === 0) return { items: [], total: 0, pageCount: 0, pageNumber: 1 };
  const readable = await Promise.all(kinds.map((def) => readableLatest(ctx, def)));
  let query = ctx.db
    .selectFrom('record_version')
    .selectAll()
    .where(sql<SqlBool>`(${sql.join(readable, sql` OR `)})`) as VersionQuery;
  const name = request.name.trim();
  if (name) query = query.where(containsText(sql.ref('record_version.name'), name));
  const code = request.code.trim();
  if (code) query = query.where(sql<SqlBool>`(${containsText(sql.ref('record_version.code'), code)} OR ${containsText(sql.ref('record_version.abbreviation'), code)})`);
  const organization = request.organization.trim();
  if (organization) {
    // The entity by its name, abbreviation or code (any of its versions); an entity matches itself, the other kinds their owner.
    query = query.where(
      'record_version.organization_id',
      'in',
      ctx.db
        .selectFrom('record_version as o')
        .select('o.id')
        .where('o.kind', '=', ObjectKind.Entity)
        .where(
          sql<SqlBool>`(${containsText(sql.ref('o.name'), organization)} OR ${containsText(sql.ref('o.abbreviation'), organization)} OR ${containsText(sql.ref('o.code'), organization)})`,
        ),
    );
  }
  const shape: ListShape = { defs: kinds, sortColumns: HOME_SORT_COLUMNS };
  return pageOf(ctx, shape, query, { pageNumber: request.pageNumber, pageSize: request.pageSize, sortBy: request.sortBy || 'Code' });
}
