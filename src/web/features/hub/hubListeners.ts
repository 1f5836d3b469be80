/**
 * When the SPA holds a hub connection (issue 12 §1, SPEC §6 `wantsNotifications`): about
 * LIMITS.hubStartDelayMs after a sign-in, for a user with a profile and a live session (never the
 * guest), one connection per session. A failed start is tried again every LIMITS.hubRetryDelayMs, a
 * closed connection is opened again; signing out (before the logout request) or the end of the
 * session stops it. The connection's state is the hub slice's `status`.
 */
import { createAction, isAnyOf, type Dispatch } from '@reduxjs/toolkit';
import type { HubConnection } from '@microsoft/signalr';
import { LIMITS } from '@/shared/limits';
import { wantsNotifications } from '@/shared/permissions';
import type { AppStartListening } from '@/web/app/listenerMiddleware';
import type { RootState } from '@/web/app/store';
import { loggedOut, sessionExpired, sessionRestored, sessionStarted, signOutStarted, tokenRefreshed, userReloaded } from '@/web/features/session/sessionSlice';
import { setHubConnection } from '@/web/features/records/presence/presenceHub';
import { hubStatusChanged, selectHubStatus } from './hubSlice';

/** Dispatched once these listeners are registered: they look at the session as it is by then. */
export const hubListenersStarted = createAction('hub/listenersStarted');

const sessionChanged = isAnyOf(hubListenersStarted, sessionStarted, sessionRestored, tokenRefreshed, userReloaded, sessionExpired, signOutStarted, loggedOut);

/** The session the hub serves now, or null when none should be connected. */
export function hubSessionOf(state: RootState, now: number): string | null {
  const { status, user, expiration } = state.session;
  if (status !== 'signedIn' || !user || user.mustChangePassword) return null;
  return wantsNotifications(user, expiration ?? 0, now) ? user.sessionId : null;
}

interface Active {
  sessionId: string;
  connection: HubConnection;
  closed: Promise<unknown>;
}

type HubClientModule = typeof import('./hubClient');

/** hubClient.ts and @microsoft/signalr: their own chunk, loaded at the first connection. */
const loadHubClient = (): Promise<HubClientModule> => import(/* webpackChunkName: "hub" */ './hubClient');

let registered = false;

/**
 * index.tsx loads this module after the first paint (its own chunk, outside the home page's budget)
 * and calls this with the store; tests call it with each store they make. The listeners are registered
 * once, and each store is told they run.
 */
export function startHubListeners(startListening: AppStartListening, dispatch: Dispatch): void {
  if (!registered) {
    registered = true;
    addHubListeners(startListening);
  }
  dispatch(hubListenersStarted());
}

export function addHubListeners(startListening: AppStartListening, load: () => Promise<HubClientModule> = loadHubClient): void {
  let active: Active | null = null;

  const stopActive = async (dispatch: Dispatch) => {
    const stopping = active;
    active = null;
    setHubConnection(dispatch, null);
    await stopping?.connection.stop().catch(() => undefined);
  };

  startListening({
    matcher: sessionChanged,
    effect: async (action, listenerApi) => {
      // The latest session change decides; a run still waiting (start delay, retry, close) gives way.
      listenerApi.cancelActiveListeners();
      const state = listenerApi.getState();
      // Signing out: the session still looks live, but no connection should outlive the logout request.
      const sessionId = signOutStarted.match(action) ? null : hubSessionOf(state, Date.now());
      // A store that says 'stopped' holds no connection: one still open belongs to an older store (tests make several).
      if (active && (active.sessionId !== sessionId || selectHubStatus(state) === 'stopped')) await stopActive(listenerApi.dispatch);
      if (!sessionId) {
        if (selectHubStatus(state) !== 'stopped') listenerApi.dispatch(hubStatusChanged('stopped'));
        return;
      }
      // Same session, already connected (a token refresh): the connection carries on.
      if (!active) {
        listenerApi.dispatch(hubStatusChanged('connecting'));
        await listenerApi.delay(LIMITS.hubStartDelayMs);
      }
      for (;;) {
        if (!active) {
          const hubClient = await listenerApi.pause(load());
          const connection = hubClient.createHubConnection(listenerApi);
          const closed = new Promise((resolve) => connection.onclose(resolve));
          try {
            await listenerApi.pause(connection.start());
            active = { sessionId, connection, closed };
            setHubConnection(listenerApi.dispatch, connection);
            listenerApi.dispatch(hubStatusChanged('connected'));
            hubClient.catchUp(listenerApi);
          } catch (error) {
            await connection.stop().catch(() => undefined);
            if (listenerApi.signal.aborted) throw error;
            listenerApi.dispatch(hubStatusChanged('reconnecting'));
            await listenerApi.delay(LIMITS.hubRetryDelayMs);
            continue;
          }
        }
        await listenerApi.pause(active.closed);
        active = null;
        setHubConnection(listenerApi.dispatch, null);
        listenerApi.dispatch(hubStatusChanged('reconnecting'));
        await listenerApi.delay(LIMITS.hubRetryDelayMs);
      }
    },
  });
}
