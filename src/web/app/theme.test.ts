import { getContrastRatio } from '@mui/material/styles';
import { BRAND, makeTheme } from './theme';

/** WCAG 1.4.3 and 1.4.11 on the theme's own colours (issue 8 §4: the toasts and the disabled helper text). */
describe('the theme', () => {
  const theme = makeTheme('pt');

  it.each(['success', 'error', 'warning', 'info'] as const)('gives %s toasts and buttons text at 4.5:1 at least', (variant) => {
    const { main, contrastText } = theme.palette[variant];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the helper text of a disabled field legible', () => {
    const overrides = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<string, { color: string }>;
    const colour = overrides['&.Mui-disabled']?.color ?? theme.palette.text.disabled;
    expect(getContrastRatio(colour, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(colour, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a focus ring at 3:1 at least on the light surfaces and on the blue header', () => {
    for (const surface of [theme.palette.background.paper, theme.palette.background.default, BRAND.blueTint])
      expect(getContrastRatio(BRAND.blue, surface)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(BRAND.gold, BRAND.blue)).toBeGreaterThanOrEqual(3);
  });

  it('puts the focus ring on the focusVisible state of MUI controls, which reset the outline', () => {
    for (const name of ['MuiButtonBase', 'MuiListItemButton', 'MuiMenuItem', 'MuiTab', 'MuiLink'] as const) {
      const root = theme.components?.[name]?.styleOverrides?.root as Record<string, { outline?: string }>;
      const focus = Object.entries(root).find(([selector]) => selector.includes('Mui-focusVisible'))?.[1];
      expect(focus?.outline).toMatch(/^3px solid/);
    }
  });
});

describe('the theme under "reduce motion"', () => {
  const reduced = makeTheme('pt', { reducedMotion: true });
  const moving = makeTheme('pt');

  it('makes MUI transitions instant and turns the ripple off', () => {
    expect(reduced.transitions.create('opacity')).toBe('none');
    expect(reduced.transitions.duration.enteringScreen).toBe(0);
    expect(reduced.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('ends CSS animations at once', () => {
    const baseline = reduced.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>;
    expect(baseline['*, *::before, *::after']?.animationDuration).toMatch(/^0\.01ms/);
  });

  it('leaves motion alone otherwise', () => {
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});
