import type { Selection } from '@/web/components/DataTable/selection';

/**
 * The organisation ids a table selection stands for: the ticked ids, or — when "all" was ticked —
 * every id of the filtered list but the ones unticked since (SPEC §4 table selection).
 */
export async function selectedOrganizationIds(selection: Selection, allIds: () => Promise<number[]>): Promise<number[]> {
  if (!selection.allSelected) return selection.ids.map(Number);
  const unselected = new Set(selection.ids.map(Number));
  return (await allIds()).filter((id) => !unselected.has(id));
}
