/**
 * Permission scope (SPEC §6): a permission counts for a target only when the profile's organisation
 * or its tree contains the target. Pure, so the SPA hides what the server would refuse.
 */
import type { PermissionLevel } from '../recordStates';
import { permissionsFor, type RecordKindName } from './kinds';

export interface ScopedProfile {
  /** null: the whole organic tree. */
  organizationId: number | null;
  /** Branches (with everything below them) left out of the profile's tree. */
  excludedOrganizationIds?: readonly number[];
  permissions: readonly number[];
}

/**
 * `chain` is the target organisation followed by its ancestors up to the root ([target, parent, …]).
 * A record that belongs to no organisation yet (chain empty) is covered only by whole-tree profiles.
 */
export function profileCovers(profile: ScopedProfile, chain: readonly number[]): boolean {
  const excluded = profile.excludedOrganizationIds ?? [];
  if (chain.some((id) => excluded.includes(id))) return false;
  if (profile.organizationId === null) return true;
  return chain.includes(profile.organizationId);
}

export function hasPermissionIn(profiles: readonly ScopedProfile[], numbers: readonly number[], chain: readonly number[]): boolean {
  return profiles.some((p) => numbers.some((n) => p.permissions.includes(n)) && profileCovers(p, chain));
}

/** The one permission check of the record engine: may these profiles do `level` on a `kind` record under `chain`? */
export function can(profiles: readonly ScopedProfile[], level: PermissionLevel, kind: RecordKindName, chain: readonly number[]): boolean {
  return hasPermissionIn(profiles, permissionsFor(kind, level), chain);
}
