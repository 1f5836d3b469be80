import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { menuToggled, menuVisibilityToggled, selectMenuCollapsed, selectMenuHidden } from '@/web/app/uiSlice';
import { useT } from '@/web/i18n/useT';
import { HEADER_HEIGHT } from './Header';
import { MAIN_MENU_LIST_ID, MainMenu } from './MainMenu';
import { LazyTooltip } from '@/web/components/LazyTooltip';
import { LightDivider } from '@/web/components/LightDivider';
import { LightIconButton } from '@/web/components/LightIconButton';

export const MAIN_MENU_ID = 'main-menu';
const WIDTH_EXPANDED = 272;
const WIDTH_COLLAPSED = 64;

const loadDrawer = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The left menu, a `nav` landmark. Wide screens: beside the page, collapsible to icons. Narrow screens
 * (SPEC §2.10, below 768 px): hidden entirely, opened over the page by the header's menu button.
 */
export function SideMenu({ narrow }: { narrow: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectMenuCollapsed) && !narrow;
  const hidden = useAppSelector(selectMenuHidden);
  // The drawer is mounted from its first opening on (so that it can play its closing transition), and
  // on narrow screens its chunk is fetched right after the first paint so that the first opening is quick.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (narrow && !hidden && !drawerWanted) setDrawerWanted(true);
  useEffect(() => {
    if (narrow) void loadDrawer();
  }, [narrow]);

  const nav = (
    <Box component="nav" id={MAIN_MENU_ID} aria-label={t('menu.label')}>
      {!narrow && (
        <>
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1, py: 0.5 }}>
            <LazyTooltip title={t(collapsed ? 'menu.expand' : 'menu.collapse')} placement="right">
              <LightIconButton
                aria-label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
                aria-expanded={!collapsed}
                aria-controls={MAIN_MENU_LIST_ID}
                onClick={() => dispatch(menuToggled())}
                size="small"
              >
                {collapsed ? <ChevronRight /> : <ChevronLeft />}
              </LightIconButton>
            </LazyTooltip>
          </Box>
          <LightDivider />
        </>
      )}
      <MainMenu collapsed={collapsed} />
    </Box>
  );

  if (narrow) {
    return drawerWanted ? (
      <Suspense fallback={null}>
        <MobileMenuDrawer open={!hidden} onClose={() => dispatch(menuVisibilityToggled())} label={t('menu.label')} width={WIDTH_EXPANDED}>
          {nav}
        </MobileMenuDrawer>
      </Suspense>
    ) : null;
  }
  return (
    <Box
      sx={{
        width: collapsed ? WIDTH_COLLAPSED : WIDTH_EXPANDED,
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        position: 'sticky',
        top: HEADER_HEIGHT,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        overflowX: 'hidden',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .Mui-selected': { borderLeft: 3, borderColor: 'primary.main' },
      }}
    >
      {nav}
    </Box>
  );
}
