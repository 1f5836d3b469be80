import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DocumentTitle } from '@/web/app/layout/DocumentTitle';
import { isApiError } from '@/web/api/apiError';
import { describeError } from '@/web/api/errorTexts';
import { showToast } from '@/web/api/services/notifier';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useCompleteRegionalSignInMutation } from './sessionApi';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * /authcallback?code&state: the regional sign-in sends the browser back here; the API trades the
 * code for a session token (SPEC §7). A failure is toasted and leads back to the login page.
 */
export function AuthCallbackPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const [complete] = useCompleteRegionalSignInMutation();
  const completeSignIn = useCompleteSignIn();
  // An authorisation code is good once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss') ?? undefined;
    const finish = async () => {
      // A refusal (unknown user, not GRA, expired…) is toasted with its catalogued text on the login page,
      // and stays there: it explains the move, so the change of page does not clear it (issue 29 §7).
      const result = code && state ? await complete({ code, state, iss }) : null;
      if (result?.data) {
        await completeSignIn(result.data);
        return;
      }
      await navigate(ROUTE_PATHS.login, { replace: true });
      if (isApiError(result?.error)) showToast(await describeError(result.error.code, language), 'error', { keepOnNavigation: true });
    };
    void finish();
  }, [params, complete, completeSignIn, navigate, language]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <DocumentTitle />
      <CircularProgress aria-hidden />
      <Typography role="status">{t('authCallback.working')}</Typography>
    </Box>
  );
}
