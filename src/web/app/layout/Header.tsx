import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { menuVisibilityToggled, selectMenuHidden } from '@/web/app/uiSlice';
import { NotificationsBell } from '@/web/features/notifications/NotificationsBell';
import { useT } from '@/web/i18n/useT';
import { HEADER_HEIGHT } from '../theme';
import { BrandLink } from './BrandLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useNavigationTrail } from '@/web/components/navigationTrail';
import { UserArea } from './UserArea';
import { LightIconButton } from '@/web/components/LightIconButton';

export { HEADER_HEIGHT };

/**
 * MUI's sticky primary AppBar (elevation 0) and its Toolbar as two styled elements: the same look
 * without AppBar, Toolbar and their variants (about 2 KB gzip of the home page's first load).
 */
const Bar = styled('header')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  height: HEADER_HEIGHT,
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: theme.zIndex.appBar,
  top: 0,
  left: 'auto',
  right: 0,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  borderBottom: `3px solid ${theme.palette.secondary.main}`,
}));

const BarRow = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: HEADER_HEIGHT,
  gap: theme.spacing(1),
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2), paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));

/** The `header` landmark: brand, notifications, user, language (SPEC §1). */
export function Header({ narrow, menuId }: { narrow: boolean; menuId: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const menuHidden = useAppSelector(selectMenuHidden);
  // The header is on every page of the layout: it notes the navigations (a record's back link returns where the user came from).
  useNavigationTrail();
  return (
    <Bar data-surface="dark">
      <BarRow>
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
      </BarRow>
    </Bar>
  );
}
