/**
 * Lists: the kind's search form applied in SQL (filters, sort, paging) — SPEC §3.1 and §9. Text
 * filters are accent- and case-insensitive and served by trigram indexes.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { LIMITS } from '@/shared/limits';
import { PENDING_STATES } from '@/shared/recordStates';
import type { RecordListItem, TableData, TaskItem } from '@/shared/records/contract';
import { permissionsFor } from '@/shared/records/kinds';
import type { Database, RecordVersion } from '../db/schema';
import { readsInParallel } from '../db/parallelReads';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { broadTotal, countMatches, plannedMatches, type ListTotal } from './listTotal';
import { organizationsWithPermission } from './organizationTree';
import { readableCondition, unpublishedScope } from './recordAccess';
import { containsCaseInsensitive, containsText } from './textMatch';
import { versionHeader } from './versionHeader';

export const MAX_PAGE_SIZE = 100;

export interface Paging {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

type Query = SelectQueryBuilder<Database, 'record_version', RecordVersion>;

function page(paging: Paging) {
  const pageSize = Math.min(Math.max(paging.pageSize ?? LIMITS.defaultPageSize, 1), MAX_PAGE_SIZE);
  const pageNumber = Math.max(paging.pageNumber ?? LIMITS.firstPage, 1);
  return { pageSize, pageNumber, offset: (pageNumber - 1) * pageSize };
}

interface SortTerm {
  column: string;
  direction: 'asc' | 'desc';
}

/** The form's sort ('Code', 'Name desc', …) then id and version: a stable tie-break keeps pages from overlapping. */
function sortTerms(def: ServerKindDefinition, sortBy: string | undefined): SortTerm[] {
  const [key, direction] = (sortBy ?? '').trim().split(/\s+/);
  const column = key ? def.sortColumns[key] : undefined;
  const terms: SortTerm[] = column ? [{ column, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' }] : [];
  return [...terms, { column: 'id', direction: 'asc' }, { column: 'version', direction: 'asc' }];
}

/** A page's row: the version and its parent's name (same kind), read in the page's statement. */
type PageRow = RecordVersion & { parent_name: string | null };

function toItems(def: ServerKindDefinition, rows: PageRow[]): RecordListItem[] {
  return rows.map((r) => ({
    ...versionHeader(def, r),
    parentName: r.parent_id === null ? null : r.parent_name,
    changedAt: (r.changed_at ?? r.created_at).toISOString(),
    extra: def.listExtra(r),
  }));
}

/** A page's rows in sort order; the parent's name joined once the page is cut, not for every row skipped on the way to it. */
async function pageRows(ctx: EngineContext, def: ServerKindDefinition, query: Query, terms: SortTerm[], offset: number, limit: number): Promise<PageRow[]> {
  let cut = query.limit(limit).offset(offset);
  for (const t of terms) cut = cut.orderBy(sql.ref(t.column), t.direction);
  const rows = await sql<PageRow>`
    SELECT p.*, parent.name AS parent_name FROM (${cut}) p
    LEFT JOIN record_version parent ON ${sql.lit(def.hasParentOfSameKind)} AND parent.kind = p.kind AND parent.id = p.parent_id AND parent.version = p.parent_version
    ORDER BY ${sql.join(terms.map((t) => sql`p.${sql.ref(t.column)} ${sql.raw(t.direction)}`))}`.execute(ctx.db);
  return rows.rows;
}

/**
 * One page of a list and its total, without a second pass over a broad match (issue 8 §1). The
 * page is read with one look-ahead row: without it the page is the last and the total exact
 * (offset + rows). With it the total comes from the planner's estimate of the matches
 * (listTotal.ts), counted exactly only when that estimate is small. On a PostgreSQL pool the
 * estimate is asked on another connection while the page is read, so the list costs about its page.
 * A page asked past the end (an estimate was high) answers the real last page.
 */
async function pageOf(ctx: EngineContext, def: ServerKindDefinition, query: Query, paging: Paging): Promise<TableData<RecordListItem>> {
  const { pageSize, pageNumber, offset } = page(paging);
  const terms = sortTerms(def, paging.sortBy);
  const early = readsInParallel(ctx.db) ? plannedMatches(ctx.db, query) : null;
  // Awaited below only when the page is not the last; a failure then is the list's failure.
  early?.catch(() => undefined);
  const rows = await pageRows(ctx, def, query, terms, offset, pageSize + 1);
  if (rows.length > pageSize) {
    const total = await broadTotal(ctx.db, query, offset + pageSize + 1, early ?? plannedMatches(ctx.db, query));
    return answer(def, rows.slice(0, pageSize), pageNumber, pageSize, total);
  }
  if (rows.length > 0 || offset === 0) return answer(def, rows, pageNumber, pageSize, { total: offset + rows.length });
  const total = await countMatches(ctx.db, query, null);
  const last = Math.max(Math.ceil(total / pageSize), LIMITS.firstPage);
  const lastRows = total === 0 ? [] : await pageRows(ctx, def, query, terms, (last - 1) * pageSize, pageSize);
  return answer(def, lastRows, last, pageSize, { total });
}

function answer(def: ServerKindDefinition, rows: PageRow[], pageNumber: number, pageSize: number, total: ListTotal): TableData<RecordListItem> {
  // A lower bound means "more than total": one more page exists beyond what it covers.
  const pageCount = Math.ceil((total.totalIsLowerBound ? total.total + 1 : total.total) / pageSize);
  return { items: toItems(def, rows), pageCount, pageNumber, ...total };
}

function pagingOf(form: Record<string, unknown>): Paging {
  return { pageNumber: form.pageNumber as number | undefined, pageSize: form.pageSize as number | undefined, sortBy: form.sortBy as string | undefined };
}

/**
 * The kind's search form as a query of the matching versions. Without a state filter it keeps each
 * record's latest version the caller may read. Non-published versions count only inside the
 * caller's read scope (recordAccess.ts), in SQL so that totals and pages are right; guests and
 * permission-less users see published versions only.
 */
async function matchingVersions(ctx: EngineContext, def: ServerKindDefinition, form: Record<string, unknown>): Promise<Query> {
  let query = ctx.db.selectFrom('record_version').selectAll().where('kind', '=', def.meta.objectKind) as Query;
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
  return pageOf(ctx, def, await matchingVersions(ctx, def, form), pagingOf(form));
}

/**
 * The page of searchRecords alone, without its total: what a list costs at the least. The
 * benchmark's yardstick for the total's price; not served by any route.
 */
export async function searchPageOnly(ctx: EngineContext, def: ServerKindDefinition, form: Record<string, unknown>): Promise<RecordListItem[]> {
  const paging = pagingOf(form);
  const { pageSize, offset } = page(paging);
  return toItems(def, await pageRows(ctx, def, await matchingVersions(ctx, def, form), sortTerms(def, paging.sortBy), offset, pageSize));
}

/** Records waiting for a reviewer (submitted) inside the scope of the caller's approve permission. */
export async function searchTasks(
  ctx: EngineContext,
  def: ServerKindDefinition,
  filter: { name?: string; pageNumber?: number; pageSize?: number; sortBy?: string },
): Promise<TableData<TaskItem>> {
  const empty = { items: [], total: 0, pageCount: 0, pageNumber: LIMITS.firstPage };
  if (ctx.caller.isGuest) return empty;
  const organizations = await organizationsWithPermission(ctx.db, ctx.caller.profiles, permissionsFor(def.meta.name, 'approve'));
  if (organizations !== 'all' && organizations.length === 0) return empty;
  let query = ctx.db
    .selectFrom('record_version')
    .selectAll()
    .where('kind', '=', def.meta.objectKind)
    .where('state', 'in', [...PENDING_STATES]) as Query;
  if (organizations !== 'all') query = query.where('organization_id', 'in', organizations);
  const name = filter.name?.trim();
  if (name) query = query.where((eb) => eb.or([containsText(eb.ref('name'), name), containsCaseInsensitive(eb.ref('code'), name)]));
  const result = await pageOf(ctx, def, query, { ...filter, sortBy: filter.sortBy || 'Code' });
  if (result.items.length === 0) return { ...result, items: [] };
  const submissions = await ctx.db
    .selectFrom('record_action')
    .select(['record_id', 'version', 'username', 'at'])
    .where('kind', '=', def.meta.objectKind)
    .where('action', 'in', ['submitForApproval', 'submitForPublication'])
    .where((eb) => eb.or(result.items.map((i) => eb.and([eb('record_id', '=', i.id), eb('version', '=', i.version)]))))
    .orderBy('at', 'desc')
    .execute();
  return {
    ...result,
    items: result.items.map((item) => {
      const last = submissions.find((s) => s.record_id === item.id && s.version === item.version);
      return { ...item, submittedBy: last?.username ?? null, submittedAt: last ? last.at.toISOString() : null };
    }),
  };
}
