import { matchPath, redirect, type LoaderFunction } from 'react-router-dom';
import { canSeeSettings, Permission, type MenuSubject } from '@/shared/permissions';
import { KIND_BASICS, RECORD_KIND_NAMES } from '@/shared/records/kindBasics';
import type { AppStore } from '@/web/app/store';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { ensureGuestSession } from '@/web/api/sessionRenewal';
import { showToast } from '@/web/api/services/notifier';
import { translate } from '@/web/i18n/useT';
import { saveRedirectTarget } from './redirectTarget';
import { hasUserSession, selectMenuSubject, sessionExpired } from './sessionSlice';

/**
 * What guests may open (our reading of SPEC §2.10 and §6): the list and the details of every kind the
 * guest menu offers (KIND_BASICS `guest`: entities, services, points of care), since a published
 * version is readable by everyone, guests included (docs/decisions.md, "Who reads what").
 * So the entity list and the detail of a published entity open read-only to guests; the server
 * answers them the published versions only and offers no action.
 */
export const GUEST_ROUTES: readonly RouteName[] = RECORD_KIND_NAMES.filter((kind) => KIND_BASICS[kind].guest)
  .flatMap((kind) => (['list', 'detail', 'searchDetail'] as const).map((page): RouteName => `${kind}.${page}`))
  .concat(
    // Our choice (issue 29 §17): guests read the organic tree too; the server answers them published versions only.
    ['organic', 'organic.treeview'],
  );

export function guestMayOpen(pathname: string): boolean {
  return GUEST_ROUTES.some((name) => matchPath(ROUTE_PATHS[name], pathname) !== null);
}

/**
 * The loader of the layout, above every page (issue 29 §9): a user who must change the password is held
 * on the change-password page, whatever the route (home and the 404 page included), until it is changed;
 * the server refuses their other calls (plugins/auth.ts). It runs on every navigation
 * (`revalidateAlways`): a parent route's loader is otherwise not run again when only its child changes,
 * which is how a menu click escaped it.
 */
export function holdForPasswordChange(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const { session } = store.getState();
    const held = hasUserSession(session, Date.now()) && session.user?.mustChangePassword === true;
    return held && new URL(request.url).pathname !== ROUTE_PATHS.changePassword ? redirect(ROUTE_PATHS.changePassword) : null;
  };
}

/** A route's `shouldRevalidate` for a guard that must see every navigation. */
export const revalidateAlways = (): boolean => true;

/**
 * The loader of every protected route (SPEC §2, §4): without a live, signed-in session the target is
 * kept for after the sign-in, a guest session is made sure of and the user goes home, told why (never
 * a silent bounce). Guests and anonymous visitors open GUEST_ROUTES.
 */
export function requireUserSession(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const { session, ui } = store.getState();
    if (hasUserSession(session, Date.now())) return null;
    const wasSignedIn = session.status === 'signedIn';
    if (wasSignedIn) store.dispatch(sessionExpired());
    // Not awaited: the page renders at once and the guest token follows (calls wait for it).
    void ensureGuestSession(store);
    if (!wasSignedIn && session.status !== 'expired' && guestMayOpen(url.pathname)) return null;
    saveRedirectTarget(url.pathname + url.search);
    showToast(translate(ui.language, wasSignedIn || session.status === 'expired' ? 'session.expiredSignIn' : 'session.signInToOpen'), 'info');
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
