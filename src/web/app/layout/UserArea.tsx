import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import { useAppSelector } from '@/web/app/hooks';
import { selectIsGuest, selectSessionUser } from '@/web/features/session/sessionSlice';
import { useLogout } from '@/web/features/session/useLogout';
import { LightButton } from '@/web/components/LightButton';
import { useT } from '@/web/i18n/useT';
import { ROUTE_PATHS } from '../routePaths';

/**
 * Who is signed in and what they can do about it: the display name, change password and sign-out;
 * a guest gets the sign-in link instead (SPEC §1, §6). On narrow screens the texts give way to icons,
 * keeping their names for assistive technology.
 */
export function UserArea({ narrow }: { narrow: boolean }) {
  const t = useT();
  const user = useAppSelector(selectSessionUser);
  const isGuest = useAppSelector(selectIsGuest);
  const logout = useLogout();
  const buttonSx = { color: 'inherit', minWidth: 0, whiteSpace: 'nowrap' } as const;

  if (isGuest || !user) {
    return (
      <LightButton to={ROUTE_PATHS.login} startIcon={<Login />} variant="outlined" color="inherit" size="small" sx={buttonSx}>
        {t('header.signIn')}
      </LightButton>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' }, pr: 1.5, mr: 0.5, borderRight: '1px solid rgba(255,255,255,0.35)' }}
      >
        <AccountCircle aria-hidden />
        <Typography component="span" sx={{ fontWeight: 600, maxWidth: 220 }} noWrap title={user.displayName}>
          {user.displayName}
        </Typography>
      </Stack>
      {/* A GRA user signs in only through the regional sign-in: there is no password of ours to change. */}
      {!user.isGraUser && (
        <LightButton
          to={ROUTE_PATHS.changePassword}
          startIcon={narrow ? undefined : <Key />}
          aria-label={narrow ? t('header.changePassword') : undefined}
          size="small"
          sx={buttonSx}
        >
          {narrow ? <Key /> : t('header.changePassword')}
        </LightButton>
      )}
      <LightButton onClick={() => void logout()} startIcon={narrow ? undefined : <Logout />} aria-label={narrow ? t('header.logout') : undefined} size="small" sx={buttonSx}>
        {narrow ? <Logout /> : t('header.logout')}
      </LightButton>
    </Stack>
  );
}
