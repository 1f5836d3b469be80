import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { menuVisibilityToggled, selectMenuHidden } from '@/web/app/uiSlice';
import { NotificationsBell } from '@/web/features/notifications/NotificationsBell';
import { useT } from '@/web/i18n/useT';
import { HEADER_HEIGHT } from '../theme';
import { BrandLink } from './BrandLink';
import { LanguageSwitch } from './LanguageSwitch';
import { UserArea } from './UserArea';
import { LightIconButton } from '@/web/components/LightIconButton';

export { HEADER_HEIGHT };

/** The `header` landmark (AppBar renders <header>): brand, notifications, user, language (SPEC §1). */
export function Header({ narrow, menuId }: { narrow: boolean; menuId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const menuHidden = useAppSelector(selectMenuHidden);
  return (
    <AppBar
      data-surface="dark"
      position="sticky"
      elevation={0}
      sx={{ height: HEADER_HEIGHT, justifyContent: 'center', borderBottom: '3px solid', borderColor: 'secondary.main' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: HEADER_HEIGHT }}>
        {narrow && (
          <LightIconButton
            color="inherit"
            edge="start"
            aria-label={t('menu.open')}
            aria-expanded={!menuHidden}
            aria-controls={menuId}
            onClick={() => dispatch(menuVisibilityToggled())}
          >
            <MenuIcon />
          </LightIconButton>
        )}
        <BrandLink />
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: 'center' }}>
          <NotificationsBell />
          <UserArea narrow={narrow} />
          <LanguageSwitch />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
