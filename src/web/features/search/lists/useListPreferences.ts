import { useCallback, useMemo, useState } from 'react';
import { LIMITS } from '@/shared/limits';
import { PAGE_SIZES, type ListDensity, type ListPreferences, type PageSize } from '@/shared/userPreferences';
import { useAppSelector } from '@/web/app/hooks';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { orderedColumns, visibleColumns, type ColumnPreference } from './columnPreferences';
import { useGetListPreferencesQuery, useSaveListPreferencesMutation } from './listsApi';

export interface ListPreferencesControl<C extends { key: string; label: string }> {
  listKey: string;
  /** Every column of the list, as the list declares them. */
  allColumns: readonly C[];
  /** The columns to show, in the user's order. */
  columns: C[];
  /** Every column in the user's order with its hidden flag (the Colunas menu). */
  order: ColumnPreference[];
  pageSize: PageSize;
  density: ListDensity;
  setOrder: (order: ColumnPreference[] | undefined) => void;
  setPageSize: (size: number) => void;
  setDensity: (density: ListDensity) => void;
}

const isPageSize = (size: number): size is PageSize => (PAGE_SIZES as readonly number[]).includes(size);

/**
 * A list's shape kept per user on the server (issue 30 §3): read once per session (RTK Query's cache),
 * written on each change (the cache follows at once). Guests keep theirs in the page only.
 */
export function useListPreferences<C extends { key: string; label: string }>(listKey: string, allColumns: readonly C[]): ListPreferencesControl<C> {
  const isGuest = useAppSelector(selectIsGuest);
  const { data } = useGetListPreferencesQuery(undefined, { skip: isGuest });
  const [saveOnServer] = useSaveListPreferencesMutation();
  const [local, setLocal] = useState<ListPreferences>({});
  const kept: ListPreferences = useMemo(() => (isGuest ? local : data?.[listKey]) ?? {}, [isGuest, local, data, listKey]);

  const save = useCallback(
    (change: Partial<ListPreferences>) => {
      const next = { ...kept, ...change };
      if (change.columns === undefined && 'columns' in change) delete next.columns;
      if (isGuest) setLocal(next);
      else void saveOnServer({ listKey, preferences: next });
    },
    [kept, isGuest, listKey, saveOnServer],
  );

  const columns = useMemo(() => visibleColumns(allColumns, kept.columns), [allColumns, kept.columns]);
  const order = useMemo(
    () =>
      orderedColumns(
        allColumns.map((column) => column.key),
        kept.columns,
      ),
    [allColumns, kept.columns],
  );
  const pageSize = kept.pageSize ?? (LIMITS.defaultPageSize as PageSize);
  return {
    listKey,
    allColumns,
    columns,
    order,
    pageSize,
    density: kept.density ?? 'standard',
    setOrder: (next) => save({ columns: next }),
    setPageSize: (size) => isPageSize(size) && save({ pageSize: size }),
    setDensity: (density) => save({ density }),
  };
}
