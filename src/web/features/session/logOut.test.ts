import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { setNavigationService } from '@/web/api/services/navigation';
import { setNotifier } from '@/web/api/services/notifier';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { storeOnFakeClock, expiryIn } from '@/web/test/storeOnFakeClock';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';
import { logOut } from './logOut';
import { sessionStarted, signOutStarted } from './sessionSlice';

const clock = storeOnFakeClock();
let toast: jest.Mock;

beforeEach(() => {
  toast = jest.fn();
  setNotifier(toast);
});

afterEach(() => {
  setNotifier(null);
});

it('ends the local session and continues as a guest when the server could not close it (-31), without a toast', async () => {
  const fetchMock = mockFetch({
    [ACCOUNT_PATHS.logout]: () => envelope(null, ErrorCode.CouldNotCloseSession, 'Não foi possível terminar a sessão'),
    [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData({ sid: 'guest' })),
  });
  const data = makeTokenData({ exp: expiryIn(60 * 60_000) });
  clock.store().dispatch(sessionStarted(data));
  const goHome = jest.fn();
  await logOut(clock.store(), goHome);
  expect(requestsTo(fetchMock, ACCOUNT_PATHS.logout)[0]?.headers.get('Authorization')).toBe(`Bearer ${data.token}`);
  expect(clock.store().getState().session.status).toBe('guest');
  expect(goHome).toHaveBeenCalled();
  expect(toast).not.toHaveBeenCalled();
});

it('tells the hub to let go (signOutStarted) before the logout request goes out', async () => {
  clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(60 * 60_000) })));
  const dispatch = jest.spyOn(clock.store(), 'dispatch');
  let startedBeforeLogout = false;
  mockFetch({
    [ACCOUNT_PATHS.logout]: () => {
      startedBeforeLogout = dispatch.mock.calls.some(([action]) => signOutStarted.match(action));
      return envelope(null);
    },
    [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData({ sid: 'guest' })),
  });
  await logOut(clock.store(), jest.fn());
  expect(startedBeforeLogout).toBe(true);
  dispatch.mockRestore();
});

it('sends the browser to the provider’s end-session URL when the server answers one (a regional sign-in session)', async () => {
  const endSession = 'https://login.gra.example/session/end?id_token_hint=x&post_logout_redirect_uri=https%3A%2F%2Fcatalogo%2F';
  mockFetch({ [ACCOUNT_PATHS.logout]: () => envelope(endSession) });
  const leave = jest.fn();
  setNavigationService({ navigate: jest.fn(), revalidate: jest.fn(), leave });
  clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(60 * 60_000) })));
  const goHome = jest.fn();
  try {
    await logOut(clock.store(), goHome);
  } finally {
    setNavigationService(null);
  }
  expect(leave).toHaveBeenCalledWith(endSession);
  expect(goHome).not.toHaveBeenCalled();
  expect(clock.store().getState().session.status).not.toBe('signedIn');
});

it('waits for a refresh in flight and logs out with the new token, so the refresh cannot bring the session back', async () => {
  const lifetime = 10 * 60_000;
  const fresh = makeTokenData({ exp: expiryIn(2 * lifetime), th: 'new' });
  let answerRefresh: () => void = () => undefined;
  const fetchMock = mockFetch({
    [ACCOUNT_PATHS.refreshToken]: () => new Promise((resolve) => (answerRefresh = () => resolve(envelope(fresh)))),
    [ACCOUNT_PATHS.logout]: () => envelope(null),
    // The header's periodic user reload, due while the clock moves on.
    [ACCOUNT_PATHS.me]: () => envelope(null),
    [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData({ sid: 'guest' })),
  });
  clock.store().dispatch(sessionStarted(makeTokenData({ exp: expiryIn(lifetime), th: 'old' })));
  // The timer starts a refresh as the token enters its refresh window; the answer is slow.
  await jest.advanceTimersByTimeAsync(lifetime - LIMITS.tokenRefreshWindowMs + 1000);
  expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
  const done = logOut(clock.store(), jest.fn());
  await jest.advanceTimersByTimeAsync(0);
  answerRefresh();
  await done;
  expect(requestsTo(fetchMock, ACCOUNT_PATHS.logout).map((r) => r.headers.get('Authorization'))).toEqual([`Bearer ${fresh.token}`]);
  expect(clock.store().getState().session.status).toBe('guest');
  expect(toast.mock.calls).toEqual([]);
});
