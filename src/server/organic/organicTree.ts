/**
 * The organic tree of a day, read lazily: the entities in force under one parent (with their counts)
 * and a search that finds an entity at any depth with the path that opens it. Entities are the owner
 * kind; the counted kinds are the kinds it owns (OWNED_KINDS), none named here.
 */
import { sql, type RawBuilder } from 'kysely';
import { GroupKind } from '@/shared/enums';
import type { OrganicLevel, OrganicNode, OrganicSearchHit } from '@/shared/organic';
import { ORGANIC_LIMITS, ORGANIC_SEARCH_LIMIT } from '@/shared/organic';
import { Permission } from '@/shared/permissions';
import { PENDING_STATES } from '@/shared/recordStates';
import { OWNED_KINDS, OWNER_KIND, type RecordKindName } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { EngineCaller, EngineContext } from '../records/engineContext';
import { headerTexts } from '../records/headerTexts';
import { ancestorChain } from '../records/organizationTree';
import { containsCaseInsensitive, containsText } from '../records/textMatch';
import { inForceOn } from './inForce';
import { mayOrder, organicSiblingPosition } from './organicOrder';

type Db = EngineContext['db'];

const ENTITY = RECORD_KINDS[OWNER_KIND].objectKind;

/**
 * Who reads the tree, for `canOrder`: the session's caller and today in the Azores. Only today's
 * sub-entities can be reordered (PUT /organic/order), so a node of another day never offers it.
 * Without a viewer (guests, other server code) no node does.
 */
export interface OrganicViewer extends Pick<EngineCaller, 'isGuest' | 'profiles'> {
  today: string;
}

interface NodeRow {
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  abbreviation: string | null;
  active: boolean;
  is_folder: boolean;
  pending_state: number | null;
  child_count: string | number;
  /** organicChildren only: every node of the level, the page's rows or not. */
  level_total?: string | number;
  /** Search hits only: the ids from a root to the node. */
  path: number[] | null;
  [ownedCount: `owned_${string}`]: string | number;
}

/** The columns of a level's entity version aliased n that every level selects. */
const NODE_COLUMNS = sql`n.id, n.version, n.code, n.name, n.abbreviation, n.active,
  coalesce(n.data->>'groupKind' = ${String(GroupKind.Folder)}, false) AS is_folder, unaccent_immutable(lower(n.name)) AS sort_name`;

/**
 * The nodes of `level` (a query answering NODE_COLUMNS of record_version rows in force on `day`) with
 * their markers and counts: sub-entities and owned records in force that day, and a newer version
 * waiting for approval or publication, each in one grouped pass over the level's ids rather than a
 * subquery per node (a level may hold a thousand entities).
 */
function nodesOf(day: string, level: RawBuilder<unknown>, order: RawBuilder<unknown>): RawBuilder<NodeRow> {
  const ownedKinds = OWNED_KINDS.map((kind) => RECORD_KINDS[kind].objectKind);
  const ownedCounts = OWNED_KINDS.map((kind) => sql`count(*) FILTER (WHERE o.kind = ${RECORD_KINDS[kind].objectKind}) AS ${sql.ref(`owned_${kind}`)}`);
  // The level's ids as one array parameter of the statement, not a join on the level: the planner
  // then probes the indexes per id (a join's guessed size made it scan every entity in force).
  const levelIds = sql`ARRAY(SELECT level.id FROM level)`;
  const ownedColumns = OWNED_KINDS.map((kind) => sql`coalesce(${sql.ref(`owned.owned_${kind}`)}, 0) AS ${sql.ref(`owned_${kind}`)}`);
  return sql<NodeRow>`WITH level AS (${level}),
    sub AS (
      SELECT c.parent_id AS owner, count(*) AS n FROM record_version c
      WHERE c.kind = ${ENTITY} AND c.parent_id = ANY(${levelIds}) AND ${inForceOn('c', day)} GROUP BY c.parent_id
    ),
    owned AS (
      SELECT o.organization_id AS owner, ${sql.join(ownedCounts)} FROM record_version o
      WHERE o.kind IN (${sql.join(ownedKinds)}) AND o.organization_id = ANY(${levelIds}) AND ${inForceOn('o', day)} GROUP BY o.organization_id
    ),
    pending AS (
      SELECT DISTINCT ON (p.id) p.id, p.state FROM record_version p JOIN level ON p.id = level.id
      WHERE p.kind = ${ENTITY} AND p.id = ANY(${levelIds}) AND p.version > level.version AND p.state IN (${sql.join([...PENDING_STATES])})
      ORDER BY p.id, p.version DESC
    )
    SELECT level.*, coalesce(sub.n, 0) AS child_count, pending.state AS pending_state, ${sql.join(ownedColumns)}
    FROM level LEFT JOIN sub ON sub.owner = level.id LEFT JOIN owned ON owned.owner = level.id LEFT JOIN pending ON pending.id = level.id
    ORDER BY ${order}`;
}

function toNode(row: NodeRow, canOrder: boolean): OrganicNode {
  const ownedCounts: Partial<Record<RecordKindName, number>> = {};
  for (const kind of OWNED_KINDS) ownedCounts[kind] = Number(row[`owned_${kind}`]);
  return {
    id: row.id,
    version: row.version,
    ...headerTexts(row),
    active: row.active,
    isFolder: row.is_folder,
    pendingState: row.pending_state === null ? null : Number(row.pending_state),
    canOrder,
    childCount: Number(row.child_count),
    ownedCounts,
  };
}

/** Whether the viewer may reorder anything on `day` at all (saves the chain look-ups when not). */
function ordersOn(viewer: OrganicViewer | undefined, day: string): viewer is OrganicViewer {
  return viewer !== undefined && !viewer.isGuest && viewer.today === day && viewer.profiles.some((p) => p.permissions.includes(Permission.EntityOrder));
}

/** Which sub-entities of a level to read: from `offset` (0: the first), at most `limit`. */
export interface OrganicPage {
  offset: number;
  limit: number;
}

const FIRST_PAGE: OrganicPage = { offset: 0, limit: ORGANIC_LIMITS.childrenPage };

/**
 * The entities in force on `day` directly under `parentId` (null: the roots), in tree order (the
 * stored order first, organicOrder.ts, the others after it by name, then id: a total order, so the
 * pages of an unchanged level never overlap or skip), one page of them with the level's total
 * (issue 32). The level's rows are cut to the page before the markers and counts are read: those
 * cost per node, and a level may hold ten thousand.
 */
export async function organicChildren(db: Db, day: string, parentId: number | null, viewer?: OrganicViewer, page: OrganicPage = FIRST_PAGE): Promise<OrganicLevel> {
  const parent = parentId === null ? sql`n.parent_id IS NULL` : sql`n.parent_id = ${parentId}`;
  const inLevel = sql`n.kind = ${ENTITY} AND ${parent} AND ${inForceOn('n', day)}`;
  const order = sql`position NULLS LAST, sort_name, id`;
  const level = sql`SELECT cut.*, count(*) OVER () AS level_total FROM (
      SELECT ${NODE_COLUMNS}, ${organicSiblingPosition('n')} AS position, NULL::int[] AS path FROM record_version n WHERE ${inLevel}
    ) cut ORDER BY ${order} OFFSET ${page.offset} LIMIT ${page.limit}`;
  const orders = ordersOn(viewer, day);
  const [result, parentChain] = await Promise.all([
    nodesOf(day, level, sql`level.position NULLS LAST, level.sort_name, level.id`).execute(db),
    orders && parentId !== null ? ancestorChain(db, parentId) : Promise.resolve([]),
  ]);
  // Every node of the level shares its parent's chain (as the reorder reads it: latest versions).
  const nodes = result.rows.map((row) => toNode(row, orders && mayOrder(viewer, [row.id, ...parentChain])));
  const first = result.rows[0];
  // A page past the end has no row to carry the total: counted apart (rare: the level shrank).
  const total = first ? Number(first.level_total) : page.offset === 0 ? 0 : await levelSize(db, inLevel);
  return { nodes, total, offset: page.offset };
}

async function levelSize(db: Db, inLevel: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM record_version n WHERE ${inLevel}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * The entities in force on `day` whose name (every word, accents and case aside), code or
 * abbreviation contains `query`, each with its path as of that day. An entity whose parent was not in
 * force that day (an orphan of the past) is left out: no path opens it.
 */
export async function organicSearch(db: Db, day: string, query: string, viewer?: OrganicViewer): Promise<OrganicSearchHit[]> {
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
    SELECT ${NODE_COLUMNS}, paths.path
    FROM paths JOIN record_version n ON n.kind = ${ENTITY} AND n.id = paths.hit_id AND ${inForceOn('n', day)}
    WHERE paths.rooted`;
  const matched = await nodesOf(day, level, sql`level.sort_name, level.id`).execute(db);
  const orders = ordersOn(viewer, day);
  return matched.rows.map((row) => {
    const path = (row.path ?? []).map(Number);
    // The path is the node's chain of that day, root first: today's, as the reorder checks it.
    return { node: toNode(row, orders && mayOrder(viewer, [...path].reverse())), path };
  });
}
