/** Paging and sorting of the settings lists: SPEC §3 table data, §9 first page 1 and page size 5. */
import { Type } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import type { TableData } from '@/shared/records/contract';
import { SETTINGS_MAX_PAGE_SIZE, type PagingQuery } from '@/shared/settingsContract';

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

/** The querystring fields every list accepts (with the sort keys of that list). */
export function pagingQuerystring(sortKeys: readonly string[]) {
  return {
    pageNumber: Type.Optional(Type.Integer({ minimum: LIMITS.firstPage, default: LIMITS.firstPage })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SETTINGS_MAX_PAGE_SIZE, default: LIMITS.defaultPageSize })),
    sortBy: Type.Optional(Type.String({ maxLength: 50, description: `${sortKeys.join(', ')}; append ' desc' to reverse` })),
  };
}

export function tableDataSchema<T extends Parameters<typeof Type.Array>[0]>(item: T) {
  return Type.Object({ items: Type.Array(item), total: Type.Integer(), pageCount: Type.Integer(), pageNumber: Type.Integer() });
}
