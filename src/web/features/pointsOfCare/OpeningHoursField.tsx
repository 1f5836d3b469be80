import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/web/i18n/useT';
import { HoursExceptionRows } from './HoursExceptionRows';
import { WeeklyHoursRows } from './WeeklyHoursRows';

/**
 * Structured opening hours (shared/records/openingHours.ts, CPSV-AP's OpeningHoursSpecification): the
 * weekly rows and the dated exceptions, each with its own heading. The shared schema's messages
 * (closes before opens, overlapping rows, a date twice) show on the row they concern.
 */
export function OpeningHoursField({ name = 'openingHours' }: { name?: string }) {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, p: 0 }}>
          {t('hours.weekly.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('hours.weekly.hint')}
        </Typography>
        <WeeklyHoursRows name={name} />
      </Stack>
      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, p: 0 }}>
          {t('hours.exceptions.title')}
        </Typography>
        <HoursExceptionRows name={name} />
      </Stack>
    </Stack>
  );
}
