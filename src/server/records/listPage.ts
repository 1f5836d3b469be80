/**
 * One page of a list and its total, for any list of record versions: a kind's list (one kind) or
 * the tasks (every kind the caller reviews). The filter runs once (issue 8 §1); each row is
 * answered with its own kind's header and list columns.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { LIMITS } from '@/shared/limits';
import { RecordState } from '@/shared/recordState';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { belongsToEntity, OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { Database, RecordVersion } from '../db/schema';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { cappedTotal, countCap, countMatches, plannedMatches, type ListTotal } from './listTotal';
import { toScheduledPublication } from '../scheduling/scheduleRepository';
import { versionHeader } from './versionHeader';

/** The object kind of the entities that own records. */
const KIND_OBJECT_OWNER = RECORD_KINDS[OWNER_KIND].objectKind;

export interface Paging {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

export type VersionQuery = SelectQueryBuilder<Database, 'record_version', RecordVersion>;

/** What a list holds: the kinds its rows may be of, and the sort keys of its form ('Code', 'Name', …) → column. */
export interface ListShape {
  defs: readonly ServerKindDefinition[];
  sortColumns: Readonly<Record<string, string>>;
}

/** A kind's own list. */
export function kindList(def: ServerKindDefinition): ListShape {
  return { defs: [def], sortColumns: def.sortColumns };
}

export function pageOfPaging(paging: Paging) {
  const pageSize = Math.min(Math.max(paging.pageSize ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize);
  const pageNumber = Math.max(paging.pageNumber ?? LIMITS.firstPage, 1);
  return { pageSize, pageNumber, offset: (pageNumber - 1) * pageSize };
}

interface SortTerm {
  column: string;
  direction: 'asc' | 'desc';
}

/** The form's sort ('Code', 'Name desc', …) then kind, id and version: a stable tie-break keeps pages from overlapping. */
export function sortTerms(shape: ListShape, sortBy: string | undefined): SortTerm[] {
  const [key, direction] = (sortBy ?? '').trim().split(/\s+/);
  // Own keys only: 'toString' or 'constructor' would find the object's prototype and reach the SQL as a function.
  const column = key && Object.hasOwn(shape.sortColumns, key) ? shape.sortColumns[key] : undefined;
  const terms: SortTerm[] = column ? [{ column, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' }] : [];
  const kind: SortTerm[] = shape.defs.length > 1 ? [{ column: 'kind', direction: 'asc' }] : [];
  return [...terms, ...kind, { column: 'id', direction: 'asc' }, { column: 'version', direction: 'asc' }];
}

/** A page's row: the version, its parent's name (same kind) and its owner's name (owned kinds), read in the page's statement. */
type PageRow = RecordVersion & { parent_name: string | null; organization_name: string | null; publish_at: Date | null; scheduled_by: string | null };

function defOf(shape: ListShape, row: RecordVersion): ServerKindDefinition {
  const def = shape.defs.find((d) => d.meta.objectKind === row.kind);
  // The list's query selects only the shape's kinds: another kind here is a programming error.
  if (!def) throw new Error(`a row of kind ${row.kind} in a list of ${shape.defs.map((d) => d.meta.name).join(', ')}`);
  return def;
}

function toItems(shape: ListShape, rows: PageRow[]): RecordListItem[] {
  return rows.map((r) => {
    const def = defOf(shape, r);
    return {
      ...versionHeader(def, r),
      parentName: r.parent_id === null ? null : r.parent_name,
      organizationName: r.organization_name ?? null,
      changedAt: (r.changed_at ?? r.created_at).toISOString(),
      extra: def.listExtra(r),
      ...(r.publish_at && r.scheduled_by !== null && { scheduledPublication: toScheduledPublication(r.publish_at, r.scheduled_by) }),
    };
  });
}

/** The kinds whose parent is a record of the same kind (sub-entities): only theirs are joined for the parent's name. */
function kindsWithParents(shape: ListShape): number[] {
  return shape.defs.filter((d) => d.hasParentOfSameKind).map((d) => d.meta.objectKind);
}

function parentJoin(shape: ListShape, alias: string) {
  return sql`LEFT JOIN record_version parent ON ${sql.ref(`${alias}.kind`)} = ANY(${kindsWithParents(shape)}::smallint[])
    AND parent.kind = ${sql.ref(`${alias}.kind`)} AND parent.id = ${sql.ref(`${alias}.parent_id`)} AND parent.version = ${sql.ref(`${alias}.parent_version`)}`;
}

/** The kinds whose records belong to an entity (services, documents, heritage …): only theirs are joined for the owner’s name. */
function ownedKinds(shape: ListShape): number[] {
  return shape.defs.filter((d) => belongsToEntity(d.meta.name)).map((d) => d.meta.objectKind);
}

/** The owning entity's name: its published version's, else its latest's (a draft entity's services still show whose they are). */
function ownerJoin(shape: ListShape, alias: string) {
  const kinds = ownedKinds(shape);
  if (kinds.length === 0) return { column: sql`NULL::text AS organization_name`, join: sql`` };
  return {
    column: sql`owner.name AS organization_name`,
    join: sql`LEFT JOIN LATERAL (
      SELECT o.name FROM record_version o
      WHERE ${sql.ref(`${alias}.kind`)} = ANY(${kinds}::smallint[]) AND o.kind = ${KIND_OBJECT_OWNER} AND o.id = ${sql.ref(`${alias}.organization_id`)}
      ORDER BY (o.state = ${RecordState.Published}) DESC, o.version DESC LIMIT 1) owner ON TRUE`,
  };
}

/** A row's pending scheduled publication (issue 14 §1) and who scheduled it: the marker next to the state. */
function scheduleJoin(alias: string) {
  return sql`LEFT JOIN LATERAL (
      SELECT ps.publish_at, su.username AS scheduled_by FROM publication_schedule ps JOIN app_user su ON su.id = ps.user_id
      WHERE ps.kind = ${sql.ref(`${alias}.kind`)} AND ps.record_id = ${sql.ref(`${alias}.id`)} AND ps.version = ${sql.ref(`${alias}.version`)}) sched ON TRUE`;
}

/**
 * What a page's rows carry beside their version (PageRow): the parent's name, the owner's name and
 * the pending scheduled publication, as columns and the joins that read them, for rows under `alias`.
 */
function rowDecorations(shape: ListShape, alias: string) {
  const owner = ownerJoin(shape, alias);
  return {
    columns: sql`parent.name AS parent_name, ${owner.column}, sched.publish_at, sched.scheduled_by`,
    joins: sql`${parentJoin(shape, alias)}
    ${owner.join}
    ${scheduleJoin(alias)}`,
  };
}

/** A page's rows in sort order; the parent's name joined once the page is cut, not for every row skipped on the way to it. */
export async function pageRows(ctx: EngineContext, shape: ListShape, query: VersionQuery, terms: SortTerm[], offset: number, limit: number): Promise<PageRow[]> {
  let cut = query.limit(limit).offset(offset);
  for (const t of terms) cut = cut.orderBy(sql.ref(t.column), t.direction);
  const decorations = rowDecorations(shape, 'p');
  const rows = await sql<PageRow>`
    SELECT p.*, ${decorations.columns} FROM (${cut}) p
    ${decorations.joins}
    ORDER BY ${sql.join(terms.map((t) => sql`p.${sql.ref(t.column)} ${sql.raw(t.direction)}`))}`.execute(ctx.db);
  return rows.rows;
}

/** The rows of a page as list items: what searchPageOnly answers. */
export async function pageItems(ctx: EngineContext, shape: ListShape, query: VersionQuery, paging: Paging): Promise<RecordListItem[]> {
  const { pageSize, offset } = pageOfPaging(paging);
  return toItems(shape, await pageRows(ctx, shape, query, sortTerms(shape, paging.sortBy), offset, pageSize));
}

/**
 * One page of a list and its total (issue 32: exact up to LIMITS.exactTotalUpTo). The matches are
 * always counted, keys only, up to one past that cap (listTotal.ts); the planner's estimate (one
 * planning, kept a while) chooses only how, never the total:
 * - expected within the cap: one statement reads the matching keys once, counts them and cuts the
 *   page from them (countedPage): the filter runs once, which is what a list that reads every match
 *   for its sort anyway costs;
 * - expected beyond it: the page with one look-ahead row (which stops early on a broad match in index
 *   order) and, beside it, the capped count. Without the look-ahead row the page is the last and the
 *   total exact; otherwise the count says it: exact below the cap, the estimate past it.
 * A page asked past the end answers the real last page.
 */
export async function pageOf(ctx: EngineContext, shape: ListShape, query: VersionQuery, paging: Paging): Promise<TableData<RecordListItem>> {
  const { pageSize, pageNumber, offset } = pageOfPaging(paging);
  const terms = sortTerms(shape, paging.sortBy);
  const planned = () => plannedMatches(ctx.db, query);
  if ((await planned()) <= LIMITS.exactTotalUpTo) return countedPage(ctx, shape, query, terms, paging);
  const cap = countCap(offset, pageSize);
  const [rows, counted] = await Promise.all([pageRows(ctx, shape, query, terms, offset, pageSize + 1), countMatches(ctx.db, query, cap)]);
  if (rows.length > pageSize) return answer(shape, rows.slice(0, pageSize), pageNumber, pageSize, await cappedTotal(counted, cap, planned));
  if (rows.length > 0 || offset === 0) return answer(shape, rows, pageNumber, pageSize, { total: offset + rows.length });
  // Nothing at the offset: the count (below its cap, which lies past the offset) is the list's end.
  return lastPage(ctx, shape, query, terms, pageSize, counted);
}

/** The real last page of a list of `total` matches, for a page asked past its end. */
async function lastPage(ctx: EngineContext, shape: ListShape, query: VersionQuery, terms: SortTerm[], pageSize: number, total: number) {
  const last = Math.max(Math.ceil(total / pageSize), LIMITS.firstPage);
  const rows = total === 0 ? [] : await pageRows(ctx, shape, query, terms, (last - 1) * pageSize, pageSize);
  return answer(shape, rows, last, pageSize, { total });
}

/**
 * A list the planner thinks within the cap, in one statement: the filter runs once, reading the
 * matching keys in whatever order its index gives, stopping one row past LIMITS.exactTotalUpTo (or
 * past the requested page when it lies deeper: countCap); they are counted, and the page is cut from
 * them with the page's own top-N sort (no sort of every key: what the page costs, plus the keys kept
 * once); only the page's rows are joined to their versions. Below the cap the total is exact. At the
 * cap the planner guessed too low and the keys held are not all the matches: the page is read again
 * in sort order over every match, the total as cappedTotal says.
 */
async function countedPage(ctx: EngineContext, shape: ListShape, query: VersionQuery, terms: SortTerm[], paging: Paging): Promise<TableData<RecordListItem>> {
  const { pageSize, pageNumber, offset } = pageOfPaging(paging);
  const cap = countCap(offset, pageSize);
  const keyColumns = [...new Set(['kind', ...terms.map((t) => t.column)])];
  const keys = query
    .clearSelect()
    .select(keyColumns.map((c) => sql.ref(c).as(c)))
    .limit(cap);
  const order = (alias: string) => sql.join(terms.map((t) => sql`${sql.ref(`${alias}.${t.column}`)} ${sql.raw(t.direction)}`));
  const decorations = rowDecorations(shape, 'rv');
  const result = await sql<PageRow & { total: number }>`
    WITH matching AS MATERIALIZED (${keys})
    SELECT t.total, rv.*, ${decorations.columns}
    FROM (SELECT count(*)::int AS total FROM matching) t
    LEFT JOIN LATERAL (SELECT kind, id, version FROM matching ORDER BY ${order('matching')} OFFSET ${offset} LIMIT ${pageSize}) m ON TRUE
    LEFT JOIN record_version rv ON rv.kind = m.kind AND rv.id = m.id AND rv.version = m.version
    ${decorations.joins}
    ORDER BY ${order('rv')}`.execute(ctx.db);
  const counted = result.rows[0]?.total ?? 0;
  if (counted >= cap) {
    const page = await pageRows(ctx, shape, query, terms, offset, pageSize);
    return answer(shape, page, pageNumber, pageSize, await cappedTotal(counted, cap, () => plannedMatches(ctx.db, query)));
  }
  const rows = result.rows.filter((r) => r.id !== null);
  if (rows.length === 0 && offset > 0) return lastPage(ctx, shape, query, terms, pageSize, counted);
  return answer(shape, rows, pageNumber, pageSize, { total: counted });
}

function answer(shape: ListShape, rows: PageRow[], pageNumber: number, pageSize: number, total: ListTotal): TableData<RecordListItem> {
  // A lower bound means "more than total": one more page exists beyond what it covers.
  const pageCount = Math.ceil((total.totalIsLowerBound ? total.total + 1 : total.total) / pageSize);
  return { items: toItems(shape, rows), pageCount, pageNumber, ...total };
}
