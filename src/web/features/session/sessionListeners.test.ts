import { ACCOUNT_PATHS } from '@/shared/api';
import { LIMITS } from '@/shared/limits';
import { makeStore, type AppStore } from '@/web/app/store';
import { setNavigationService } from '@/web/api/services/navigation';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';
import { sessionRestored, sessionStarted } from './sessionSlice';

const NOW = new Date('2026-03-02T10:00:00Z').getTime();
const inSeconds = (ms: number) => Math.floor((Date.now() + ms) / 1000);

let store: AppStore;
let revalidate: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  store = makeStore();
  revalidate = jest.fn();
  setNavigationService({ navigate: jest.fn(), revalidate });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('at start-up', () => {
  it('gives an anonymous visitor a guest session', async () => {
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()) });
    store.dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    expect(store.getState().session.status).toBe('guest');
  });

  it('ends a restored session that expired meanwhile and continues as a guest', async () => {
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()) });
    store.dispatch(sessionStarted(makeTokenData({ exp: inSeconds(-60_000) })));
    store.dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    expect(store.getState().session.user?.username).toBe('guest');
  });

  it('keeps a live session as it is', async () => {
    const fetchMock = mockFetch({});
    store.dispatch(sessionStarted(makeTokenData()));
    store.dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(0);
  });
});

describe('the refresh timer', () => {
  it('refreshes the token when it enters the refresh window, and re-arms on the new one', async () => {
    const lifetime = 10 * 60_000;
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.refreshToken]: () => envelope(makeTokenData({ exp: inSeconds(lifetime), th: `t${Date.now()}` })) });
    store.dispatch(sessionStarted(makeTokenData({ exp: inSeconds(lifetime) })));

    await jest.advanceTimersByTimeAsync(lifetime - LIMITS.tokenRefreshWindowMs - 1000);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2000);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
    const refreshed = store.getState().session.token;

    await jest.advanceTimersByTimeAsync(lifetime - LIMITS.tokenRefreshWindowMs);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(2);
    expect(store.getState().session.token).not.toBe(refreshed);
  });

  it('ends the session at expiry when no refresh came through, and lets the route guard act', async () => {
    const lifetime = 10 * 60_000;
    mockFetch({
      [ACCOUNT_PATHS.refreshToken]: () => Promise.reject(new TypeError('Failed to fetch')),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
    });
    store.dispatch(sessionStarted(makeTokenData({ exp: inSeconds(lifetime) })));
    await jest.advanceTimersByTimeAsync(lifetime + 1000);
    expect(store.getState().session.status).toBe('guest');
    expect(revalidate).toHaveBeenCalled();
  });
});

describe('the header user reload', () => {
  it('reloads the signed-in user every LIMITS.headerUserReloadMs', async () => {
    const data = makeTokenData();
    store.dispatch(sessionStarted(data));
    const user = store.getState().session.user!;
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.me]: () => envelope({ ...user, displayName: 'Nome Atualizado' }) });

    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs - 1);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(1);
    expect(store.getState().session.user?.displayName).toBe('Nome Atualizado');
    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(2);
  });

  it('does not run for guests', async () => {
    const fetchMock = mockFetch({});
    store.dispatch(sessionStarted(guestTokenData()));
    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs * 2);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(0);
  });
});
