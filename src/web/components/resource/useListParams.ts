import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '@/shared/limits';
import { SETTINGS_MAX_PAGE_SIZE } from '@/shared/settings/vocabulary';

export interface ListParams<F extends string> {
  pageNumber: number;
  pageSize: number;
  /** 'Key', 'Key desc' or '' (no active sort). */
  sortBy: string;
  filters: Record<F, string>;
}

const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * The state of a settings list (filters, page, page size, sort) kept in the URL's query: back and
 * forward keep it, the edit page can return to it, and a menu click (a bare path) resets it.
 * Values equal to the defaults are left out of the URL.
 */
export interface ListDefaults<F extends string> {
  sortBy: string;
  filters: Record<F, string>;
}

export function useListParams<F extends string>(defaults: ListDefaults<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useMemo(() => Object.keys(defaults.filters) as F[], [defaults.filters]);

  const params: ListParams<F> = useMemo(
    () => ({
      pageNumber: positiveInt(searchParams.get(PAGE)) ?? LIMITS.firstPage,
      pageSize: Math.min(positiveInt(searchParams.get(SIZE)) ?? LIMITS.defaultPageSize, SETTINGS_MAX_PAGE_SIZE),
      sortBy: searchParams.get(SORT) ?? defaults.sortBy,
      filters: Object.fromEntries(keys.map((k) => [k, searchParams.get(k) ?? defaults.filters[k]])) as Record<F, string>,
    }),
    [searchParams, keys, defaults],
  );

  const update = useCallback(
    (patch: Partial<ListParams<F>>) => {
      const next = { ...params, ...patch, filters: { ...params.filters, ...patch.filters } };
      const query = new URLSearchParams();
      for (const k of keys) if (next.filters[k] !== defaults.filters[k]) query.set(k, next.filters[k]);
      if (next.sortBy !== defaults.sortBy) query.set(SORT, next.sortBy);
      if (next.pageSize !== LIMITS.defaultPageSize) query.set(SIZE, String(next.pageSize));
      if (next.pageNumber !== LIMITS.firstPage) query.set(PAGE, String(next.pageNumber));
      setSearchParams(query, { replace: true });
    },
    [params, keys, defaults, setSearchParams],
  );

  return {
    ...params,
    /** A new search starts at the first page. */
    search: (filters: Record<F, string>) => update({ filters, pageNumber: LIMITS.firstPage }),
    setPage: (pageNumber: number) => update({ pageNumber }),
    setPageSize: (pageSize: number) => update({ pageSize, pageNumber: LIMITS.firstPage }),
    setSort: (sortBy: string) => update({ sortBy, pageNumber: LIMITS.firstPage }),
  };
}

/** The paging and sort of a list call (an empty sort stays out of it). */
export function pageQuery(list: Pick<ListParams<string>, 'pageNumber' | 'pageSize' | 'sortBy'>): { pageNumber: number; pageSize: number; sortBy?: string } {
  return { pageNumber: list.pageNumber, pageSize: list.pageSize, sortBy: list.sortBy || undefined };
}

/** A filter's text, or undefined when empty (so it stays out of the API call). */
export function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text ? text : undefined;
}

export function optionalNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

export function optionalBoolean(value: string): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** What useListParams answers: the list's state and its setters. */
export type ListState<F extends string> = ReturnType<typeof useListParams<F>>;
