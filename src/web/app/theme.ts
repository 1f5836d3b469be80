import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, ptPT } from '@mui/material/locale';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';

/**
 * A sober institutional palette: the deep blue of regional government sites with a gold accent.
 * Every text colour is at least 4.5:1 on its background (WCAG 2.1 AA), the focus ring at least 3:1.
 */
export const BRAND = {
  blue: '#0b3d6b', // 11.4:1 on white
  blueDark: '#062847',
  blueTint: '#e6eef7',
  gold: '#f2c14e', // only on the blue: 7.0:1
  goldText: '#7a5600', // gold legible on white: 6.0:1
  ink: '#1b1f24',
  inkMuted: '#4a5561', // 7.4:1 on white
  surface: '#f4f6f9',
  line: '#d5dbe3',
} as const;

const MUI_LOCALES = { pt: ptPT, en: enUS } as const;

/** Height of the sticky header (layout/Header.tsx): the page scrolls focused fields below it. */
export const HEADER_HEIGHT = 64;

/**
 * The focus ring (WCAG 2.4.7): 3 px, at least 3:1 against light and blue surfaces alike. Its colour is a CSS
 * variable so that a dark surface (marked data-surface="dark") or a coloured toast can swap it. MUI's
 * ButtonBase resets `outline` on its root, so the ring is also set on the components' focusVisible states.
 */
const FOCUS_RING = { outline: '3px solid var(--focus-ring-color)', outlineOffset: 2 } as const;
/** Inside a clipping container (menus, lists, tabs, table cells) the ring is drawn inwards. */
const FOCUS_RING_INSET = { outline: '3px solid var(--focus-ring-color)', outlineOffset: -3 } as const;

/**
 * Under the system's "reduce motion" setting (WCAG 2.3.3; vestibular disorders) nothing slides, grows or
 * ripples: MUI's transitions take no time and CSS animations and transitions end at once. Dialogs, menus
 * and notices then appear and go in one frame.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  baseline: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;

export function makeTheme(language: Language, options: { reducedMotion?: boolean } = {}): Theme {
  const reduced = options.reducedMotion === true;
  return createTheme(
    {
      ...(reduced ? { transitions: REDUCED_MOTION.transitions } : {}),
      // md is the spec's mobile breakpoint: below it the menu can be hidden entirely (SPEC §2.10).
      breakpoints: { values: { xs: 0, sm: 600, md: LIMITS.mobileBreakpoint, lg: 1200, xl: 1536 } },
      palette: {
        primary: { main: BRAND.blue, dark: BRAND.blueDark, light: '#3a6491', contrastText: '#ffffff' },
        secondary: { main: BRAND.goldText, contrastText: '#ffffff' },
        error: { main: '#b3261e' },
        warning: { main: '#8a5300' },
        success: { main: '#1e6b34' },
        info: { main: '#0b5cad' },
        background: { default: BRAND.surface, paper: '#ffffff' },
        text: { primary: BRAND.ink, secondary: BRAND.inkMuted },
        divider: BRAND.line,
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: '"Segoe UI", "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
        h2: { fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.3 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            ':root': { '--focus-ring-color': BRAND.blue },
            // A focus ring everyone can see, on light surfaces and on the blue ones (marked data-surface="dark").
            '[data-surface="dark"]': { '--focus-ring-color': BRAND.gold },
            ':focus-visible': FOCUS_RING,
            // Keyboard focus never lands under the sticky header (WCAG 2.4.11); the layout's focus guard
            // (layout/useFocusUnobscured.ts) handles the sticky bars whose height the CSS cannot know.
            html: { scrollPaddingTop: HEADER_HEIGHT + 16 },
            ...(reduced ? REDUCED_MOTION.baseline : {}),
          },
        },
        MuiButtonBase: { defaultProps: { disableRipple: reduced }, styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSET } } },
        MuiTableSortLabel: { styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_RING, borderRadius: 2 } } } },
        MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': { ...FOCUS_RING, borderRadius: 2 } } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
        // A disabled field's helper text still informs: MUI greys it to text.disabled (2.67:1); keep it legible.
        MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: BRAND.inkMuted } } } },
        MuiPaper: { styleOverrides: { outlined: { borderColor: BRAND.line } } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    MUI_LOCALES[language],
  );
}
