/**
 * The organic tree of a day, read lazily: the entities in force under one parent (with their counts)
 * and a search that finds an entity at any depth with the path that opens it. Entities are the owner
 * kind; the counted kinds are the kinds it owns (OWNED_KINDS), none named here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { OrganicNode, OrganicSearchHit } from '@/shared/organic';
import { ORGANIC_SEARCH_LIMIT } from '@/shared/organic';
import { OWNED_KINDS, OWNER_KIND, type RecordKindName } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { EngineContext } from '../records/engineContext';
import { containsCaseInsensitive, containsText } from '../records/textMatch';
import { inForceOn } from './inForce';

type Db = EngineContext['db'];

const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;

interface NodeRow {
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  abbreviation: string | null;
  active: boolean;
  child_count: string | number;
  [ownedCount: `owned_${string}`]: string | number;
}

/** The columns of a node: the version's header, its sub-entities and its owned records in force on `day` (alias `n`). */
function nodeColumns(day: string): RawBuilder<unknown> {
  const owned = OWNED_KINDS.map(
    (kind) =>
      sql`(SELECT count(*) FROM record_version o WHERE o.kind = ${RECORD_KINDS[kind].objectKind} AND o.organization_id = n.id AND ${inForceOn('o', day)}) AS ${sql.ref(`owned_${kind}`)}`,
  );
  return sql`n.id, n.version, n.code, n.name, n.abbreviation, n.active,
    (SELECT count(*) FROM record_version c WHERE c.kind = ${ENTITY} AND c.parent_id = n.id AND ${inForceOn('c', day)}) AS child_count,
    ${sql.join(owned)}`;
}

function toNode(row: NodeRow): OrganicNode {
  const ownedCounts: Partial<Record<RecordKindName, number>> = {};
  for (const kind of OWNED_KINDS) ownedCounts[kind] = Number(row[`owned_${kind}`]);
  return {
    id: row.id,
    version: row.version,
    code: row.code ?? '',
    name: row.name ?? '',
    abbreviation: row.abbreviation ?? '',
    active: row.active,
    childCount: Number(row.child_count),
    ownedCounts,
  };
}

/** The entities in force on `day` directly under `parentId` (null: the roots), by name. */
export async function organicChildren(db: Db, day: string, parentId: number | null): Promise<OrganicNode[]> {
  const parent = parentId === null ? sql`n.parent_id IS NULL` : sql`n.parent_id = ${parentId}`;
  const result = await sql<NodeRow>`SELECT ${nodeColumns(day)} FROM record_version n
    WHERE n.kind = ${ENTITY} AND ${parent} AND ${inForceOn('n', day)}
    ORDER BY unaccent_immutable(lower(n.name)), n.id`.execute(db);
  return result.rows.map(toNode);
}

/**
 * The entities in force on `day` whose name (every word, accents and case aside), code or
 * abbreviation contains `query`, each with its path as of that day. An entity whose parent was not in
 * force that day (an orphan of the past) is left out: no path opens it.
 */
export async function organicSearch(db: Db, day: string, query: string): Promise<OrganicSearchHit[]> {
  const text = query.trim();
  if (!text) return [];
  const matched = await sql<NodeRow & { path: number[] }>`
    WITH RECURSIVE hit AS (
      SELECT n.id FROM record_version n
      WHERE n.kind = ${ENTITY} AND ${inForceOn('n', day)}
        AND (${containsText(sql.ref('n.name'), text)} OR ${containsCaseInsensitive(sql.ref('n.code'), text)} OR ${containsCaseInsensitive(sql.ref('n.abbreviation'), text)})
      ORDER BY unaccent_immutable(lower(n.name)), n.id
      LIMIT ${ORGANIC_SEARCH_LIMIT}
    ), up(hit_id, id, parent_id, depth) AS (
      SELECT h.id, n.id, n.parent_id, 0 FROM hit h JOIN record_version n ON n.kind = ${ENTITY} AND n.id = h.id AND ${inForceOn('n', day)}
      UNION ALL
      SELECT up.hit_id, n.id, n.parent_id, up.depth + 1 FROM up JOIN record_version n ON n.kind = ${ENTITY} AND n.id = up.parent_id AND ${inForceOn('n', day)}
      WHERE up.depth < 100
    ), path AS (
      SELECT hit_id, array_agg(id ORDER BY depth DESC) AS path, bool_or(parent_id IS NULL) AS rooted FROM up GROUP BY hit_id
    )
    SELECT ${nodeColumns(day)}, path.path FROM path JOIN record_version n ON n.kind = ${ENTITY} AND n.id = path.hit_id AND ${inForceOn('n', day)}
    WHERE path.rooted
    ORDER BY unaccent_immutable(lower(n.name)), n.id`.execute(db);
  return matched.rows.map((row) => ({ node: toNode(row), path: row.path.map(Number) }));
}
