import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportStatus } from '@/shared/imports';
import { useT } from '@/web/i18n/useT';

/**
 * An import's state, a determinate progress bar with its percent, and the counters. The bar is a
 * progressbar named and valued for assistive technology; the state line is a polite live region so a
 * change (validated, finished) is read out without moving the focus.
 */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const t = useT();
  const percent = Math.max(0, Math.min(100, Math.round(status.percent)));
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('imports.progress')}
            aria-valuetext={t('imports.percent', percent)}
            sx={{ height: 10, borderRadius: 1 }}
          />
        </Box>
        <Typography sx={{ minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{t('imports.percent', percent)}</Typography>
      </Stack>
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
