import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Schedule from '@mui/icons-material/Schedule';
import type { RecordState } from '@/shared/recordStates';
import { regionDateTime } from '@/shared/regionTime';
import type { ScheduledPublication } from '@/shared/scheduling';
import { RecordStateChip } from '../RecordStateChip';
import { useT } from '@/web/i18n/useT';

/** "Agendado para 16/06/2026 10:30": a version's pending scheduled publication, in the Azores time (issue 14 §1). */
export function ScheduledMarker({ scheduled }: { scheduled: ScheduledPublication }) {
  const t = useT();
  return (
    // A block as wide as the cell that may wrap (the table's cells do not), so that on a phone the time wraps instead of overflowing.
    <Typography
      variant="caption"
      color="text.secondary"
      data-testid="scheduled-marker"
      sx={{ display: 'flex', alignItems: 'flex-start', alignSelf: 'stretch', gap: 0.5, whiteSpace: 'normal' }}
    >
      <Schedule sx={{ fontSize: 14, mt: '2px', flexShrink: 0 }} aria-hidden />
      <span>{t('scheduling.marker', regionDateTime(scheduled.publishAt))}</span>
    </Typography>
  );
}

/** A list's state column: the state chip, and under it the schedule marker when the version has one (narrow enough for 390 px). */
export function RecordStateCell({ state, scheduled }: { state: RecordState; scheduled?: ScheduledPublication }) {
  if (!scheduled) return <RecordStateChip state={state} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <RecordStateChip state={state} />
      <ScheduledMarker scheduled={scheduled} />
    </Stack>
  );
}
