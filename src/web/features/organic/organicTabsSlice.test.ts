import reducer, {
  initialOrganicTabsState,
  organicTabAdded,
  organicTabClosed,
  organicTabId,
  organicTabSelected,
  organicTabsReset,
  organicTreeChanged,
  organicTreeOpened,
} from './organicTabsSlice';

const opened = reducer(initialOrganicTabsState, organicTreeOpened({ today: '2026-03-02' }));

describe('the organicTabs slice', () => {
  it("names a tab 'tab-' plus the date as yyyyMMdd", () => {
    expect(organicTabId('2026-03-02')).toBe('tab-20260302');
  });

  it("always has today's tab, first and active", () => {
    expect(opened).toEqual({ tabs: [{ id: 'tab-20260302', date: '2026-03-02', isToday: true }], activeTabId: 'tab-20260302' });
    expect(reducer(opened, organicTreeOpened({ today: '2026-03-02' }))).toBe(opened);
  });

  it('adds dated tabs once, selecting them', () => {
    const state = reducer(reducer(opened, organicTabAdded({ date: '2020-01-15' })), organicTabAdded({ date: '2020-01-15' }));
    expect(state.tabs.map((t) => t.id)).toEqual(['tab-20260302', 'tab-20200115']);
    expect(state.activeTabId).toBe('tab-20200115');
    expect(reducer(state, organicTabSelected('tab-20260302')).activeTabId).toBe('tab-20260302');
    expect(reducer(state, organicTabSelected('tab-nope')).activeTabId).toBe('tab-20200115');
  });

  it("re-adds a missing today's tab the next day; yesterday's becomes a dated tab", () => {
    const nextDay = reducer(opened, organicTreeOpened({ today: '2026-03-03' }));
    expect(nextDay.tabs).toEqual([
      { id: 'tab-20260303', date: '2026-03-03', isToday: true },
      { id: 'tab-20260302', date: '2026-03-02', isToday: false },
    ]);
  });

  it("closes dated tabs but never today's; closing the active one selects today's", () => {
    const state = reducer(opened, organicTabAdded({ date: '2020-01-15' }));
    const closed = reducer(state, organicTabClosed('tab-20200115'));
    expect(closed.tabs).toHaveLength(1);
    expect(closed.activeTabId).toBe('tab-20260302');
    expect(reducer(state, organicTabClosed('tab-20260302'))).toBe(state);
  });

  it("resets to today's tab alone", () => {
    const state = reducer(reducer(opened, organicTabAdded({ date: '2020-01-15' })), organicTabsReset({ today: '2026-03-04' }));
    expect(state).toEqual({ tabs: [{ id: 'tab-20260304', date: '2026-03-04', isToday: true }], activeTabId: 'tab-20260304' });
  });

  it("keeps each tab's expanded and selected tree items, also once yesterday's today tab becomes a dated one", () => {
    const state = reducer(opened, organicTreeChanged({ id: 'tab-20260302', expanded: ['1', '4'], selected: '9' }));
    expect(state.tabs[0]).toMatchObject({ expanded: ['1', '4'], selected: '9' });
    const collapsed = reducer(state, organicTreeChanged({ id: 'tab-20260302', expanded: ['1'] }));
    expect(collapsed.tabs[0]).toMatchObject({ expanded: ['1'], selected: '9' });
    expect(reducer(state, organicTreeChanged({ id: 'tab-nope', selected: '1' }))).toEqual(state);
    const nextDay = reducer(state, organicTreeOpened({ today: '2026-03-03' }));
    expect(nextDay.tabs[0]).toEqual({ id: 'tab-20260303', date: '2026-03-03', isToday: true });
    expect(nextDay.tabs[1]).toMatchObject({ id: 'tab-20260302', isToday: false, expanded: ['1', '4'], selected: '9' });
  });
});
