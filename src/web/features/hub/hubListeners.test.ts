/**
 * The SPA's hub connection on a fake clock, with @microsoft/signalr replaced by a fake: when it
 * starts (after the delay, only for users with a profile), retries, reconnects and stops, and what
 * each server message does.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { ACCOUNT_PATHS, NOTIFICATION_PATHS } from '@/shared/api';
import { HUB_METHODS } from '@/shared/hub';
import { API_BASE, HUB_PATH, LIMITS } from '@/shared/limits';
import { RECORD_PATHS } from '@/shared/records/contract';
import { notificationsApi } from '@/web/features/notifications/notificationsApi';
import { recordsApi } from '@/web/features/records/recordsApi';
import { loggedOut, sessionStarted, signOutStarted, tokenRefreshed } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { storeOnFakeClock } from '@/web/test/storeOnFakeClock';
import { guestTokenData, makeTokenData, userTokenData } from '@/web/test/tokens';
import type { ImportStatus } from '@/shared/imports';
import { startAppListening } from '@/web/app/listenerMiddleware';
import { startHubListeners } from './hubListeners';
import { selectHubStatus, selectImportStatus } from './hubSlice';

/** The fake connections the fake builder made, newest last. */
const made: FakeConnection[] = [];
let failStarts = 0;

class FakeConnection {
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  readonly closeHandlers: ((error?: Error) => void)[] = [];
  started = 0;
  stopped = 0;
  constructor(
    readonly url: string,
    readonly options: { transport: number; accessTokenFactory: () => string },
  ) {}
  on(target: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(target, handler);
  }
  onclose(handler: (error?: Error) => void) {
    this.closeHandlers.push(handler);
  }
  async start() {
    this.started += 1;
    if (failStarts > 0) {
      failStarts -= 1;
      throw new Error('negotiate failed');
    }
  }
  async stop() {
    this.stopped += 1;
    this.closeHandlers.forEach((h) => h());
  }
  /** The server invokes a client target. */
  receive(target: string, ...args: unknown[]) {
    this.handlers.get(target)?.(...args);
  }
}

jest.mock('@microsoft/signalr', () => {
  class HubConnectionBuilder {
    private url = '';
    private options = { transport: 0, accessTokenFactory: () => '' };
    withUrl(url: string, options: FakeConnection['options']) {
      this.url = url;
      this.options = options;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const connection = new FakeConnection(this.url, this.options);
      made.push(connection);
      return connection;
    }
  }
  return { HubConnectionBuilder, HttpTransportType: { WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 }, LogLevel: { None: 6 } };
});

const clock = storeOnFakeClock();

beforeEach(() => {
  made.length = 0;
  failStarts = 0;
  mockFetch({});
  startHubListeners(startAppListening, clock.store().dispatch);
});

const status = () => selectHubStatus(clock.store().getState());
const last = () => made[made.length - 1]!;

async function signIn(tokenData = userTokenData([1])) {
  clock.store().dispatch(sessionStarted(tokenData));
  await jest.advanceTimersByTimeAsync(LIMITS.hubStartDelayMs);
}

/** `action` stops the live connection at once, and none is made again for two retry delays: `made` connections in all. */
async function expectStoppedBy(action: UnknownAction, connections: number) {
  clock.store().dispatch(action);
  await jest.advanceTimersByTimeAsync(0);
  expect(last().stopped).toBe(1);
  expect(status()).toBe('stopped');
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs * 2);
  expect(made).toHaveLength(connections);
}

it('connects by long polling about hubStartDelayMs after sign-in, with the current token', async () => {
  const tokenData = userTokenData([1]);
  clock.store().dispatch(sessionStarted(tokenData));
  await jest.advanceTimersByTimeAsync(LIMITS.hubStartDelayMs - 100);
  expect(made).toHaveLength(0);
  expect(status()).toBe('connecting');
  await jest.advanceTimersByTimeAsync(100);
  expect(made).toHaveLength(1);
  expect(last().url).toBe(`${API_BASE}${HUB_PATH}`);
  expect(last().options.transport).toBe(4);
  expect(last().options.accessTokenFactory()).toBe(tokenData.token);
  expect(status()).toBe('connected');
});

it('never connects the guest nor a user without profile', async () => {
  await signIn(guestTokenData());
  await signIn(userTokenData([], { prf: [] }));
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs * 2);
  expect(made).toHaveLength(0);
  expect(status()).toBe('stopped');
});

it('tries again every hubRetryDelayMs after a failed start', async () => {
  failStarts = 2;
  await signIn();
  expect(status()).toBe('reconnecting');
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs);
  expect(made).toHaveLength(2);
  expect(status()).toBe('reconnecting');
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs);
  expect(made).toHaveLength(3);
  expect(status()).toBe('connected');
});

it('reconnects when the connection closes, keeps it across a token refresh, and stops it at logout', async () => {
  await signIn();
  const first = last();
  clock.store().dispatch(tokenRefreshed(userTokenData([1], { th: 'refreshed' })));
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs);
  expect(made).toHaveLength(1);
  expect(first.options.accessTokenFactory()).toBe(clock.store().getState().session.token);

  first.closeHandlers.forEach((h) => h(new Error('Session ended.')));
  await jest.advanceTimersByTimeAsync(0);
  expect(status()).toBe('reconnecting');
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs);
  expect(made).toHaveLength(2);
  expect(status()).toBe('connected');

  await expectStoppedBy(loggedOut(), 2);
});

it('stops when sign-out starts, before the logout ends the session, and does not come back while it goes out', async () => {
  await signIn();
  await expectStoppedBy(signOutStarted(), 1);
  clock.store().dispatch(loggedOut());
  await jest.advanceTimersByTimeAsync(LIMITS.hubRetryDelayMs * 2);
  expect(made).toHaveLength(1);
  expect(status()).toBe('stopped');
});

it('SendNotification makes the bell and the panel read again', async () => {
  let unread = 0;
  const fetchMock = mockFetch({ [NOTIFICATION_PATHS.count]: () => envelope(unread), [NOTIFICATION_PATHS.list]: () => envelope([]) });
  await signIn();
  const count = clock.store().dispatch(notificationsApi.endpoints.getNotificationCount.initiate());
  const list = clock.store().dispatch(notificationsApi.endpoints.getNotifications.initiate());
  await jest.advanceTimersByTimeAsync(0);
  const before = [requestsTo(fetchMock, NOTIFICATION_PATHS.count).length, requestsTo(fetchMock, NOTIFICATION_PATHS.list).length];
  unread = 1;
  last().receive(HUB_METHODS.sendNotification, { id: 1 });
  await jest.advanceTimersByTimeAsync(0);
  expect(requestsTo(fetchMock, NOTIFICATION_PATHS.count)).toHaveLength(before[0]! + 1);
  expect(requestsTo(fetchMock, NOTIFICATION_PATHS.list)).toHaveLength(before[1]! + 1);
  expect(notificationsApi.endpoints.getNotificationCount.select()(clock.store().getState()).data).toBe(1);
  count.unsubscribe();
  list.unsubscribe();
});

it('NeedRefreshToken refreshes through the single-flight refresh', async () => {
  const fetchMock = mockFetch({ [ACCOUNT_PATHS.refreshToken]: () => envelope(makeTokenData({ sub: 'maria', th: 'new' })) });
  await signIn();
  last().receive(HUB_METHODS.needRefreshToken);
  last().receive(HUB_METHODS.needRefreshToken);
  await jest.advanceTimersByTimeAsync(0);
  expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
});

it('SendImportStatus dispatches importStatusReceived', async () => {
  await signIn();
  const status: ImportStatus = { importId: 4, state: 'importing', total: 10, validated: 10, written: 3, failed: 0, percent: 65 };
  last().receive(HUB_METHODS.sendImportStatus, status);
  expect(selectImportStatus(clock.store().getState(), 4)).toEqual(status);
});

it('RecordChanged makes an open page of that record read it again, and no other record (issue 29 §6)', async () => {
  const path = RECORD_PATHS.version('entity', 40, 2);
  const other = RECORD_PATHS.version('entity', 41, 1);
  const fetchMock = mockFetch({ [path]: () => envelope({ id: 40 }), [other]: () => envelope({ id: 41 }) });
  await signIn();
  const open = clock.store().dispatch(recordsApi.endpoints.getRecord.initiate({ kind: 'entity', id: 40, version: 2 }));
  const elsewhere = clock.store().dispatch(recordsApi.endpoints.getRecord.initiate({ kind: 'entity', id: 41, version: 1 }));
  await jest.advanceTimersByTimeAsync(0);
  expect(requestsTo(fetchMock, path)).toHaveLength(1);
  last().receive(HUB_METHODS.recordChanged, { kind: 'entity', id: 40, version: 2, action: 'return' });
  await jest.advanceTimersByTimeAsync(0);
  expect(requestsTo(fetchMock, path)).toHaveLength(2);
  expect(requestsTo(fetchMock, other)).toHaveLength(1);
  open.unsubscribe();
  elsewhere.unsubscribe();
});
