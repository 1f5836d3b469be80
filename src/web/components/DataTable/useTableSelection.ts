import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import type { Selection } from './selection';
import { selectTableSelection, tableSelectionChanged, tableSelectionCleared } from '@/web/app/tableSelectionsSlice';

/** A table's selection kept in the store under `table` (a stable name, e.g. 'settings.groups'). */
export function useTableSelection(table: string): { value: Selection; onChange: (selection: Selection) => void; clear: () => void } {
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) => selectTableSelection(state, table));
  const onChange = useCallback((selection: Selection) => dispatch(tableSelectionChanged({ table, selection })), [dispatch, table]);
  const clear = useCallback(() => dispatch(tableSelectionCleared(table)), [dispatch, table]);
  return { value, onChange, clear };
}
