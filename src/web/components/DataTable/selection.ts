/**
 * Table selection (SPEC §4): none, some or all. Ticking "all" selects every record (on every page);
 * rows unticked afterwards are kept in an unselected list. Selecting rows one by one until the count
 * equals the total also gives all.
 */
export type RowId = string | number;
export type SelectionStatus = 'none' | 'some' | 'all';

export interface Selection {
  /** true: everything is selected except `ids`; false: only `ids` are selected. */
  allSelected: boolean;
  ids: RowId[];
}

export const EMPTY_SELECTION: Selection = { allSelected: false, ids: [] };

export function selectionStatus(selection: Selection, total: number): SelectionStatus {
  const count = selectedCount(selection, total);
  if (count <= 0) return 'none';
  if (count >= total) return 'all';
  return 'some';
}

export function selectedCount(selection: Selection, total: number): number {
  return selection.allSelected ? Math.max(total - selection.ids.length, 0) : selection.ids.length;
}

export function isRowSelected(selection: Selection, id: RowId): boolean {
  return selection.allSelected !== selection.ids.includes(id);
}

export function toggleRow(selection: Selection, id: RowId, total: number): Selection {
  const ids = selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id];
  // Everything ticked one by one: that is "all", with an empty unselected list.
  if (!selection.allSelected && ids.length >= total && total > 0) return { allSelected: true, ids: [] };
  return { allSelected: selection.allSelected, ids };
}

/** The header checkbox: selects every record, or clears the selection when everything is selected. */
export function toggleAll(selection: Selection, total: number): Selection {
  return selectionStatus(selection, total) === 'all' ? EMPTY_SELECTION : { allSelected: true, ids: [] };
}

/** Selecting every row of the current page: those rows join the selection. */
export function selectPage(selection: Selection, pageIds: readonly RowId[], total: number): Selection {
  let next = selection;
  for (const id of pageIds) if (!isRowSelected(next, id)) next = toggleRow(next, id, total);
  return next;
}
