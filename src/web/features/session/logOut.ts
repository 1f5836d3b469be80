import type { AppStore } from '@/web/app/store';
import { leaveTo } from '@/web/api/services/navigation';
import { ensureGuestSession, renewSessionIfNeeded } from '@/web/api/sessionRenewal';
import { clearRedirectTarget } from './redirectTarget';
import { sessionApi } from './sessionApi';
import { loggedOut, signOutStarted } from './sessionSlice';
import { isWebUrl } from './webUrl';

/**
 * Sign-out (SPEC §1): end the server session, forget the local one, continue as a guest. A refresh
 * in flight is awaited first (renewSessionIfNeeded shares it), so the logout goes out with the
 * session's current token and the refresh cannot answer "session invalid" to a user who just left;
 * then the hub connection is stopped (signOutStarted), before the server ends the session under it.
 * Whatever the server answers (0, or -31 when the session was already over), the user ends up
 * logged out locally; the call is silent, so no toast. A session from the regional sign-in ends at
 * the provider too: the server answers its end-session URL, the browser goes there and the provider
 * sends it back to the SPA, which starts as a guest like any fresh visit.
 */
export async function logOut(store: AppStore, goHome: () => Promise<void> | void): Promise<void> {
  await renewSessionIfNeeded(store);
  // The hub lets go first: closed by the server mid-logout, it would try again with a dead token.
  store.dispatch(signOutStarted());
  const { data: endSessionUrl } = await store.dispatch(sessionApi.endpoints.logout.initiate());
  store.dispatch(loggedOut());
  clearRedirectTarget();
  if (endSessionUrl && isWebUrl(endSessionUrl)) {
    leaveTo(endSessionUrl);
    return;
  }
  await goHome();
  await ensureGuestSession(store);
}
