/**
 * The in-app navigations, for whoever needs to know where the user came from (the records' back links:
 * features/records/recordOriginStore.ts). The header notes each one here (useNavigationTrail); the reader
 * registers when its module loads (onNavigation) and first receives the steps noted before it. Light on
 * purpose: the header is in the first screens' download, the reader is not.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** One navigation: from and to a path with its query. */
export interface NavigationStep {
  from: string;
  to: string;
}

/** Steps kept until a reader registers (older ones are of no use to a back link). */
const MAX_WAITING = 100;

const waiting: NavigationStep[] = [];
let reader: ((step: NavigationStep) => void) | null = null;

function noted(step: NavigationStep): void {
  if (reader) reader(step);
  else if (waiting.push(step) > MAX_WAITING) waiting.shift();
}

/** Notes every in-app navigation but the browser's back and forward (they retrace steps, they take none). Mount once. */
export function useNavigationTrail(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const here = pathname + search;
    if (previous.current !== null && previous.current !== here && navigationType !== 'POP') noted({ from: previous.current, to: here });
    previous.current = here;
  }, [pathname, search, navigationType]);
}

/** Hands every navigation to `next`, starting with those noted before. One reader. */
export function onNavigation(next: (step: NavigationStep) => void): void {
  reader = next;
  waiting.splice(0).forEach(next);
}
