/** Two versions of a list matched item by item by their keys (compare/presented.ts). */
import type { DiffStatus, ListItemDiff } from '@/shared/records/versionDiff';
import type { PresentedItem } from './presented';

/** A key repeated within one list (the same contact twice) is told apart by its occurrence. */
function uniqueKeys(items: readonly PresentedItem[]): PresentedItem[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.key) ?? 0) + 1;
    seen.set(item.key, n);
    return n === 1 ? item : { ...item, key: `${item.key}#${n}` };
  });
}

/**
 * The items in the newer version's order; an item only in the older one comes back after the item
 * that preceded it there, so a removal is seen where it was.
 */
export function diffLists(beforeItems: readonly PresentedItem[], afterItems: readonly PresentedItem[]): ListItemDiff[] {
  const before = uniqueKeys(beforeItems);
  const after = uniqueKeys(afterItems);
  const old = new Map(before.map((item) => [item.key, item.text]));
  const result: ListItemDiff[] = after.map((item) => {
    const was = old.get(item.key);
    const status: DiffStatus = was === undefined ? 'added' : was === item.text ? 'same' : 'changed';
    return { key: item.key, status, before: was ?? null, after: item.text };
  });
  const kept = new Set(after.map((item) => item.key));
  before.forEach((item, index) => {
    if (kept.has(item.key)) return;
    const previous = before[index - 1]?.key;
    const at = previous === undefined ? -1 : result.findIndex((r) => r.key === previous);
    result.splice(at + 1, 0, { key: item.key, status: 'removed', before: item.text, after: null });
  });
  return result;
}

/** A list field's status: the same, all new, all gone, or changed. */
export function listStatus(items: readonly ListItemDiff[]): DiffStatus {
  if (items.every((item) => item.status === 'same')) return 'same';
  if (items.every((item) => item.status === 'added')) return 'added';
  if (items.every((item) => item.status === 'removed')) return 'removed';
  return 'changed';
}
