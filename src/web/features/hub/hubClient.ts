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
import { bulkStatusReceived, importStatusReceived } from './hubSlice';
import { presenceReceived, recordChangeReceived, recordSavedReceived } from '@/web/features/records/presence/presenceSlice';
import { refreshRecord } from '@/web/features/records/liveRecordRefresh';
import { MY_WORK_TAG } from '@/web/features/records/recordsApi';

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
    store.dispatch(api.util.invalidateTags([...NOTIFICATION_TAGS, MY_WORK_TAG]));
  });
  connection.on(HUB_METHODS.needRefreshToken, () => {
    void refreshSession(store);
  });
  connection.on(HUB_METHODS.sendImportStatus, (...[status]: HubArguments['SendImportStatus']) => {
    store.dispatch(importStatusReceived(status));
  });
  // A bulk job's progress (issue 30 §1); at its end every list and task reads again (any record may have moved).
  connection.on(HUB_METHODS.sendBulkStatus, (...[status]: HubArguments['SendBulkStatus']) => {
    store.dispatch(bulkStatusReceived(status));
    if (status.state !== 'running') store.dispatch(api.util.invalidateTags(['Record', 'History', 'Task']));
  });
  // An open page of the record reads it again (issue 29 §6), never over a dirty form (liveRecordRefresh.ts).
  connection.on(HUB_METHODS.recordChanged, (...[change]: HubArguments['RecordChanged']) => {
    // The open page says what changed (issue 31 §2, RecordChangeNotice).
    store.dispatch(recordChangeReceived({ change, receivedAt: Date.now() }));
    refreshRecord(store.dispatch, change.kind, change.id);
    // 'O meu trabalho' counts again (issue 30 §2), whatever page is open.
    store.dispatch(api.util.invalidateTags([MY_WORK_TAG]));
  });
  // Who else has the version open for editing (issue 31 §2, EditPresenceNotice).
  connection.on(HUB_METHODS.presenceChanged, (...[change]: HubArguments['PresenceChanged']) => {
    store.dispatch(presenceReceived(change));
  });
  // Another user saved it: the page says so, and a clean form reads it again (a dirty one is held).
  connection.on(HUB_METHODS.recordSaved, (...[save]: HubArguments['RecordSaved']) => {
    store.dispatch(recordSavedReceived(save));
    refreshRecord(store.dispatch, save.kind, save.id);
  });
  return connection;
}
