import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date: MUI's useMediaQuery for a client-only app (no server
 * rendering, so no default to start from), without its theme lookup and options (1 KB gzip of the
 * layout's first load). Takes MUI's breakpoint helpers' output as it is ("@media (max-width:…)").
 * Where the browser has no matchMedia (jsdom), nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  const media = query.replace(/^@media( ?)/m, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(media);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(media).matches);
}
