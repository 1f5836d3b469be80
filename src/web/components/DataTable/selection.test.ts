import { EMPTY_SELECTION, isRowSelected, selectPage, selectedCount, selectionStatus, toggleAll, toggleRow } from './selection';

describe('table selection', () => {
  it('starts with none', () => {
    expect(selectionStatus(EMPTY_SELECTION, 12)).toBe('none');
  });
  it('gives some when a few rows are ticked', () => {
    const s = toggleRow(EMPTY_SELECTION, 1, 12);
    expect(selectionStatus(s, 12)).toBe('some');
    expect(isRowSelected(s, 1)).toBe(true);
    expect(isRowSelected(s, 2)).toBe(false);
  });
  it('gives all when every record is ticked one by one (count equals total)', () => {
    let s = EMPTY_SELECTION;
    for (const id of [1, 2, 3]) s = toggleRow(s, id, 3);
    expect(selectionStatus(s, 3)).toBe('all');
    expect(s).toEqual({ allSelected: true, ids: [] });
  });
  it('keeps rows unticked after "all" in an unselected list', () => {
    let s = toggleAll(EMPTY_SELECTION, 12);
    expect(selectionStatus(s, 12)).toBe('all');
    s = toggleRow(s, 5, 12);
    s = toggleRow(s, 7, 12);
    expect(s).toEqual({ allSelected: true, ids: [5, 7] });
    expect(selectionStatus(s, 12)).toBe('some');
    expect(selectedCount(s, 12)).toBe(10);
    expect(isRowSelected(s, 5)).toBe(false);
    expect(isRowSelected(s, 6)).toBe(true);
    s = toggleRow(s, 5, 12);
    expect(s.ids).toEqual([7]);
  });
  it('clears everything when the header box is used on "all"', () => {
    expect(toggleAll(toggleAll(EMPTY_SELECTION, 4), 4)).toEqual(EMPTY_SELECTION);
  });
  it('selects a whole page, and a page holding every record gives all', () => {
    const s = selectPage(EMPTY_SELECTION, [1, 2, 3, 4, 5], 12);
    expect(selectedCount(s, 12)).toBe(5);
    expect(selectionStatus(selectPage(EMPTY_SELECTION, [1, 2, 3], 3), 3)).toBe('all');
  });
  it('unticking every row after "all" gives none', () => {
    let s = toggleAll(EMPTY_SELECTION, 2);
    s = toggleRow(toggleRow(s, 1, 2), 2, 2);
    expect(selectionStatus(s, 2)).toBe('none');
  });
});
