import { redirect, type LoaderFunction } from 'react-router-dom';
import { canSeeSettings, Permission, type MenuSubject } from '@/shared/permissions';
import type { AppStore } from '@/web/app/store';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { ensureGuestSession } from '@/web/api/sessionRenewal';
import { saveRedirectTarget } from './redirectTarget';
import { hasUserSession, selectMenuSubject, sessionExpired } from './sessionSlice';

/**
 * The loader of every protected route (SPEC §2, §4): without a live, signed-in session the target is
 * kept for after the sign-in, a guest session is made sure of and the user goes home. A user who must
 * change the password is held on the change-password page (the server refuses everything else).
 */
export function requireUserSession(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const { session } = store.getState();
    if (hasUserSession(session, Date.now())) {
      if (session.user?.mustChangePassword && url.pathname !== ROUTE_PATHS.changePassword) return redirect(ROUTE_PATHS.changePassword);
      return null;
    }
    if (session.status === 'signedIn') store.dispatch(sessionExpired());
    saveRedirectTarget(url.pathname + url.search);
    // Not awaited: home renders at once and the guest token follows.
    void ensureGuestSession(store);
    return redirect(ROUTE_PATHS.home);
  };
}

/** A route only some users may open; the others are sent home. */
export function requirePermission(store: AppStore, allowed: (subject: MenuSubject) => boolean): LoaderFunction {
  return () => (allowed(selectMenuSubject(store.getState())) ? null : redirect(ROUTE_PATHS.home));
}

/**
 * SPEC §2.9: only users with the parameter create/edit permission (61) may enter the object
 * parameters, although the menu entry also shows to holders of 62 (SPEC §6).
 */
export function canEnterObjectParameters(subject: MenuSubject): boolean {
  return canSeeSettings(subject) && subject.permissions.includes(Permission.ParameterCreateEdit);
}
