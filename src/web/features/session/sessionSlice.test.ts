import { guestTokenData, makeToken, makeTokenData, userTokenData } from '@/web/test/tokens';
import reducer, {
  hasUserSession,
  initialSessionState,
  loggedOut,
  selectIsGuest,
  selectMenuSubject,
  sessionExpired,
  sessionStarted,
  tokenRefreshed,
  userReloaded,
} from './sessionSlice';

describe('the session slice', () => {
  it('starts a signed-in session from the token claims', () => {
    const data = makeTokenData();
    const state = reducer(initialSessionState, sessionStarted(data));
    expect(state).toMatchObject({ token: data.token, expiration: data.expiration, status: 'signedIn' });
    expect(state.user).toMatchObject({ username: 'admin', displayName: 'Administrador', isGuest: false });
  });

  it('starts a guest session for the guest user', () => {
    const state = reducer(initialSessionState, sessionStarted(guestTokenData()));
    expect(state.status).toBe('guest');
    expect(selectIsGuest({ session: state })).toBe(true);
  });

  it('ignores a token it cannot read', () => {
    expect(reducer(initialSessionState, sessionStarted({ token: 'not-a-jwt', expiration: 1 }))).toEqual(initialSessionState);
  });

  it('keeps the session on a refreshed token', () => {
    const started = reducer(initialSessionState, sessionStarted(makeTokenData({ th: 'a' })));
    const fresh = makeTokenData({ th: 'b' });
    const state = reducer(started, tokenRefreshed(fresh));
    expect(state.token).toBe(fresh.token);
    expect(state.user?.tokenHash).toBe('b');
  });

  it('ignores a refreshed token that arrives after logout or for another session (a refresh that raced the logout)', () => {
    const late = makeTokenData({ sid: 'old-session', th: 'b' });
    expect(reducer(initialSessionState, tokenRefreshed(late))).toEqual(initialSessionState);
    const guest = reducer(initialSessionState, sessionStarted(guestTokenData({ sid: 'guest-session' })));
    expect(reducer(guest, tokenRefreshed(late))).toEqual(guest);
  });

  it('takes the reloaded user of the same session, keeping the token expiry', () => {
    const started = reducer(initialSessionState, sessionStarted(makeTokenData()));
    const reloaded = { ...started.user!, displayName: 'Novo nome', expiration: 0 };
    const state = reducer(started, userReloaded(reloaded));
    expect(state.user?.displayName).toBe('Novo nome');
    expect(state.user?.expiration).toBe(started.user?.expiration);
    // Another user's answer (a late reply after a sign-out and in) is ignored.
    expect(reducer(started, userReloaded({ ...reloaded, username: 'other' }))).toBe(started);
  });

  it('marks an expired session and forgets a logged-out one', () => {
    const started = reducer(initialSessionState, sessionStarted(makeTokenData()));
    expect(reducer(started, sessionExpired())).toMatchObject({ token: null, user: null, status: 'expired' });
    expect(reducer(started, loggedOut())).toEqual(initialSessionState);
  });

  it('gives the menu rules a guest subject before any token exists', () => {
    expect(selectMenuSubject({ session: initialSessionState })).toEqual({ username: 'guest', permissions: [] });
    const user = reducer(initialSessionState, sessionStarted(userTokenData([61, 11])));
    expect(selectMenuSubject({ session: user }).permissions).toEqual([11, 61]);
  });

  it('requires a live, signed-in session for protected routes', () => {
    const now = Date.now();
    const user = reducer(initialSessionState, sessionStarted(makeTokenData()));
    expect(hasUserSession(user, now)).toBe(true);
    expect(hasUserSession(user, user.expiration! + 1)).toBe(false);
    expect(hasUserSession(reducer(initialSessionState, sessionStarted(guestTokenData())), now)).toBe(false);
    expect(makeToken()).toContain('.');
  });
});
