import type { AppStore } from '@/web/app/store';
import { ensureGuestSession, renewSessionIfNeeded } from '@/web/api/sessionRenewal';
import { clearRedirectTarget } from './redirectTarget';
import { sessionApi } from './sessionApi';
import { loggedOut } from './sessionSlice';

/**
 * Sign-out (SPEC §1): end the server session, forget the local one, continue as a guest. A refresh
 * in flight is awaited first (renewSessionIfNeeded shares it), so the logout goes out with the
 * session's current token and the refresh cannot answer "session invalid" to a user who just left.
 * Whatever the server answers (0, or -31 when the session was already over), the user ends up
 * logged out locally; the call is silent, so no toast.
 */
export async function logOut(store: AppStore, goHome: () => Promise<void> | void): Promise<void> {
  await renewSessionIfNeeded(store);
  await store.dispatch(sessionApi.endpoints.logout.initiate());
  store.dispatch(loggedOut());
  clearRedirectTarget();
  await goHome();
  await ensureGuestSession(store);
}
