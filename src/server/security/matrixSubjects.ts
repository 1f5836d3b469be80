/**
 * The callers of the authorisation matrix: nobody signed in, the guest, a signed-in user without any
 * permission, one branch-scoped holder of each permission area of SPEC §6, and the whole-tree
 * administrator. Test support only.
 */
import { PERMISSION_AREAS } from '@/shared/permissions';

export type AreaName = (typeof PERMISSION_AREAS)[number]['area'];

export type Subject =
  | { who: 'anonymous' }
  | { who: 'guest' }
  | { who: 'nobody'; permissions: readonly number[] }
  | { who: 'area'; area: AreaName; permissions: readonly number[] }
  | { who: 'admin' };

/**
 * Where a route's target lies relative to the branch of the scoped subjects: inside it, outside it, or
 * under an entity moved out of it (published first under the branch, then under another one): outside
 * by the tree as it stands, inside by its archived versions (issue 28).
 */
export type Place = 'inside' | 'outside' | 'moved';

export const PLACES: readonly Place[] = ['inside', 'outside', 'moved'];

export const SUBJECTS: readonly Subject[] = [
  { who: 'anonymous' },
  { who: 'guest' },
  { who: 'nobody', permissions: [] },
  ...PERMISSION_AREAS.map((a): Subject => ({ who: 'area', area: a.area, permissions: a.numbers })),
  { who: 'admin' },
];

export function subjectName(s: Subject): string {
  return s.who === 'area' ? `${s.area} holder` : s.who;
}

/** The permissions a subject holds in its branch (the admin holds every one on the whole tree). */
export function heldPermissions(s: Subject): readonly number[] {
  return s.who === 'area' || s.who === 'nobody' ? s.permissions : [];
}

export function isSignedInStaff(s: Subject): s is Extract<Subject, { who: 'nobody' | 'area' | 'admin' }> {
  return s.who === 'nobody' || s.who === 'area' || s.who === 'admin';
}

/**
 * Whether the subject holds one of `numbers` for a target at `place`: the admin everywhere, a branch
 * holder only inside its branch (or anywhere when the rule ignores scope).
 */
export function holdsAny(s: Subject, numbers: readonly number[], place: Place | null): boolean {
  if (s.who === 'admin') return true;
  if (s.who !== 'area' && s.who !== 'nobody') return false;
  if (place !== null && place !== 'inside') return false;
  return numbers.some((n) => s.permissions.includes(n));
}

export function holdsAll(s: Subject, numbers: readonly number[], place: Place | null): boolean {
  return numbers.every((n) => holdsAny(s, [n], place));
}
