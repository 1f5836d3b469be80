// Stands in for @mui/material/styles/createTheme.mjs in the webpack build (see webpack.config.js).
// The app's themes never use CSS variables or colour schemes; for such options MUI's createTheme
// returns exactly createThemeNoVars(options, ...args). Importing it directly keeps MUI's CSS-variables
// theming (createThemeWithVars, CssVarsProvider, InitColorSchemeScript: about 15 KB gzip) out of the bundle.
import createThemeNoVars from '../node_modules/@mui/material/styles/createThemeNoVars.mjs';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('createTheme: CSS variables and colour schemes are left out of this build (webpack/muiCreateTheme.mjs).');
  }
  return createThemeNoVars(options, ...args);
}
