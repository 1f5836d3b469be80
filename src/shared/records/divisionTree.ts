/** The Azores divisions (flat, as the record forms read them) as the tree the settings show. */
import type { DivisionType } from '../enums';
import type { DivisionNode } from '../settings/divisionContract';
import type { DivisionOption } from './contract';

/** The flat list as a tree: each division under its parent, in code order (DICOFRE codes sort islands, municipalities and parishes officially). */
export function divisionTree(divisions: readonly DivisionOption[]): DivisionNode[] {
  const nodes = new Map<number, DivisionNode>(divisions.map((d) => [d.id, { divisionId: d.id, type: d.type as DivisionType, code: d.code, name: d.name, children: [] }]));
  const roots: DivisionNode[] = [];
  for (const division of [...divisions].sort((a, b) => a.code.localeCompare(b.code))) {
    const node = nodes.get(division.id) as DivisionNode;
    const parent = division.parentId === null ? undefined : nodes.get(division.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
