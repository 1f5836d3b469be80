import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '@/web/i18n/useT';

/** A label and its read-only value, as a term/description pair (render inside a <dl> grid). */
export function DetailField({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const t = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
        {empty ? t('record.none') : children}
      </Typography>
    </Box>
  );
}

/** The grid of DetailFields: one column on phones, two or three on wider screens. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
      {children}
    </Box>
  );
}
