/**
 * Column sort (SPEC §4): a click cycles not-active → ascending → descending → not-active; only one
 * column is active at a time. Sort travels as the spec's text: 'Code' (ascending), 'Code desc', or ''.
 */
export type SortDirection = 'asc' | 'desc';
export interface ActiveSort {
  column: string;
  direction: SortDirection;
}

export function parseSort(sortBy: string): ActiveSort | null {
  const [column, direction] = sortBy.trim().split(/\s+/);
  if (!column) return null;
  return { column, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

export function formatSort(sort: ActiveSort | null): string {
  if (!sort) return '';
  return sort.direction === 'desc' ? `${sort.column} desc` : sort.column;
}

export function nextSort(sortBy: string, column: string): string {
  const current = parseSort(sortBy);
  if (!current || current.column !== column) return formatSort({ column, direction: 'asc' });
  if (current.direction === 'asc') return formatSort({ column, direction: 'desc' });
  return '';
}
