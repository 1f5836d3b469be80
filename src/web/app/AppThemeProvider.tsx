import { useEffect, useMemo, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/pt';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '@/web/i18n/useT';
import { makeTheme } from './theme';

/** The theme in the interface language, which also sets <html lang> (WCAG 3.1.1) and dayjs' locale. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const theme = useMemo(() => makeTheme(language), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
    dayjs.locale(language);
  }, [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
