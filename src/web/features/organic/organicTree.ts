/**
 * The organic tree's logic apart from React (unit-tested): tree item ids, the items a search hit's path
 * opens, the nodes the cache already holds, the owned counts to show, and moving a sub-entity in the
 * order dialog.
 */
import type { OrganicLevel, OrganicNode, OrganicSearchHit } from '@/shared/organic';
import { OWNED_KINDS, type RecordKindName } from '@/shared/records/kindBasics';
import { regionDay } from '@/shared/regionTime';
import { formatDate } from '@/web/components/form/masks';
import type { OrganizationMarker } from '@/web/features/records/organizationMarkers';

/** The value of the detail routes' {organicOrigin?} segment: the detail's back link returns to the tree. */
export const ORGANIC_ORIGIN = 'organica';

/** A node's tree item id (the tree view wants strings). */
export const itemIdOf = (node: Pick<OrganicNode, 'id'>): string => String(node.id);

/** The placeholder child a level shows while its entities load (never focusable: it is disabled). */
export const loadingItemId = (parentId: number | null): string => `loading-${parentId ?? 'root'}`;

/** Today in the Azores (yyyy-MM-dd), whatever the browser's time zone. */
export const regionToday = (): string => regionDay(new Date());

/** 'Hoje' for today's tab, else the tab's date as dd/MM/yyyy (SPEC §2.10: dated tabs are titled with their formatted date). */
export function tabTitle(tab: { date: string; isToday: boolean }, todayTitle: string): string {
  return tab.isToday ? todayTitle : formatDate(tab.date);
}

/**
 * The expanded items once a search hit is revealed: every ancestor on its path (root first) joins what was
 * expanded, the hit itself only if it already was (choosing a hit shows it, it does not open it).
 */
export function expandedForPath(expanded: readonly string[], path: readonly number[]): string[] {
  const ancestors = path.slice(0, -1).map(String);
  return [...expanded, ...ancestors.filter((id) => !expanded.includes(id))];
}

interface CachedQuery {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** The endpoints whose entries hold levels of the tree: every sub-entity (the reorder's), and the tree's pages. */
const LEVEL_ENDPOINTS: readonly string[] = ['getOrganicLevel', 'getOrganicChildren'];

/** The nodes a level's cache entry holds: one OrganicLevel, or the pages the tree has shown ({ pages }). */
export function levelNodes(data: unknown): OrganicNode[] {
  if (!data || typeof data !== 'object') return [];
  if ('pages' in data) return (data as { pages: OrganicLevel[] }).pages.flatMap((page) => page.nodes);
  return (data as Partial<OrganicLevel>).nodes ?? [];
}

/**
 * The placeholder item after a level's `shown` sub-entities that reads the next page ("Mostrar mais"):
 * a new id for each page, so that the tree view registers it again after the new ones (kept, its place
 * in the tree's order of items would stay where the previous page ended).
 */
export const moreItemId = (parentId: number | null, shown: number): string => `more-${parentId ?? 'root'}-${shown}`;

/** Whether `itemId` is a placeholder (loading or "show more"), never a node to select. */
export const isPlaceholderItem = (itemId: string): boolean => itemId.startsWith('more-') || itemId.startsWith('loading-');

/** The node `itemId` of the tree on `date` among the levels RTK Query holds (the selected node's summary reads it there). */
export function findCachedNode(queries: Readonly<Record<string, CachedQuery | undefined>>, date: string, itemId: string | null | undefined): OrganicNode | null {
  if (!itemId) return null;
  for (const query of Object.values(queries)) {
    if (!LEVEL_ENDPOINTS.includes(query?.endpointName ?? '') || (query?.originalArgs as { date?: string } | undefined)?.date !== date) continue;
    const found = levelNodes(query?.data).find((node) => itemIdOf(node) === itemId);
    if (found) return found;
  }
  return null;
}

/** The hit a search answered for `itemId`, if any (its node is known before its level loads). */
export function findHitNode(hits: readonly OrganicSearchHit[] | undefined, itemId: string | null | undefined): OrganicNode | null {
  return hits?.find((hit) => itemIdOf(hit.node) === itemId)?.node ?? null;
}

/** The kinds an entity owns with their counts, in the registry's order (the counts the server sent only). */
export function ownedCounts(node: Pick<OrganicNode, 'ownedCounts'>, { withZeros = false } = {}): { kind: RecordKindName; count: number }[] {
  return OWNED_KINDS.flatMap((kind) => {
    const count = node.ownedCounts[kind];
    return count === undefined || (!withZeros && count === 0) ? [] : [{ kind, count }];
  });
}

/** SPEC §4's markers a node carries: a folder, a newer version waiting (submitted), and published (every node of the tree is in force). */
export function markersOf(node: Pick<OrganicNode, 'isFolder' | 'pendingState'>): OrganizationMarker[] {
  const markers: OrganizationMarker[] = [];
  if (node.isFolder) markers.push('folder');
  if (node.pendingState !== null && node.pendingState !== undefined) markers.push('submitted');
  markers.push('published');
  return markers;
}

/** `list` with the item at `index` moved by `delta` places (unchanged when that leaves the list). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
