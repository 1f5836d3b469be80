import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusPageProps {
  icon: ReactNode;
  /** A line above the title that says where the user is (the page's own name). */
  overline?: string;
  title: string;
  text: string;
  /** A second line in another language, marked with its lang for screen readers. */
  translation?: { lang: string; title: string; text: string };
  children?: ReactNode;
}

/** A page that only says where the user stands (under construction, not found, failed). */
export function StatusPage({ icon, overline, title, text, translation, children }: StatusPageProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden>
          {icon}
        </Stack>
        {overline && (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5, mb: -1.5 }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary">{text}</Typography>
        {translation && (
          <Stack lang={translation.lang} spacing={0.5}>
            <Typography variant="h2" component="p" sx={{ fontSize: '1.05rem', color: 'text.secondary' }}>
              {translation.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translation.text}
            </Typography>
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
