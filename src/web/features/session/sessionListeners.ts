import { isAnyOf } from '@reduxjs/toolkit';
import { LIMITS } from '@/shared/limits';
import type { AppStartListening } from '@/web/app/listenerMiddleware';
import { api } from '@/web/api/api';
import { ensureGuestSession, refreshSession, startGuestSession } from '@/web/api/sessionRenewal';
import { revalidateRoute } from '@/web/api/services/navigation';
import { sessionApi } from './sessionApi';
import { loggedOut, sessionExpired, sessionRestored, sessionStarted, tokenRefreshed, userReloaded } from './sessionSlice';

/** Our choice (the spec is silent): how long to wait before trying again a refresh that failed. */
export const REFRESH_RETRY_MS = 30_000;

/** Every action after which the session may be a different one: the timers below start again. */
const sessionChanged = isAnyOf(sessionRestored, sessionStarted, tokenRefreshed, sessionExpired, loggedOut);

export function addSessionListeners(startListening: AppStartListening): void {
  // Start-up: a stale session ends, and anonymous visitors get a guest session (SPEC §1).
  startListening({
    actionCreator: sessionRestored,
    effect: async (_action, listenerApi) => {
      const { session } = listenerApi.getState();
      const expired = session.expiration !== null && session.expiration <= Date.now();
      if (expired && session.status === 'signedIn') listenerApi.dispatch(sessionExpired());
      if (expired && session.status === 'guest') await startGuestSession(listenerApi);
      else await ensureGuestSession(listenerApi);
    },
  });

  // SPEC §9: refresh the token within LIMITS.tokenRefreshWindowMs of its expiry, re-armed on every change.
  startListening({
    matcher: sessionChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      for (;;) {
        const { expiration } = listenerApi.getState().session;
        if (expiration === null) return;
        const wait = expiration - LIMITS.tokenRefreshWindowMs - Date.now();
        if (wait > 0) await listenerApi.delay(wait);
        const session = listenerApi.getState().session;
        if (session.expiration !== null && session.expiration <= Date.now()) {
          // The refresh never came through (offline?): the session is over.
          if (session.status === 'signedIn') {
            listenerApi.dispatch(sessionExpired());
            await ensureGuestSession(listenerApi);
            revalidateRoute(); // a protected page now sends the user home, keeping the target
          } else {
            await startGuestSession(listenerApi);
          }
          return;
        }
        // Success dispatches tokenRefreshed, which cancels this run and arms a new one.
        await refreshSession(listenerApi);
        await listenerApi.delay(REFRESH_RETRY_MS);
      }
    },
  });

  // SPEC §7: the header reloads the user every LIMITS.headerUserReloadMs while signed in.
  startListening({
    matcher: sessionChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      for (;;) {
        const { status, user } = listenerApi.getState().session;
        // Until the password is changed the server refuses every other call.
        if (status !== 'signedIn' || !user || user.mustChangePassword) return;
        await listenerApi.delay(LIMITS.headerUserReloadMs);
        const result = await listenerApi.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
        if (result.data) listenerApi.dispatch(userReloaded(result.data));
      }
    },
  });

  // Cached answers belong to one identity: drop them when it changes.
  startListening({
    matcher: isAnyOf(loggedOut, sessionStarted),
    effect: (action, listenerApi) => {
      const before = listenerApi.getOriginalState().session.user?.username;
      const after = sessionStarted.match(action) ? action.payload.user?.username : undefined;
      if (before !== undefined && before !== after) listenerApi.dispatch(api.util.resetApiState());
    },
  });
}
