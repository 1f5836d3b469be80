/**
 * Lists: the kind's search form applied in SQL (filters, sort, paging) — SPEC §3.1 and §9. Text
 * filters are accent- and case-insensitive and served by trigram indexes.
 */
import { sql } from 'kysely';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { belongsToEntity } from '@/shared/records/kindBasics';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { kindList, pageItems, pageOf, type Paging, type VersionQuery } from './listPage';
import { readableCondition, unpublishedScope } from './recordAccess';

/**
 * The page field of a kind's search form as the shared form declares it (SPEC §3.1: `pageNumber`, but
 * `pageIndex` for the location search); `pageNumber` for a kind without a shared form.
 */
export function pageFieldOf(def: ServerKindDefinition): string {
  const form: object | undefined = (INITIAL_SEARCH_FORMS as Readonly<Record<string, object>>)[def.meta.name];
  return form !== undefined && 'pageIndex' in form ? 'pageIndex' : 'pageNumber';
}

function pagingOf(def: ServerKindDefinition, form: Record<string, unknown>): Paging {
  return { pageNumber: form[pageFieldOf(def)] as number | undefined, pageSize: form.pageSize as number | undefined, sortBy: form.sortBy as string | undefined };
}

/** The search-form field that narrows a list to the records of one owning organisation (OWNER_FILTER_FIELDS). */
export const OWNER_FILTER = 'organizationId';

/**
 * The owning organisation a list is narrowed to, for the kinds whose records belong to an entity (their
 * organization_id is the owner: services, documents, heritage …): the entity detail lists each one's
 * records so. Not for entities, whose organization_id is the entity itself (a list of one): there the
 * field is not part of the search body and is never read.
 */
function ownerFilter(def: ServerKindDefinition, form: Record<string, unknown>): number | null {
  const value = form[OWNER_FILTER];
  return belongsToEntity(def.meta.name) && typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/**
 * The kind's search form as a query of the matching versions. Without a state filter it keeps each
 * record's latest version the caller may read. Non-published versions count only inside the
 * caller's read scope (recordAccess.ts), in SQL so that totals and pages are right; guests and
 * permission-less users see published versions only.
 */
export async function matchingVersions(ctx: EngineContext, def: ServerKindDefinition, form: Record<string, unknown>): Promise<VersionQuery> {
  let query = ctx.db.selectFrom('record_version').selectAll().where('kind', '=', def.meta.objectKind) as VersionQuery;
  const owner = ownerFilter(def, form);
  // Served by the (kind, organization_id) index.
  if (owner !== null) query = query.where('organization_id', '=', owner);
  query = query.where((eb) =>
    eb.and(
      def.filters.flatMap((f) => {
        const value = form[f.field];
        const condition = value === undefined || value === null ? null : f.where(eb, value);
        return condition ? [condition] : [];
      }),
    ),
  );
  const scope = await unpublishedScope(ctx, def);
  const requested = Array.isArray(form[def.stateField]) ? (form[def.stateField] as unknown[]).map(Number).filter(Number.isInteger) : [];
  query = query.where(readableCondition(scope, 'record_version'));
  if (requested.length > 0) return query.where('state', 'in', requested);
  // The latest version the caller may read: no newer readable version exists (an anti-join).
  return query.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('record_version as newer')
          .select(sql<number>`1`.as('one'))
          .whereRef('newer.kind', '=', 'record_version.kind')
          .whereRef('newer.id', '=', 'record_version.id')
          .whereRef('newer.version', '>', 'record_version.version')
          .where(readableCondition(scope, 'newer')),
      ),
    ),
  );
}

/** The kind's list: a page of the search form's matches and their total. */
export async function searchRecords(ctx: EngineContext, def: ServerKindDefinition, form: Record<string, unknown>): Promise<TableData<RecordListItem>> {
  return pageOf(ctx, kindList(def), await matchingVersions(ctx, def, form), pagingOf(def, form));
}

/**
 * The page of searchRecords alone, without its total: what a list costs at the least. The
 * benchmark's yardstick for the total's price; not served by any route.
 */
export async function searchPageOnly(ctx: EngineContext, def: ServerKindDefinition, form: Record<string, unknown>): Promise<RecordListItem[]> {
  return pageItems(ctx, kindList(def), await matchingVersions(ctx, def, form), pagingOf(def, form));
}
