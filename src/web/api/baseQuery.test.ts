import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { ACCOUNT_PATHS } from '@/shared/api';
import { ERR_NETWORK, ERR_NETWORK_TEXT, errorText } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { listenerMiddleware } from '@/web/app/listenerMiddleware';
import { makeStore, type AppStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { loggedOut, sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, httpStatus, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';
import { baseQueryWithReauth } from './baseQuery';
import { setNavigationService } from './services/navigation';
import { setNotifier } from './services/notifier';

const NOW = new Date('2026-03-02T10:00:00Z').getTime();
const nowSeconds = () => Math.floor(Date.now() / 1000);

let store: AppStore;
let navigate: jest.Mock;
let toast: jest.Mock;

function queryApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const call = (url = '/records') => baseQueryWithReauth(url, queryApi(), {});
const bearerOf = (request: Request) => request.headers.get('Authorization');

beforeAll(() => {
  // The session timers are tested elsewhere; here only the base query acts.
  listenerMiddleware.clearListeners();
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  store = makeStore();
  // Most calls are made signed in; those about having no session start from a fresh store.
  store.dispatch(sessionStarted(makeTokenData()));
  navigate = jest.fn();
  toast = jest.fn();
  setNavigationService({ navigate, revalidate: jest.fn() });
  setNotifier(toast);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the re-auth base query', () => {
  it('adds the bearer token and unwraps the envelope', async () => {
    const session = makeTokenData();
    store.dispatch(sessionStarted(session));
    const fetchMock = mockFetch({ '/records': () => envelope([1, 2]) });

    await expect(call()).resolves.toEqual({ data: [1, 2] });
    expect(bearerOf(requestsTo(fetchMock, '/records')[0] as Request)).toBe(`Bearer ${session.token}`);
    expect(toast).not.toHaveBeenCalled();
  });

  it('waits for the guest session before a call made without any token, instead of being refused with 401', async () => {
    store = makeStore();
    const guest = guestTokenData();
    const fetchMock = mockFetch({ '/records': () => envelope('ok'), [ACCOUNT_PATHS.loginGuest]: () => envelope(guest) });
    await expect(call()).resolves.toEqual({ data: 'ok' });
    expect(requestsTo(fetchMock, '/records').map(bearerOf)).toEqual([`Bearer ${guest.token}`]);
    expect(fetchMock.mock.calls.map(([r]) => bearerOf(r)).includes(null)).toBe(true); // only the guest sign-in goes out bare
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
  });

  it('answers a 401 about a session ended meanwhile (signed out) with the guest token: no toast, no second sign-out', async () => {
    const guest = guestTokenData();
    let answerFirst: (response: Response) => void = () => undefined;
    let calls = 0;
    const fetchMock = mockFetch({
      '/records': () => (++calls === 1 ? new Promise<Response>((resolve) => (answerFirst = resolve)) : envelope('ok')),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guest),
    });
    const pending = call();
    await jest.advanceTimersByTimeAsync(0);
    // The user signs out while the call is out; the server then refuses the old token.
    store.dispatch(loggedOut());
    answerFirst(httpStatus(401));
    await expect(pending).resolves.toEqual({ data: 'ok' });
    expect(requestsTo(fetchMock, '/records').map(bearerOf).at(-1)).toBe(`Bearer ${guest.token}`);
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a cancelled call as no failure at all: no toast, no network error text', async () => {
    const controller = new AbortController();
    globalThis.fetch = jest.fn(
      (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof fetch;
    const pending = baseQueryWithReauth('/records', { ...queryApi(), signal: controller.signal }, {});
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    expect((await pending).error).toBeDefined();
    expect(toast).not.toHaveBeenCalled();
  });

  it('refreshes the token first when the call falls within the refresh window', async () => {
    store.dispatch(sessionStarted(makeTokenData({ exp: nowSeconds() + (LIMITS.tokenRefreshWindowMs - 60_000) / 1000 })));
    const fresh = makeTokenData({ exp: nowSeconds() + 3600, th: 'fresh' });
    const fetchMock = mockFetch({
      [ACCOUNT_PATHS.refreshToken]: () => envelope(fresh),
      '/records': () => envelope('ok'),
    });

    await expect(call()).resolves.toEqual({ data: 'ok' });
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
    expect(bearerOf(requestsTo(fetchMock, '/records')[0] as Request)).toBe(`Bearer ${fresh.token}`);
    expect(store.getState().session.token).toBe(fresh.token);
  });

  it('does not refresh a token far from expiry', async () => {
    store.dispatch(sessionStarted(makeTokenData({ exp: nowSeconds() + 3600 })));
    const fetchMock = mockFetch({ '/records': () => envelope('ok') });
    await call();
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(0);
  });

  it('makes a single refresh for several concurrent calls, which all use the new token', async () => {
    store.dispatch(sessionStarted(makeTokenData({ exp: nowSeconds() + 60 })));
    const fresh = makeTokenData({ exp: nowSeconds() + 3600, th: 'fresh' });
    let answerRefresh: (r: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      [ACCOUNT_PATHS.refreshToken]: () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
      '/records': () => envelope('ok'),
    });

    const calls = [call(), call(), call()];
    await jest.advanceTimersByTimeAsync(0);
    answerRefresh(envelope(fresh));
    const results = await Promise.all(calls);

    expect(results).toEqual([{ data: 'ok' }, { data: 'ok' }, { data: 'ok' }]);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.refreshToken)).toHaveLength(1);
    expect(requestsTo(fetchMock, '/records').map(bearerOf)).toEqual(Array(3).fill(`Bearer ${fresh.token}`));
  });

  it('on HTTP 401 logs out, signs in as guest and goes home', async () => {
    store.dispatch(sessionStarted(makeTokenData()));
    const guest = guestTokenData();
    const fetchMock = mockFetch({
      '/records': () => httpStatus(401, { code: -4, description: 'Não autorizado.', data: null }),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guest),
    });

    const result = await call();

    expect(result.error).toMatchObject({ code: -4 });
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    // The guest sign-in goes out without the rejected token.
    expect(bearerOf(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)[0] as Request)).toBeNull();
    expect(store.getState().session).toMatchObject({ status: 'guest', token: guest.token });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('recovers once from several 401s that arrive together', async () => {
    store.dispatch(sessionStarted(makeTokenData()));
    const fetchMock = mockFetch({
      '/records': () => httpStatus(401),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
    });
    await Promise.all([call(), call()]);
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
  });

  it('on -33 logs a user out and goes home, with the catalogued toast', async () => {
    store.dispatch(sessionStarted(makeTokenData()));
    mockFetch({
      '/records': () => envelope(null, -33, 'Sessão inválida'),
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
    });

    const result = await call();

    expect(result.error).toMatchObject({ code: -33 });
    expect(store.getState().session.user?.username).not.toBe('admin');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toast).toHaveBeenCalledWith(errorText(-33, 'pt'), 'error', { keepOnNavigation: true });
  });

  it('on -33 gives a guest session a fresh guest token and retries once', async () => {
    store.dispatch(sessionStarted(guestTokenData({ th: 'old' })));
    const fresh = guestTokenData({ th: 'fresh' });
    let first = true;
    const fetchMock = mockFetch({
      '/records': () => {
        const answer = first ? envelope(null, -33) : envelope('ok');
        first = false;
        return answer;
      },
      [ACCOUNT_PATHS.loginGuest]: () => envelope(fresh),
    });

    await expect(call()).resolves.toEqual({ data: 'ok' });
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    expect(bearerOf(requestsTo(fetchMock, '/records')[1] as Request)).toBe(`Bearer ${fresh.token}`);
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('turns a network failure into ERR_NETWORK with its Portuguese text', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await call();
    expect(result.error).toEqual({ code: ERR_NETWORK, description: ERR_NETWORK_TEXT.pt });
    expect(toast).toHaveBeenCalledWith(ERR_NETWORK_TEXT.pt, 'error');
  });

  it("shows 'Erro genérico[code]' for a code outside the catalogue", async () => {
    mockFetch({ '/records': () => envelope(null, -999, 'Something') });
    const result = await call();
    expect(result.error).toMatchObject({ code: -999 });
    expect(toast).toHaveBeenCalledWith('Erro genérico[-999]', 'error');
  });

  it("turns an HTTP 500 without a body into -1 'InternalServerError'", async () => {
    mockFetch({ '/records': () => httpStatus(500) });
    const result = await call();
    expect(result.error).toEqual({ code: -1, description: 'InternalServerError' });
    expect(toast).toHaveBeenCalledWith(errorText(-1, 'pt'), 'error');
  });

  it('keeps the server title of another HTTP failure', async () => {
    mockFetch({ '/records': () => httpStatus(502, { title: 'Bad Gateway' }) });
    expect((await call()).error).toEqual({ code: -1, description: 'Bad Gateway' });
  });

  it('keeps the catalogued code of an HTTP 400 envelope', async () => {
    mockFetch({ '/records': () => httpStatus(400, { code: -2, description: 'body/name', data: null }) });
    expect((await call()).error).toEqual({ code: -2, description: 'body/name' });
  });

  it('leaves the duplicate warnings to the caller: no toast', async () => {
    mockFetch({ '/records': () => envelope({ similar: [{ id: 4, version: 1, name: 'Direção Regional' }] }, -106) });
    const result = await call();
    expect(result.error).toMatchObject({ code: -106 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts a duplicate code that carries no similar records: the -225/-305 refusal (service already provided)', async () => {
    mockFetch({ '/records': () => envelope(null, -225) });
    expect((await call()).error).toMatchObject({ code: -225 });
    expect(toast).toHaveBeenCalledWith('O serviço já é prestado pelo ponto de atendimento.', 'error');
  });

  it('names the field of a refusal that belongs to one for the calling form, and toasts it nowhere (issue 29 §7)', async () => {
    mockFetch({ '/records': () => envelope(null, -12) });
    const saved = await baseQueryWithReauth('/records', { ...queryApi(), endpoint: 'saveRecord', type: 'mutation' }, {});
    expect(saved.error).toMatchObject({ code: -12, field: 'startDate' });
    expect(toast).not.toHaveBeenCalled();
    // The same code from a call no form places on a field is a toast.
    expect((await call()).error).not.toHaveProperty('field');
    expect(toast).toHaveBeenCalledWith(errorText(-12, 'pt'), 'error');
  });

  it('shows no toast for a silent call', async () => {
    mockFetch({ '/records': () => envelope(null, -31) });
    await baseQueryWithReauth('/records', queryApi(), { silent: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('speaks the interface language in its toasts', async () => {
    store.dispatch(languageChanged('en'));
    mockFetch({ '/records': () => envelope(null, -30) });
    await call();
    expect(toast).toHaveBeenCalledWith('Invalid user or password.', 'error');
  });
});
