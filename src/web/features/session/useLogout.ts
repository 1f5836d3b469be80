import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '@/web/app/hooks';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { logOut } from './logOut';

/** Sign-out from a component: see logOut. */
export function useLogout(): () => Promise<void> {
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(() => logOut(store, () => navigate(ROUTE_PATHS.home)), [navigate, store]);
}
