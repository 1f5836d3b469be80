import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/web/app/store';
import { selectionStatus, toggleAll, toggleRow } from './selection';
import { selectTableSelection } from '@/web/app/tableSelectionsSlice';
import { useTableSelection } from './useTableSelection';

function wrapperFor(store: ReturnType<typeof makeStore>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

describe('table selections in the store (issue 11)', () => {
  it('keeps a selection per table across unmounting, as when the user leaves the page and comes back', () => {
    const store = makeStore();
    const first = renderHook(() => useTableSelection('settings.groups'), { wrapper: wrapperFor(store) });
    act(() => first.result.current.onChange(toggleRow(first.result.current.value, 7, 30)));
    first.unmount();

    const again = renderHook(() => useTableSelection('settings.groups'), { wrapper: wrapperFor(store) });
    expect(again.result.current.value).toEqual({ allSelected: false, ids: [7] });
    expect(selectionStatus(again.result.current.value, 30)).toBe('some');

    const other = renderHook(() => useTableSelection('another.table'), { wrapper: wrapperFor(store) });
    expect(other.result.current.value).toEqual({ allSelected: false, ids: [] });
  });

  it('keeps "all but the unticked rows" and clears it when a new search starts', () => {
    const store = makeStore();
    const { result } = renderHook(() => useTableSelection('t'), { wrapper: wrapperFor(store) });
    act(() => result.current.onChange(toggleAll(result.current.value, 30)));
    act(() => result.current.onChange(toggleRow(result.current.value, 3, 30)));
    expect(selectTableSelection(store.getState(), 't')).toEqual({ allSelected: true, ids: [3] });
    expect(selectionStatus(result.current.value, 30)).toBe('some');

    act(() => result.current.clear());
    expect(selectTableSelection(store.getState(), 't')).toEqual({ allSelected: false, ids: [] });
  });

  it('is in the store state under tableSelections, where Redux DevTools shows it', () => {
    const store = makeStore();
    const { result } = renderHook(() => useTableSelection('t'), { wrapper: wrapperFor(store) });
    act(() => result.current.onChange({ allSelected: false, ids: [1, 2] }));
    expect((store.getState() as { tableSelections?: unknown }).tableSelections).toEqual({ t: { allSelected: false, ids: [1, 2] } });
  });
});
