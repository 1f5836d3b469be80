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
 * Every organisation id under the given roots (roots included), leaving out excluded branches.
 * Follows the parent links of every version, so a record moved between branches counts in both
 * until its old versions are gone: a permission check still runs on the exact chain.
 */
export async function subtreeIds(db: EngineContext['db'], roots: readonly number[], excluded: readonly number[]): Promise<number[]> {
  if (roots.length === 0) return [];
  const result = await sql<{ id: number }>`
    WITH RECURSIVE tree(id, depth) AS (
      SELECT DISTINCT id, 0 FROM record_version
      WHERE kind = ${ObjectKind.Entity} AND id = ANY(${[...roots]}::int[]) AND NOT (id = ANY(${[...excluded]}::int[]))
      UNION
      SELECT r.id, t.depth + 1 FROM tree t
      JOIN record_version r ON r.kind = ${ObjectKind.Entity} AND r.parent_id = t.id
      WHERE NOT (r.id = ANY(${[...excluded]}::int[])) AND t.depth < ${MAX_DEPTH}
    )
    SELECT DISTINCT id FROM tree`.execute(db);
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
      const roots = await sql<{ id: number }>`
        SELECT DISTINCT id FROM record_version WHERE kind = ${ObjectKind.Entity} AND parent_id IS NULL`.execute(db);
      for (const id of await subtreeIds(
        db,
        roots.rows.map((r) => r.id),
        excluded,
      ))
        ids.add(id);
    } else {
      for (const id of await subtreeIds(db, [profile.organizationId], excluded)) ids.add(id);
    }
  }
  return [...ids];
}
