import { createContext, useContext } from 'react';

/** What a SortableList tells its items: whether ordering makes sense (two items or more). */
export interface SortableListState {
  enabled: boolean;
}

export const SortableListContext = createContext<SortableListState>({ enabled: false });

export function useSortableListState(): SortableListState {
  return useContext(SortableListContext);
}
