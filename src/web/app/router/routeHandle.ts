import { useMatches } from 'react-router-dom';
import type { MessageKey } from '@/web/i18n/pt';
import type { RouteName } from '../routePaths';

/** What every route declares in its `handle`: its name and the i18n key of its title. */
export interface RouteHandle {
  name: RouteName;
  title: MessageKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string' && typeof (handle as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
