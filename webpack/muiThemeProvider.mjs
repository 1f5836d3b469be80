// Stands in for @mui/material/styles/ThemeProvider.mjs in the webpack build (see webpack.config.js and
// muiCreateTheme.mjs): MUI's ThemeProvider sends a theme without colour schemes to ThemeProviderNoVars,
// as this one does, and only a CSS-variables theme to CssVarsProvider, which this build leaves out.
import * as React from 'react';
import ThemeProviderNoVars from '../node_modules/@mui/material/styles/ThemeProviderNoVars.mjs';
import THEME_ID from '../node_modules/@mui/material/styles/identifier.mjs';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error('ThemeProvider: CSS-variables themes are left out of this build (webpack/muiThemeProvider.mjs).');
    // As MUI's: a theme without CSS variables sets `vars` to null so that it does not inherit an outer theme's.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return React.createElement(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
