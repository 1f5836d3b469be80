import type { MenuSubject, PermissionNumber } from '@/shared/permissions';
import { useAppSelector } from '@/web/app/hooks';
import { selectMenuSubject } from '@/web/features/session/sessionSlice';

/** Whether the subject holds a permission number (in any of its profiles). */
export function holds(subject: MenuSubject, permission: PermissionNumber): boolean {
  return subject.permissions.includes(permission);
}

/** The signed-in user holds the permission: decides what a page offers (the server checks again). */
export function useHolds(permission: PermissionNumber): boolean {
  const subject = useAppSelector(selectMenuSubject);
  return holds(subject, permission);
}
