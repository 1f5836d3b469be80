/**
 * The rule that stops a user or profile administrator from reaching beyond their own scope (SPEC §6
 * applied to the settings of users and profiles). Pure: the database side is adminAccess.ts.
 *
 * - A profile's scope: its organisation's subtree minus its excluded branches; the whole tree when
 *   `organization_id` is null and nothing is excluded. A null organisation with excluded branches is
 *   "rootless": besides the organisations it lists, it covers records of no organisation and future
 *   roots (as `profileCovers` does), which only another rootless scope can contain.
 * - The caller's reach for a permission: the union of the scopes of the caller's profiles holding it.
 * - The caller may manage a profile for an action needing permissions `area` when, for every
 *   permission of `area` and of the profile, the profile's whole scope lies inside the caller's reach
 *   for that permission: the caller administers there and holds every permission it grants there.
 */

export interface OrgScope {
  /** The whole organic tree: only a whole scope contains it. */
  whole: boolean;
  /** Covers records of no organisation and new roots (organisation null with excluded branches). */
  rootless: boolean;
  /** The organisations covered today (meaningless when whole). */
  ids: ReadonlySet<number>;
}

export const WHOLE_SCOPE: OrgScope = { whole: true, rootless: true, ids: new Set() };
export const EMPTY_SCOPE: OrgScope = { whole: false, rootless: false, ids: new Set() };

export function unionScopes(scopes: readonly OrgScope[]): OrgScope {
  if (scopes.some((s) => s.whole)) return WHOLE_SCOPE;
  const ids = new Set<number>();
  for (const s of scopes) for (const id of s.ids) ids.add(id);
  return { whole: false, rootless: scopes.some((s) => s.rootless), ids };
}

/** Whether every organisation (and orgless record) `target` covers is covered by `reach`. */
export function scopeInside(target: OrgScope, reach: OrgScope): boolean {
  if (reach.whole) return true;
  if (target.whole) return false;
  if (target.rootless && !reach.rootless) return false;
  for (const id of target.ids) if (!reach.ids.has(id)) return false;
  return true;
}

/** A profile as the rule sees it: its scope and the permissions it grants. */
export interface ScopedGrant {
  scope: OrgScope;
  permissions: readonly number[];
}

/**
 * Whether a caller whose reach for permission n is `reachOf(n)` may manage `grant` for an action
 * needing every permission of `area`.
 */
export function canManageGrant(grant: ScopedGrant, area: readonly number[], reachOf: (permission: number) => OrgScope): boolean {
  return [...new Set([...area, ...grant.permissions])].every((n) => scopeInside(grant.scope, reachOf(n)));
}
