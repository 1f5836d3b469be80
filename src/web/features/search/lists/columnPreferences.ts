/**
 * A list's columns as the user shaped them (issue 30 §3): the kept order and hidden flags applied to
 * the list's own columns. A column the user never saw (new in the list since) keeps its default place
 * after the column it follows by default; a kept key the list no longer has is dropped.
 */
import type { ListPreferences } from '@/shared/userPreferences';

export type ColumnPreference = NonNullable<ListPreferences['columns']>[number];

/** Every column of the list in the user's order, with its hidden flag. */
export function orderedColumns(defaultKeys: readonly string[], kept: readonly ColumnPreference[] | undefined): ColumnPreference[] {
  const known = new Set(defaultKeys);
  const result: ColumnPreference[] = (kept ?? []).filter((column, i, all) => known.has(column.key) && all.findIndex((c) => c.key === column.key) === i);
  defaultKeys.forEach((key, i) => {
    if (result.some((column) => column.key === key)) return;
    const before = defaultKeys[i - 1];
    const at = before === undefined ? 0 : result.findIndex((column) => column.key === before) + 1;
    result.splice(at, 0, { key, hidden: false });
  });
  return result;
}

/** The columns of `columns` to show, in the user's order. */
export function visibleColumns<C extends { key: string }>(columns: readonly C[], kept: readonly ColumnPreference[] | undefined): C[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return orderedColumns(
    columns.map((column) => column.key),
    kept,
  )
    .filter((column) => !column.hidden)
    .map((column) => byKey.get(column.key) as C);
}

/** `order` with the column at `index` moved by `delta` (−1 up, +1 down); unchanged at an end. */
export function moveColumn(order: readonly ColumnPreference[], index: number, delta: -1 | 1): ColumnPreference[] {
  const to = index + delta;
  if (to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as ColumnPreference);
  return next;
}

/** `order` with the column `key` shown or hidden; the last shown column is never hidden. */
export function toggleColumn(order: readonly ColumnPreference[], key: string): ColumnPreference[] {
  const shown = order.filter((column) => !column.hidden).length;
  return order.map((column) => (column.key === key && (column.hidden || shown > 1) ? { ...column, hidden: !column.hidden } : column));
}
