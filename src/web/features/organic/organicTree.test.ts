import type { OrganicNode } from '@/shared/organic';
import { expandedForPath, findCachedNode, findHitNode, itemIdOf, loadingItemId, markersOf, moveItem, ownedCounts, tabTitle } from './organicTree';

const node = (id: number, extra: Partial<OrganicNode> = {}): OrganicNode => ({
  id,
  version: 1,
  code: `C${id}`,
  name: `Entidade ${id}`,
  abbreviation: `E${id}`,
  active: true,
  isFolder: false,
  pendingState: null,
  canOrder: false,
  childCount: 0,
  ownedCounts: {},
  ...extra,
});

describe('the organic tree logic', () => {
  it('names tree items by node id, and the loading placeholder by its parent', () => {
    expect(itemIdOf(node(7))).toBe('7');
    expect(loadingItemId(7)).toBe('loading-7');
    expect(loadingItemId(null)).toBe('loading-root');
  });

  it("titles today's tab with its name and the others with their dd/MM/yyyy date", () => {
    expect(tabTitle({ date: '2026-03-02', isToday: true }, 'Hoje')).toBe('Hoje');
    expect(tabTitle({ date: '2020-01-15', isToday: false }, 'Hoje')).toBe('15/01/2020');
  });

  it("opens a hit's ancestors, keeping what was open and not opening the hit", () => {
    expect(expandedForPath([], [1, 4, 9])).toEqual(['1', '4']);
    expect(expandedForPath(['4', '20'], [1, 4, 9])).toEqual(['4', '20', '1']);
    expect(expandedForPath(['3'], [3])).toEqual(['3']);
  });

  it("finds a node among the cached levels of the tab's date only", () => {
    const queries = {
      a: { endpointName: 'getOrganicLevel', originalArgs: { date: '2020-01-15', parentId: null }, data: { nodes: [node(1, { name: 'Antes' })], total: 1, offset: 0 } },
      b: {
        endpointName: 'getOrganicChildren',
        originalArgs: { date: '2026-03-02', parentId: null },
        data: {
          pages: [
            { nodes: [node(1, { name: 'Hoje' })], total: 2, offset: 0 },
            { nodes: [node(2)], total: 2, offset: 1 },
          ],
        },
      },
      c: { endpointName: 'searchOrganic', originalArgs: { date: '2026-03-02', query: 'x' }, data: [] },
      d: undefined,
    };
    expect(findCachedNode(queries, '2026-03-02', '1')?.name).toBe('Hoje');
    expect(findCachedNode(queries, '2020-01-15', '1')?.name).toBe('Antes');
    expect(findCachedNode(queries, '2020-01-15', '2')).toBeNull();
    expect(findCachedNode(queries, '2026-03-02', null)).toBeNull();
    expect(findHitNode([{ node: node(5), path: [1, 5] }], '5')?.id).toBe(5);
    expect(findHitNode(undefined, '5')).toBeNull();
  });

  it('lists the owned counts in the registry order, without zeros unless asked', () => {
    const counted = node(1, { ownedCounts: { document: 2, service: 3, pointOfCare: 0 } });
    expect(ownedCounts(counted)).toEqual([
      { kind: 'service', count: 3 },
      { kind: 'document', count: 2 },
    ]);
    expect(ownedCounts(counted, { withZeros: true }).map((c) => c.kind)).toEqual(['service', 'pointOfCare', 'document']);
  });

  it('marks folders and nodes with a version waiting, every node being published on its date', () => {
    expect(markersOf(node(1))).toEqual(['published']);
    expect(markersOf(node(1, { isFolder: true, pendingState: 3 }))).toEqual(['folder', 'submitted', 'published']);
  });

  it('moves a sub-entity up or down, never out of the list', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
