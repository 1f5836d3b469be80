import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The dated tabs of the organic tree (SPEC §2.10). Dates are ISO 'YYYY-MM-DD' strings (the stored
 * format of FORMATS.dateStored) given in the payload, so the reducers never read the clock.
 */
export interface OrganicTab {
  /** 'tab-' plus the date as yyyyMMdd. */
  id: string;
  date: string;
  /** The tab named 'Hoje'; any other tab is titled with its formatted date. */
  isToday: boolean;
  /** The tree items (node ids as strings) expanded in this tab; absent until its tree is first used. */
  expanded?: string[];
  /** The tree item selected in this tab. */
  selected?: string | null;
}

/** What a tab's tree changes: its expanded items, its selected item, or both. */
export type OrganicTreeChange = Pick<OrganicTab, 'id' | 'expanded' | 'selected'>;

export interface OrganicTabsState {
  tabs: OrganicTab[];
  activeTabId: string | null;
}

export const initialOrganicTabsState: OrganicTabsState = { tabs: [], activeTabId: null };

export function organicTabId(isoDate: string): string {
  return `tab-${isoDate.replace(/-/g, '')}`;
}

function todayTab(today: string): OrganicTab {
  return { id: organicTabId(today), date: today, isToday: true };
}

/**
 * Makes sure today's tab exists and is first. A tab that was 'today' on an earlier visit becomes an
 * ordinary dated tab (SPEC: "the previous first tab is renamed to its formatted date").
 */
function ensureToday(state: OrganicTabsState, today: string): void {
  const id = organicTabId(today);
  state.tabs = state.tabs.filter((t) => t.id !== id).map((t) => ({ ...t, isToday: false }));
  state.tabs.unshift(todayTab(today));
  if (!state.activeTabId || !state.tabs.some((t) => t.id === state.activeTabId)) state.activeTabId = id;
}

export const organicTabsSlice = createSlice({
  name: 'organicTabs',
  initialState: initialOrganicTabsState,
  reducers: {
    organicTreeOpened(state, action: PayloadAction<{ today: string }>) {
      const first = state.tabs[0];
      if (first?.isToday && first.date === action.payload.today) return;
      ensureToday(state, action.payload.today);
    },
    /** A dated tab was asked for; a date already open is only selected (the UI warns 'Data escolhida já existe'). */
    organicTabAdded(state, action: PayloadAction<{ date: string }>) {
      const id = organicTabId(action.payload.date);
      if (!state.tabs.some((t) => t.id === id)) state.tabs.push({ id, date: action.payload.date, isToday: false });
      state.activeTabId = id;
    },
    organicTabSelected(state, action: PayloadAction<string>) {
      if (state.tabs.some((t) => t.id === action.payload)) state.activeTabId = action.payload;
    },
    /** Today's tab has no close icon; closing the active tab falls back to today's. */
    organicTabClosed(state, action: PayloadAction<string>) {
      const tab = state.tabs.find((t) => t.id === action.payload);
      if (!tab || tab.isToday) return;
      state.tabs = state.tabs.filter((t) => t.id !== action.payload);
      if (state.activeTabId === action.payload) state.activeTabId = state.tabs.find((t) => t.isToday)?.id ?? state.tabs[0]?.id ?? null;
    },
    /** A tab's tree was expanded, collapsed or a node chosen: kept per tab, so it survives navigation and reloads. */
    organicTreeChanged(state, { payload: { id, ...tree } }: PayloadAction<OrganicTreeChange>) {
      const tab = state.tabs.find((t) => t.id === id);
      if (tab) Object.assign(tab, tree);
    },
    organicTabsReset(_state, action: PayloadAction<{ today: string }>) {
      const tab = todayTab(action.payload.today);
      return { tabs: [tab], activeTabId: tab.id };
    },
  },
});

export const { organicTreeOpened, organicTabAdded, organicTabSelected, organicTabClosed, organicTreeChanged, organicTabsReset } = organicTabsSlice.actions;
export default organicTabsSlice.reducer;
// The selectors live in organicTabsSelectors.ts: only the organic page (a lazy chunk) reads the tabs, and this
// file is in every first load (store.ts), where the home page has no bytes to spare.
