/**
 * The SPA's SignalR connection (issue 12 §1): long polling (SPEC §7), the current session token on
 * every request, and what each server message does. `@microsoft/signalr` is loaded here with a
 * dynamic import, in its own chunk: the home page's first load does not carry it.
 */
import type { HubConnection } from '@microsoft/signalr';
import { HUB_METHODS, type HubArguments } from '@/shared/hub';
import { API_BASE, HUB_PATH } from '@/shared/limits';
import { api } from '@/web/api/api';
import type { StoreAccess } from '@/web/api/rawBaseQuery';
import { refreshSession } from '@/web/api/sessionRenewal';
import type { RootState } from '@/web/app/store';
import { importStatusReceived } from './hubSlice';

/** What the bell (count) and the panel (list) read: a pushed notification makes both fetch again. */
export const NOTIFICATION_TAGS = [
  { type: 'Notification' as const, id: 'LIST' },
  { type: 'Notification' as const, id: 'COUNT' },
];

export type SignalRModule = typeof import('@microsoft/signalr');

export const loadSignalR = (): Promise<SignalRModule> => import(/* webpackChunkName: "signalr" */ '@microsoft/signalr');

/** A connection (not started) whose messages act on the store. */
export function createHubConnection(signalR: SignalRModule, store: StoreAccess): HubConnection {
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(`${API_BASE}${HUB_PATH}`, {
      transport: signalR.HttpTransportType.LongPolling,
      // Read at each (re)authentication: a refreshed token is used from its next 401 or connection.
      accessTokenFactory: () => (store.getState() as RootState).session.token ?? '',
    })
    .configureLogging(signalR.LogLevel.None)
    .build();
  connection.on(HUB_METHODS.sendNotification, () => {
    store.dispatch(api.util.invalidateTags(NOTIFICATION_TAGS));
  });
  connection.on(HUB_METHODS.needRefreshToken, () => {
    void refreshSession(store);
  });
  connection.on(HUB_METHODS.sendImportStatus, (...[status]: HubArguments['SendImportStatus']) => {
    store.dispatch(importStatusReceived(status));
  });
  return connection;
}
