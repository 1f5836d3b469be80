import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMediaQuery } from '@/web/components/useMediaQuery';
import { DocumentTitle } from './DocumentTitle';
import { installFocusUnobscured } from './focusUnobscured';
import { Header, HEADER_HEIGHT } from './Header';
import { MAIN_MENU_ID, SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';

export const MAIN_CONTENT_ID = 'main-content';

// The footer sits below the fold (the main area fills the viewport), so it loads after the first paint:
// the home page's first load stays within its budget (issue 8 §2).
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })));

/** The frame of every page but the login page: header, menu, main content and footer (SPEC §1, §2.10). */
export function AppLayout() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // Keyboard focus never hides under the sticky header or a sticky save bar (WCAG 2.4.11).
  useEffect(() => installFocusUnobscured(), []);

  // After an in-app navigation, move focus to the new page so screen readers start reading it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <DocumentTitle />
      <ScrollRestoration />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header narrow={narrow} menuId={MAIN_MENU_ID} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
        <SideMenu narrow={narrow} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box component="main" id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 4 }, outline: 'none' }}>
            <Outlet />
          </Box>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
