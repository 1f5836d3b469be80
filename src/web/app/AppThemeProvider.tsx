import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLanguage } from '@/web/i18n/useT';
import { makeTheme } from './theme';

/**
 * The theme in the interface language, which also sets <html lang> (WCAG 3.1.1) and dayjs' locale, and
 * without motion when the system asks for less (the media query is read at once: no first frame that moves).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => makeTheme(language, { reducedMotion }), [language, reducedMotion]);
  useEffect(() => {
    document.documentElement.lang = language;
    // dayjs is not part of the first load (no first screen shows a date): its locale follows when it does.
    void import('./dayjsLocale').then((m) => m.setDayjsLocale(language));
  }, [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
