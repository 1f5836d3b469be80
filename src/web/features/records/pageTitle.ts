import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page's own title for the browser tab, where the route's fixed title would not be true: one route
 * both edits and creates (/entidade/0/0 creates), so its page says which (WCAG 2.4.2). The layout's
 * DocumentTitle prefers it to the route's title while the page is shown.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(title: string | null): void {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Titles the browser tab while the calling page is shown (null: the route's own title). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    publish(title);
    return () => publish(null);
  }, [title]);
}

/** The title the shown page asked for, if any. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}
