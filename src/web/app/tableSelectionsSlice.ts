import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from './store';
import { EMPTY_SELECTION, type Selection } from '@/web/components/DataTable/selection';

/**
 * Every table's none/some/all selection (SPEC §4) in the one store, keyed by table (issue 11): it
 * survives paging and leaving the page, and shows in Redux DevTools. Not persisted: a selection
 * stands for rows of a search that a reload runs again. Injected when the first selectable table
 * loads, so the login and home pages do not carry it.
 */
export type TableSelectionsState = Record<string, Selection>;

const initialState: TableSelectionsState = {};

export const tableSelectionsSlice = createSlice({
  name: 'tableSelections',
  initialState,
  reducers: {
    tableSelectionChanged(state, action: PayloadAction<{ table: string; selection: Selection }>) {
      state[action.payload.table] = action.payload.selection;
    },
    /** A new search means a new "every record": the selection starts again. */
    tableSelectionCleared(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  selectors: {
    selectTableSelection: (state, table: string): Selection => state[table] ?? EMPTY_SELECTION,
  },
});

declare module './store' {
  // Declaration merging needs an interface; it adds the lazily injected slice to RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tableSelectionsSlice> {}
}

const injected = tableSelectionsSlice.injectInto(rootReducer);

export const { tableSelectionChanged, tableSelectionCleared } = tableSelectionsSlice.actions;
export const { selectTableSelection } = injected.selectors;
