/**
 * What the SPA offers before asking the server (which re-checks scope on every call): the kind's
 * permission numbers (own and Super) in ANY of the user's profiles.
 * Under an entity (the kinds it owns) the server's answer for that entity decides (canCreateInOwner).
 */
import type { SessionUser } from '@/shared/api';
import type { PermissionLevel } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import { permissionsFor, type RecordKindName } from '@/shared/records/kinds';

export function hasKindPermission(user: Pick<SessionUser, 'profiles'> | null, kind: RecordKindName, level: PermissionLevel): boolean {
  if (!user) return false;
  const numbers = permissionsFor(kind, level);
  return user.profiles.some((p) => numbers.some((n) => p.permissions.includes(n)));
}

export const canCreateRecord = (user: Pick<SessionUser, 'profiles'> | null, kind: RecordKindName) => hasKindPermission(user, kind, 'createEdit');

/**
 * Creating a `kind` record under the entity `owner` (kinds with `inEntity`): the owner's scope decides,
 * so the SPA asks the server's answer for that entity (`canCreateOwned` on its view) instead of any profile.
 */
export const canCreateInOwner = (owner: Pick<RecordView, 'canCreateOwned'> | null | undefined, kind: RecordKindName) => owner?.canCreateOwned?.includes(kind) ?? false;
