/**
 * How code outside React (the base query, listeners) moves the user. The router installs the real
 * one when it is created; tests install a mock. Until then a full page load is the safe fallback.
 */
export interface NavigationService {
  navigate(to: string): void;
  /** Runs the current route's loaders again, so route guards see a changed session. */
  revalidate(): void;
  /** Leaves the SPA for another site (the regional sign-in); tests replace it, jsdom cannot navigate. */
  leave?(url: string): void;
}

const fallback: NavigationService = {
  navigate: (to) => window.location.assign(to),
  revalidate: () => undefined,
};

let current: NavigationService = fallback;

export function setNavigationService(service: NavigationService | null): void {
  current = service ?? fallback;
}

export function navigateTo(to: string): void {
  current.navigate(to);
}

export function revalidateRoute(): void {
  current.revalidate();
}

export function leaveTo(url: string): void {
  if (current.leave) current.leave(url);
  else window.location.assign(url);
}
