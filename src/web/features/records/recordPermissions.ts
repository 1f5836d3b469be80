/**
 * What the SPA offers before asking the server (which re-checks scope on every call): the kind's
 * permission numbers (own and Super) in ANY of the user's profiles.
 */
import type { SessionUser } from '@/shared/api';
import type { PermissionLevel } from '@/shared/recordStates';
import { permissionsFor, type RecordKindName } from '@/shared/records/kinds';

export function hasKindPermission(user: Pick<SessionUser, 'profiles'> | null, kind: RecordKindName, level: PermissionLevel): boolean {
  if (!user) return false;
  const numbers = permissionsFor(kind, level);
  return user.profiles.some((p) => numbers.some((n) => p.permissions.includes(n)));
}

export const canCreateRecord = (user: Pick<SessionUser, 'profiles'> | null, kind: RecordKindName) => hasKindPermission(user, kind, 'createEdit');
