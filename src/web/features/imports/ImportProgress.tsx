import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportStatus } from '@/shared/imports';
import { boundedPercent, PercentBar } from '@/web/components/PercentBar';
import { useT } from '@/web/i18n/useT';

/**
 * An import's state, a determinate progress bar with its percent, and the counters. The bar is a
 * progressbar named and valued for assistive technology; the state line is a polite live region so a
 * change (validated, finished) is read out without moving the focus.
 */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const t = useT();
  const percent = boundedPercent(status.percent);
  const counters: [string, number][] = [
    [t('imports.total'), status.total],
    [t('imports.validated'), status.validated],
    [t('imports.written'), status.written],
    [t('imports.failed'), status.failed],
  ];
  return (
    <Stack spacing={1}>
      <Typography role="status" aria-live="polite">
        {t('imports.state')}: <strong>{t(`imports.state.${status.state}`)}</strong>
      </Typography>
      <PercentBar percent={percent} label={t('imports.progress')} percentText={t('imports.percent', percent)} />
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        {counters.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.75 }}>
            <Typography component="dt" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
