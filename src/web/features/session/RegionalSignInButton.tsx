import AccountBalance from '@mui/icons-material/AccountBalance';
import { LightButton } from '@/web/components/LightButton';
import { leaveTo } from '@/web/api/services/navigation';
import { useT } from '@/web/i18n/useT';
import { useGetRegionalSignInUrlMutation } from './sessionApi';

/** Only web addresses: a javascript: URL from a compromised answer must not run. */
function isWebUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/** The regional government's sign-in (SPEC §1): the API names the address to send the browser to. */
export function RegionalSignInButton() {
  const t = useT();
  const [getUrl, { isLoading }] = useGetRegionalSignInUrlMutation();
  const signIn = async () => {
    const result = await getUrl();
    if (result.data && isWebUrl(result.data)) leaveTo(result.data);
  };
  return (
    <LightButton variant="outlined" size="large" fullWidth startIcon={<AccountBalance />} onClick={() => void signIn()} loading={isLoading}>
      {t('login.regional')}
    </LightButton>
  );
}
