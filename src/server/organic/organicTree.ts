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
  /** Search hits only: the ids from a root to the node. */
  path: number[] | null;
  [ownedCount: `owned_${string}`]: string | number;
}

/**
 * The nodes of `level` (a query answering record_version rows aliased n, in force on `day`) with their
 * counts: sub-entities and owned records in force that day, each counted in one grouped pass over the
 * level's ids rather than a subquery per node (a level may hold a thousand entities).
 */
function nodesOf(day: string, level: RawBuilder<unknown>, order: RawBuilder<unknown>): RawBuilder<NodeRow> {
  const ownedKinds = OWNED_KINDS.map((kind) => RECORD_KINDS[kind].objectKind);
  const ownedColumns = OWNED_KINDS.map((kind) => sql`coalesce(sum(o.n) FILTER (WHERE o.kind = ${RECORD_KINDS[kind].objectKind}), 0) AS ${sql.ref(`owned_${kind}`)}`);
  return sql<NodeRow>`WITH level AS (${level}),
    sub AS (
      SELECT c.parent_id AS owner, count(*) AS n FROM record_version c JOIN level ON c.parent_id = level.id
      WHERE c.kind = ${ENTITY} AND ${inForceOn('c', day)} GROUP BY c.parent_id
    ),
    owned AS (
      SELECT o.kind, o.organization_id AS owner, count(*) AS n FROM record_version o JOIN level ON o.organization_id = level.id
      WHERE o.kind IN (${sql.join(ownedKinds)}) AND ${inForceOn('o', day)} GROUP BY o.kind, o.organization_id
    )
    SELECT level.*, coalesce(max(sub.n), 0) AS child_count, ${sql.join(ownedColumns)}
    FROM level LEFT JOIN sub ON sub.owner = level.id LEFT JOIN owned o ON o.owner = level.id
    GROUP BY level.id, level.version, level.code, level.name, level.abbreviation, level.active, level.sort_name, level.path
    ORDER BY ${order}`;
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
    // Filled by the organic-order work in progress (issue 11), before this merges to a landing.
    isFolder: false,
    pendingState: null,
    canOrder: false,
    childCount: Number(row.child_count),
    ownedCounts,
  };
}

/** The entities in force on `day` directly under `parentId` (null: the roots), by name. */
export async function organicChildren(db: Db, day: string, parentId: number | null): Promise<OrganicNode[]> {
  const parent = parentId === null ? sql`n.parent_id IS NULL` : sql`n.parent_id = ${parentId}`;
  const level = sql`SELECT n.id, n.version, n.code, n.name, n.abbreviation, n.active, unaccent_immutable(lower(n.name)) AS sort_name, NULL::int[] AS path
    FROM record_version n WHERE n.kind = ${ENTITY} AND ${parent} AND ${inForceOn('n', day)}`;
  const result = await nodesOf(day, level, sql`level.sort_name, level.id`).execute(db);
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
  const found = sql`SELECT n.id FROM record_version n
    WHERE n.kind = ${ENTITY} AND ${inForceOn('n', day)}
      AND (${containsText(sql.ref('n.name'), text)} OR ${containsCaseInsensitive(sql.ref('n.code'), text)} OR ${containsCaseInsensitive(sql.ref('n.abbreviation'), text)})
    ORDER BY unaccent_immutable(lower(n.name)), n.id
    LIMIT ${ORGANIC_SEARCH_LIMIT}`;
  // Each hit's chain of parents in force that day, walked up from the hit (depth-capped against a cycle in bad data).
  const level = sql`WITH RECURSIVE hit AS (${found}),
    up(hit_id, id, parent_id, depth) AS (
      SELECT h.id, n.id, n.parent_id, 0 FROM hit h JOIN record_version n ON n.kind = ${ENTITY} AND n.id = h.id AND ${inForceOn('n', day)}
      UNION ALL
      SELECT up.hit_id, n.id, n.parent_id, up.depth + 1 FROM up JOIN record_version n ON n.kind = ${ENTITY} AND n.id = up.parent_id AND ${inForceOn('n', day)}
      WHERE up.depth < 100
    ),
    paths AS (SELECT hit_id, array_agg(id ORDER BY depth DESC) AS path, bool_or(parent_id IS NULL) AS rooted FROM up GROUP BY hit_id)
    SELECT n.id, n.version, n.code, n.name, n.abbreviation, n.active, unaccent_immutable(lower(n.name)) AS sort_name, paths.path
    FROM paths JOIN record_version n ON n.kind = ${ENTITY} AND n.id = paths.hit_id AND ${inForceOn('n', day)}
    WHERE paths.rooted`;
  const matched = await nodesOf(day, level, sql`level.sort_name, level.id`).execute(db);
  return matched.rows.map((row) => ({ node: toNode(row), path: (row.path ?? []).map(Number) }));
}
