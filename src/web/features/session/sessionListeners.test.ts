import { ACCOUNT_PATHS } from '@/shared/api';
import { LIMITS } from '@/shared/limits';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { storeOnFakeClock, expiryIn } from '@/web/test/storeOnFakeClock';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';
import { sessionRestored, sessionStarted } from './sessionSlice';

const clock = storeOnFakeClock();

describe('at start-up', () => {
  it('gives an anonymous visitor a guest session', async () => {
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()) });
    clock.store().dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    expect(clock.store().getState().session.status).toBe('guest');
  });

  it('ends a restored session that expired meanwhile and continues as a guest', async () => {
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()) });
    clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(-60_000) })));
    clock.store().dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    expect(clock.store().getState().session.user?.username).toBe('guest');
  });

  it('keeps a live session as it is', async () => {
    const fetchMock = mockFetch({});
    clock.store().dispatch(sessionStarted(makeTokenData()));
    clock.store().dispatch(sessionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(0);
  });
});

describe('the refresh timer', () => {
  it('refreshes the token when it enters the refresh window, and re-arms on the new one', async () => {
    const lifetime = 10 * 60_000;
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.refreshToken]: () => envelope(makeTokenData({ exp: expiryIn(lifetime), th: `t${Date.now()}` })) });
    clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(lifetime) })));

    await jest.advanceTimersByTimeAsync(lifetime - LIMITS.tokenRefreshWindowMs - 1000);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2000);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
    const refreshed = clock.store().getState().session.token;

    await jest.advanceTimersByTimeAsync(lifetime - LIMITS.tokenRefreshWindowMs);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(2);
    expect(clock.store().getState().session.token).not.toBe(refreshed);
  });

  it('ends the session at expiry when no refresh came through, and lets the route guard act', async () => {
    const lifetime = 10 * 60_000;
    mockFetch({
      [ACCOUNT_PATHS.refreshToken]: () => Promise.reject(new TypeError('Failed to fetch')),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
    });
    clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(lifetime) })));
    await jest.advanceTimersByTimeAsync(lifetime + 1000);
    expect(clock.store().getState().session.status).toBe('guest');
    expect(clock.revalidate()).toHaveBeenCalled();
  });
});

describe('the header user reload', () => {
  it('reloads the signed-in user every LIMITS.headerUserReloadMs', async () => {
    const data = makeTokenData();
    clock.store().dispatch(sessionStarted(data));
    const user = clock.store().getState().session.user!;
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.me]: () => envelope({ ...user, displayName: 'Nome Atualizado' }) });

    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs - 1);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(1);
    expect(clock.store().getState().session.user?.displayName).toBe('Nome Atualizado');
    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(2);
  });

  it('does not run for guests', async () => {
    const fetchMock = mockFetch({});
    clock.store().dispatch(sessionStarted(guestTokenData()));
    await jest.advanceTimersByTimeAsync(LIMITS.headerUserReloadMs * 2);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.me)).toHaveLength(0);
  });
});
