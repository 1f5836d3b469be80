/**
 * The SPA's SignalR connection (issue 12 §1): long polling (SPEC §7), the current session token on
 * every request, and what each server message does. This module and `@microsoft/signalr` are one
 * lazy chunk (hubListeners.ts imports it with `import()`): the home page's first load carries neither.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_METHODS, type HubArguments } from '@/shared/hub';
import { API_BASE, HUB_PATH } from '@/shared/limits';
import { api } from '@/web/api/api';
import type { StoreAccess } from '@/web/api/rawBaseQuery';
import { refreshSession } from '@/web/api/sessionRenewal';
import type { RootState } from '@/web/app/store';
import { importStatusReceived } from './hubSlice';
import { refreshRecord } from '@/web/features/records/liveRecordRefresh';

/** What the bell (count) and the panel (list) read: a pushed notification makes both fetch again. */
const NOTIFICATION_TAGS = [
  { type: 'Notification' as const, id: 'LIST' },
  { type: 'Notification' as const, id: 'COUNT' },
];

/** Once (re)connected: what was pushed while not connected is read again. */
export function catchUp(store: StoreAccess): void {
  store.dispatch(api.util.invalidateTags(NOTIFICATION_TAGS));
}

/** A connection (not started) whose messages act on the store. */
export function createHubConnection(store: StoreAccess): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${API_BASE}${HUB_PATH}`, {
      transport: HttpTransportType.LongPolling,
      // Read at each (re)authentication: a refreshed token is used from its next 401 or connection.
      accessTokenFactory: () => (store.getState() as RootState).session.token ?? '',
    })
    .configureLogging(LogLevel.None)
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
  // An open page of the record reads it again (issue 29 §6), never over a dirty form (liveRecordRefresh.ts).
  connection.on(HUB_METHODS.recordChanged, (...[change]: HubArguments['RecordChanged']) => {
    refreshRecord(store.dispatch, change.kind, change.id);
  });
  return connection;
}
