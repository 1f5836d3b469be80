/** Paging and sorting of the settings lists: SPEC §3 table data, §9 first page 1 and page size 5. */
import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIMITS } from '@/shared/limits';
import type { TableData } from '@/shared/records/contract';
import { SETTINGS_MAX_PAGE_SIZE, type PagingQuery } from '@/shared/settings';
import type { Database } from '../db/schema';
import { containsCaseInsensitive, containsText } from '../records/textMatch';

export interface PageWindow {
  pageNumber: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: PagingQuery): PageWindow {
  const pageSize = Math.min(Math.max(query.pageSize ?? LIMITS.defaultPageSize, 1), SETTINGS_MAX_PAGE_SIZE);
  const pageNumber = Math.max(query.pageNumber ?? LIMITS.firstPage, LIMITS.firstPage);
  return { pageNumber, pageSize, offset: (pageNumber - 1) * pageSize };
}

export function tableData<T>(items: T[], total: number, window: PageWindow): TableData<T> {
  return { items, total, pageCount: Math.ceil(total / window.pageSize), pageNumber: window.pageNumber };
}

export interface Sort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** 'Name' or 'Name desc'; an unknown key falls back (a stale sort in a saved search form is no error). */
export function parseSort<K extends string>(sortBy: string | undefined, keys: readonly K[], fallback: K, fallbackDirection: 'asc' | 'desc' = 'asc'): Sort<K> {
  const [key, direction] = (sortBy ?? '').trim().split(/\s+/);
  const known = keys.find((k) => k.toLowerCase() === key?.toLowerCase());
  if (!known) return { key: fallback, direction: fallbackDirection };
  return { key: known, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** How a list sorts: the SQL of each sort key, the default key and direction. */
export interface ListOrder<K extends string> {
  columns: Record<K, RawBuilder<unknown>>;
  keys: readonly K[];
  fallback: K;
  direction?: 'asc' | 'desc';
}

/**
 * One page of a filtered list with its exact total: the filter is written once (`filtered`) and
 * serves both the count and the page; ties are broken by id so that pages never overlap.
 */
export async function pagedList<TB extends keyof Database & string, K extends string, Item>(
  filtered: SelectQueryBuilder<Database, TB, object>,
  query: PagingQuery,
  order: ListOrder<K>,
  toItem: (row: Selectable<Database[TB]>) => Item,
): Promise<TableData<Item>> {
  const window = pageWindow(query);
  const { n } = await filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, order.keys, order.fallback, order.direction);
  const rows = await filtered
    .selectAll()
    .orderBy(order.columns[sort.key], sort.direction)
    .orderBy(sql`id`)
    .limit(window.pageSize)
    .offset(window.offset)
    .execute();
  return tableData((rows as unknown as Selectable<Database[TB]>[]).map(toItem), Number(n), window);
}

/**
 * A list's free-text filter (`query`): the rows where one of the columns contains the text, codes
 * ignoring case, texts ignoring case and accents. No text, no filter. For `$call` on the list's select.
 */
export function matchingText(query: { query?: string }, columns: { codes: readonly string[]; texts: readonly string[] }) {
  const text = query.query?.trim() ?? '';
  return <DB, TB extends keyof DB, O>(select: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => {
    if (text === '') return select;
    const matches = [...columns.codes.map((c) => containsCaseInsensitive(sql.ref(c), text)), ...columns.texts.map((c) => containsText(sql.ref(c), text))];
    return select.where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  };
}
