import { useLocation } from 'react-router-dom';

interface ListReturnState {
  listUrl?: string;
}

/** The state a list's links carry, so the page they open can return to the list as it was (filters, page). */
export function useListLinkState(): ListReturnState {
  const location = useLocation();
  return { listUrl: location.pathname + location.search };
}

/** Where "back to the list" goes: the list as the user left it, or its bare path. */
export function useListReturn(listPath: string): string {
  const location = useLocation();
  const state = location.state as ListReturnState | null;
  return state?.listUrl && state.listUrl.startsWith(listPath) ? state.listUrl : listPath;
}
