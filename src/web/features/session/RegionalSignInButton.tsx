import AccountBalance from '@mui/icons-material/AccountBalance';
import { LightButton } from '@/web/components/LightButton';
import { leaveTo } from '@/web/api/services/navigation';
import { useT } from '@/web/i18n/useT';
import { useGetRegionalSignInUrlMutation } from './sessionApi';
import { isWebUrl } from './webUrl';

/**
 * The regional government's sign-in (SPEC §1): the API names the address to send the browser to.
 * While the provider is unreachable (`available` false) the button says so and stays disabled,
 * rather than failing after the click.
 */
export function RegionalSignInButton({ available }: { available: boolean }) {
  const t = useT();
  const [getUrl, { isLoading }] = useGetRegionalSignInUrlMutation();
  const signIn = async () => {
    const result = await getUrl();
    if (result.data && isWebUrl(result.data)) leaveTo(result.data);
  };
  return (
    <LightButton variant="outlined" size="large" fullWidth startIcon={<AccountBalance />} onClick={() => void signIn()} loading={isLoading} disabled={!available}>
      {available ? t('login.regional') : t('login.regionalUnavailable')}
    </LightButton>
  );
}
