import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A job's progress as a determinate bar named `label`, its value said as `percentText` (read by screen
 * readers as aria-valuetext) and printed beside it. Imports and bulk jobs show their progress with it.
 */
export function PercentBar({ percent, label, percentText }: { percent: number; label: string; percentText: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={label} aria-valuetext={percentText} sx={{ height: 10, borderRadius: 1 }} />
      </Box>
      <Typography sx={{ minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{percentText}</Typography>
    </Stack>
  );
}

/** A percentage held to 0–100 and rounded, as a bar shows it. */
export const boundedPercent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
