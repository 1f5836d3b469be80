import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser, TokenData } from '@/shared/api';
import { GUEST_USERNAME } from '@/shared/limits';
import type { MenuSubject } from '@/shared/permissions';
import { sessionUserFromToken } from './jwt';

/**
 * SPEC §4 "Session: guest, signed in, expired"; 'none' before the first guest token arrives.
 * A guest session is what the original app called "LogoutLogin": an automatic sign-in that the SPA
 * may renew on its own (SPEC §8).
 */
export type SessionStatus = 'none' | 'guest' | 'signedIn' | 'expired';

export interface SessionState {
  token: string | null;
  /** Milliseconds since the epoch, as the server answered it with the token. */
  expiration: number | null;
  user: SessionUser | null;
  status: SessionStatus;
}

export const initialSessionState: SessionState = {
  token: null,
  expiration: null,
  user: null,
  status: 'none',
};

interface TokenPayload extends TokenData {
  user: SessionUser | null;
}

/** Decoding happens in `prepare` so that the reducer stays a plain function of its payload. */
function prepareToken(tokenData: TokenData): { payload: TokenPayload } {
  return { payload: { ...tokenData, user: sessionUserFromToken(tokenData.token) } };
}

function applyToken(state: SessionState, { token, expiration, user }: TokenPayload): void {
  if (!user) return; // a token we cannot read is no session at all
  state.token = token;
  state.expiration = expiration;
  state.user = user;
  state.status = user.isGuest ? 'guest' : 'signedIn';
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A sign-in (password, regional or guest) answered a token. */
    sessionStarted: {
      reducer: (state, action: PayloadAction<TokenPayload>) => applyToken(state, action.payload),
      prepare: prepareToken,
    },
    /**
     * The same session got a fresh token (refresh, password change). A token of another session is
     * ignored: a refresh answered after the user logged out must not sign them back in.
     */
    tokenRefreshed: {
      reducer: (state, action: PayloadAction<TokenPayload>) => {
        if (!state.user || state.user.sessionId !== action.payload.user?.sessionId) return;
        applyToken(state, action.payload);
      },
      prepare: prepareToken,
    },
    /** GET /account/me answered: names and permissions may have changed since the token was issued. */
    userReloaded(state, action: PayloadAction<SessionUser>) {
      if (!state.user || state.user.username !== action.payload.username) return;
      state.user = { ...action.payload, expiration: state.user.expiration };
    },
    sessionExpired(state) {
      state.token = null;
      state.expiration = null;
      state.user = null;
      state.status = 'expired';
    },
    loggedOut() {
      return initialSessionState;
    },
    /** The persisted state was read back at start-up (or there was none); listeners check it then. */
    sessionRestored() {},
    /**
     * The user asked to sign out; the logout request goes next. Nothing changes here yet (the token
     * still signs that request): what holds the session open, the hub, lets go before the server ends it.
     */
    signOutStarted() {},
  },
  selectors: {
    selectSession: (state) => state,
    selectToken: (state) => state.token,
    selectSessionUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsGuest: (state) => state.status !== 'signedIn',
    /** What the menu rules of src/shared need; a visitor without any token is a guest too. */
    selectMenuSubject: (state): MenuSubject => menuSubjectOf(state.user),
  },
});

export const { sessionStarted, tokenRefreshed, userReloaded, sessionExpired, loggedOut, sessionRestored, signOutStarted } = sessionSlice.actions;
export default sessionSlice.reducer;
export const { selectSession, selectToken, selectSessionUser, selectSessionStatus, selectIsGuest, selectMenuSubject } = sessionSlice.selectors;

const GUEST_SUBJECT: MenuSubject = { username: GUEST_USERNAME, permissions: [] };
function menuSubjectOf(user: SessionUser | null): MenuSubject {
  return user ?? GUEST_SUBJECT;
}

/** A signed-in (not guest) session whose token has not expired: what protected routes require. */
export function hasUserSession(session: SessionState, now: number): boolean {
  return session.status === 'signedIn' && session.expiration !== null && session.expiration > now;
}
