/**
 * Walks the organic tree through the entities' latest versions: the ancestor chain that decides a
 * permission's scope, and the subtrees a profile covers (for Tasks).
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { ScopedProfile } from '@/shared/records/scope';
import type { EngineContext } from './engineContext';

/** Deep enough for any real hierarchy; stops a corrupted cycle from looping. */
const MAX_DEPTH = 64;

/** [organisation, its parent, …, root]; empty when the organisation is null or unknown. */
export async function ancestorChain(db: EngineContext['db'], organizationId: number | null): Promise<number[]> {
  if (organizationId === null) return [];
  const result = await sql<{ id: number }>`
    WITH RECURSIVE chain(id, parent_id, depth) AS (
      SELECT r.id, r.parent_id, 0 FROM (
        SELECT id, parent_id FROM record_version WHERE kind = ${ObjectKind.Entity} AND id = ${organizationId}
        ORDER BY version DESC LIMIT 1) r
      UNION ALL
      SELECT p.id, p.parent_id, c.depth + 1 FROM chain c
      CROSS JOIN LATERAL (
        SELECT id, parent_id FROM record_version WHERE kind = ${ObjectKind.Entity} AND id = c.parent_id
        ORDER BY version DESC LIMIT 1) p
      WHERE c.depth < ${MAX_DEPTH}
    )
    SELECT id FROM chain ORDER BY depth`.execute(db);
  return result.rows.map((r) => r.id);
}

/**
 * The tree as it stands: an entity's place is the parent of its latest version (what `ancestorChain`
 * reads), never the parent of an older one. One rule for every check — records, settings reach, Tasks
 * and pickers — so that an entity moved between branches leaves the old branch at once (issue 28).
 */
const isLatestEntityVersion = (alias: string) => sql`NOT EXISTS (
  SELECT 1 FROM record_version newer
  WHERE newer.kind = ${ObjectKind.Entity} AND newer.id = ${sql.ref(`${alias}.id`)} AND newer.version > ${sql.ref(`${alias}.version`)})`;

/** Every organisation id under the given roots (roots included) in the tree as it stands, leaving out excluded branches. */
export async function subtreeIds(db: EngineContext['db'], roots: readonly number[], excluded: readonly number[]): Promise<number[]> {
  if (roots.length === 0) return [];
  const result = await sql<{ id: number }>`
    WITH RECURSIVE tree(id, depth) AS (
      SELECT DISTINCT id, 0 FROM record_version
      WHERE kind = ${ObjectKind.Entity} AND id = ANY(${[...roots]}::int[]) AND NOT (id = ANY(${[...excluded]}::int[]))
      UNION
      SELECT r.id, t.depth + 1 FROM tree t
      JOIN record_version r ON r.kind = ${ObjectKind.Entity} AND r.parent_id = t.id
      WHERE NOT (r.id = ANY(${[...excluded]}::int[])) AND t.depth < ${MAX_DEPTH} AND ${isLatestEntityVersion('r')}
    )
    SELECT DISTINCT id FROM tree`.execute(db);
  return result.rows.map((r) => r.id);
}

/** The organisations at the top of the tree as it stands (latest version without a parent). */
export async function rootIds(db: EngineContext['db']): Promise<number[]> {
  const result = await sql<{ id: number }>`
    SELECT r.id FROM record_version r
    WHERE r.kind = ${ObjectKind.Entity} AND r.parent_id IS NULL AND ${isLatestEntityVersion('r')}`.execute(db);
  return result.rows.map((r) => r.id);
}

/**
 * The organisations where some profile holds one of `permissions`: 'all' when a whole-tree profile
 * does, otherwise the union of the profiles' subtrees.
 */
export async function organizationsWithPermission(db: EngineContext['db'], profiles: readonly ScopedProfile[], permissions: readonly number[]): Promise<'all' | number[]> {
  const holding = profiles.filter((p) => permissions.some((n) => p.permissions.includes(n)));
  const ids = new Set<number>();
  for (const profile of holding) {
    const excluded = profile.excludedOrganizationIds ?? [];
    if (profile.organizationId === null) {
      if (excluded.length === 0) return 'all';
      for (const id of await subtreeIds(db, await rootIds(db), excluded)) ids.add(id);
    } else {
      for (const id of await subtreeIds(db, [profile.organizationId], excluded)) ids.add(id);
    }
  }
  return [...ids];
}
