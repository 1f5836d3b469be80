import { alpha, styled } from '@mui/material/styles';
import { LightButtonBase } from '@/web/components/LightButtonBase';

/**
 * The main menu's list, entries, icons and labels with the look of MUI's List, ListItemButton,
 * ListItemIcon and ListItemText (their styles, the theme's inset focus ring and the `Mui-selected`
 * class SideMenu marks): those four with their slot utilities are about 6 KB gzip of the home page's
 * first load. `dense` is the Settings submenu (MUI's dense List).
 */

const LOOK_PROPS = new Set(['dense', 'disablePadding', 'strong']);
const shouldForwardProp = (prop: PropertyKey) => typeof prop !== 'string' || !LOOK_PROPS.has(prop);

export const MenuList = styled('ul', { shouldForwardProp })<{ disablePadding?: boolean }>(({ disablePadding }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  ...(!disablePadding && { paddingTop: 8, paddingBottom: 8 }),
}));

export const MenuEntryButton = styled(LightButtonBase, { shouldForwardProp })<{ dense?: boolean }>(({ theme, dense }) => {
  const { primary, action } = theme.palette;
  return {
    display: 'flex',
    flexGrow: 1,
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    textDecoration: 'none',
    minWidth: 0,
    boxSizing: 'border-box',
    textAlign: 'left',
    padding: dense ? '4px 16px' : '8px 16px',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { textDecoration: 'none', backgroundColor: action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&.Mui-selected': {
      backgroundColor: alpha(primary.main, action.selectedOpacity),
      '&.Mui-focusVisible': { backgroundColor: alpha(primary.main, action.selectedOpacity + action.focusOpacity) },
    },
    '&.Mui-selected:hover': {
      backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: alpha(primary.main, action.selectedOpacity) },
    },
    // The theme's ring, drawn inwards: the menu scrolls and would clip it (theme.ts, FOCUS_RING_INSET).
    '&.Mui-focusVisible': { backgroundColor: action.focus, outline: '3px solid var(--focus-ring-color)', outlineOffset: -3 },
  };
});

export const MenuEntryIcon = styled('span')(({ theme }) => ({
  minWidth: 56,
  color: theme.palette.action.active,
  flexShrink: 0,
  display: 'inline-flex',
}));

/** `strong`: the current page's entry. */
export const MenuEntryText = styled('span', { shouldForwardProp })<{ dense?: boolean; strong?: boolean }>(({ theme, dense, strong }) => ({
  ...(dense ? theme.typography.body2 : theme.typography.body1),
  ...(strong && { fontWeight: 600 }),
  display: 'block',
  flex: '1 1 auto',
  minWidth: 0,
  marginTop: 4,
  marginBottom: 4,
}));
