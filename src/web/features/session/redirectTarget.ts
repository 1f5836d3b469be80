import { STORAGE_KEYS } from '@/shared/limits';

/**
 * SPEC §4, §9: a protected route opened without a session keeps its path under the redirect key;
 * the next sign-in lands there. Only same-origin paths are kept (no open redirect through storage).
 */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function saveRedirectTarget(path: string): void {
  if (isLocalPath(path)) localStorage.setItem(STORAGE_KEYS.redirect, path);
}

/** Reads and forgets the target. */
export function takeRedirectTarget(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.redirect);
  localStorage.removeItem(STORAGE_KEYS.redirect);
  return path !== null && isLocalPath(path) ? path : null;
}

/** A sign-out forgets any target: the next person to sign in did not ask for it. */
export function clearRedirectTarget(): void {
  localStorage.removeItem(STORAGE_KEYS.redirect);
}
