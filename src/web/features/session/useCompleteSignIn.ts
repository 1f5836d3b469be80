import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TokenData } from '@/shared/api';
import { useAppDispatch } from '@/web/app/hooks';
import { clearStaleToasts } from '@/web/api/services/notifier';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { takeRedirectTarget } from './redirectTarget';
import { sessionStarted } from './sessionSlice';

/**
 * After any successful sign-in (password or regional): start the session, then go where the user was
 * heading before it (SPEC §4), or home; a password that must change comes first. A failed attempt's
 * toast ('Utilizador ou palavra-passe inválidos.') is no longer true: it goes (issue 29 §7).
 */
export function useCompleteSignIn(): (tokenData: TokenData) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (tokenData: TokenData) => {
      const { user } = dispatch(sessionStarted(tokenData)).payload;
      if (!user) return;
      clearStaleToasts();
      // The target stays stored through a password change; that page takes it afterwards.
      const target = user.mustChangePassword ? ROUTE_PATHS.changePassword : (takeRedirectTarget() ?? ROUTE_PATHS.home);
      await navigate(target, { replace: true });
    },
    [dispatch, navigate],
  );
}
