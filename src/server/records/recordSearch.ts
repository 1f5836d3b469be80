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
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { countMatches, estimatedTotal, plannedMatches, type ListTotal } from './listTotal';
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
 * One page of a list and its total, the filter run once (issue 8 §1). The planner's estimate of the
 * matches (one planning, nothing executed: listTotal.ts) comes first and chooses the statement:
 * - a small estimate: one statement reads the matching keys up to LIMITS.exactTotalUpTo in sort
 *   order, counts them and cuts the page from them (countedPage), an exact total below the cap;
 * - a large one: the page with one look-ahead row, which stops early on a broad match; without that
 *   row the page is the last and the total exact, otherwise the estimate is the total.
 * A page asked past the end (an estimate was high) answers the real last page.
 */
async function pageOf(ctx: EngineContext, def: ServerKindDefinition, query: Query, paging: Paging): Promise<TableData<RecordListItem>> {
  const { pageSize, pageNumber, offset } = page(paging);
  const terms = sortTerms(def, paging.sortBy);
  const planned = await plannedMatches(ctx.db, query);
  if (planned <= LIMITS.exactTotalUpTo) return countedPage(ctx, def, query, terms, paging);
  const rows = await pageRows(ctx, def, query, terms, offset, pageSize + 1);
  if (rows.length > pageSize) return answer(def, rows.slice(0, pageSize), pageNumber, pageSize, estimatedTotal(planned, offset + pageSize + 1));
  if (rows.length > 0 || offset === 0) return answer(def, rows, pageNumber, pageSize, { total: offset + rows.length });
  return lastPage(ctx, def, query, terms, pageSize, await countMatches(ctx.db, query));
}

/** The real last page of a list of `total` matches, for a page asked past its end. */
async function lastPage(ctx: EngineContext, def: ServerKindDefinition, query: Query, terms: SortTerm[], pageSize: number, total: number) {
  const last = Math.max(Math.ceil(total / pageSize), LIMITS.firstPage);
  const rows = total === 0 ? [] : await pageRows(ctx, def, query, terms, (last - 1) * pageSize, pageSize);
  return answer(def, rows, last, pageSize, { total });
}

/**
 * A list the planner thinks small, in one statement: the filter runs once, over the keys in sort
 * order, stopping one row past LIMITS.exactTotalUpTo (or past the requested page when it lies
 * deeper). The total is the count of those keys, exact below the cap, otherwise a lower bound (the
 * planner guessed too low), and the page is cut from the same keys with an explicit ORDER BY (a
 * bounded top-N sort of small rows: a CTE's row order is not something SQL promises); only the
 * page's rows are joined to their versions.
 */
async function countedPage(ctx: EngineContext, def: ServerKindDefinition, query: Query, terms: SortTerm[], paging: Paging): Promise<TableData<RecordListItem>> {
  const { pageSize, pageNumber, offset } = page(paging);
  const cap = Math.max(LIMITS.exactTotalUpTo, offset + pageSize) + 1;
  const sortColumns = [...new Set(terms.map((t) => t.column))];
  let keys = query.clearSelect().select(sortColumns.map((c) => sql.ref(c).as(c)));
  for (const t of terms) keys = keys.orderBy(sql.ref(t.column), t.direction);
  const order = (alias: string) => sql.join(terms.map((t) => sql`${sql.ref(`${alias}.${t.column}`)} ${sql.raw(t.direction)}`));
  const result = await sql<PageRow & { total: number }>`
    WITH matching AS (${keys.limit(cap)})
    SELECT t.total, rv.*, parent.name AS parent_name
    FROM (SELECT count(*)::int AS total FROM matching) t
    LEFT JOIN LATERAL (SELECT id, version FROM matching ORDER BY ${order('matching')} OFFSET ${offset} LIMIT ${pageSize}) m ON TRUE
    LEFT JOIN record_version rv ON rv.kind = ${def.meta.objectKind} AND rv.id = m.id AND rv.version = m.version
    LEFT JOIN record_version parent ON ${sql.lit(def.hasParentOfSameKind)} AND parent.kind = rv.kind AND parent.id = rv.parent_id AND parent.version = rv.parent_version
    ORDER BY ${order('rv')}`.execute(ctx.db);
  const counted = result.rows[0]?.total ?? 0;
  const rows = result.rows.filter((r) => r.id !== null);
  if (counted >= cap) return answer(def, rows, pageNumber, pageSize, { total: cap - 1, totalIsLowerBound: true });
  if (rows.length === 0 && offset > 0) return lastPage(ctx, def, query, terms, pageSize, counted);
  return answer(def, rows, pageNumber, pageSize, { total: counted });
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
