import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '@/web/app/hooks';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { ensureGuestSession } from '@/web/api/sessionRenewal';
import { clearRedirectTarget } from './redirectTarget';
import { useLogoutMutation } from './sessionApi';
import { loggedOut } from './sessionSlice';

/** Sign-out: end the server session, forget the local one, go home as a guest (SPEC §1). */
export function useLogout(): () => Promise<void> {
  const store = useAppStore();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout();
    store.dispatch(loggedOut());
    clearRedirectTarget();
    await navigate(ROUTE_PATHS.home);
    await ensureGuestSession(store);
  }, [logout, navigate, store]);
}
