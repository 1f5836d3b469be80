import { useEffect } from 'react';
import { HUB_SERVER_METHODS, PRESENCE_PATHS } from '@/shared/hub';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { API_BASE } from '@/shared/limits';
import { useAppDispatch, useAppSelector, useAppStore } from '@/web/app/hooks';
import { invokeOnHub } from './presenceHub';
import { presenceLeft, selectHubConnectionId } from './presenceSlice';

/**
 * The edit page has this version open (issue 31 §2): StartEditing while the hub is connected (again
 * after a reconnect: a new connection has no presence), StopEditing when the page is left. A page being
 * closed cannot wait for a hub message, so `pagehide` sends POST /presence/leave with `keepalive`, which
 * the browser lets outlive the page. `id` null: a new record, nobody else can have it open.
 */
export function useEditPresence(kind: RecordKindName, id: number | null, version: number | null): void {
  const connectionId = useAppSelector(selectHubConnectionId);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (connectionId === null || id === null || version === null) return undefined;
    void invokeOnHub(HUB_SERVER_METHODS.startEditing, kind, id, version);
    const leave = () => {
      const token = store.getState().session.token;
      if (!token) return;
      void fetch(`${API_BASE}${PRESENCE_PATHS.leave}`, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ connectionId }),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void invokeOnHub(HUB_SERVER_METHODS.stopEditing, kind, id, version);
      dispatch(presenceLeft({ kind, id, version }));
    };
  }, [connectionId, kind, id, version, dispatch, store]);
}
