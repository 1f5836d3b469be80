import Chip from '@mui/material/Chip';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RecordState } from '@/shared/recordStates';
import { useLanguage } from '@/web/i18n/useT';

type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'info' | 'error';
const STATE_COLORS: Readonly<Record<RecordState, ChipColor>> = {
  [RecordState.NotApplicable]: 'default',
  [RecordState.Draft]: 'info',
  [RecordState.SubmittedForApproval]: 'warning',
  [RecordState.SubmittedForPublication]: 'warning',
  [RecordState.Published]: 'success',
  [RecordState.Returned]: 'error',
  [RecordState.Archived]: 'default',
  [RecordState.Obsolete]: 'default',
  [RecordState.Extinct]: 'default',
};

/** A record state as a chip with its label (SPEC §4) and a colour that only repeats what the text says. */
export function RecordStateChip({ state, size = 'small' }: { state: RecordState; size?: 'small' | 'medium' }) {
  const language = useLanguage();
  return (
    <Chip
      size={size}
      color={STATE_COLORS[state]}
      variant={state === RecordState.Published ? 'filled' : 'outlined'}
      label={RECORD_STATE_LABELS[state][language]}
      data-state={state}
    />
  );
}
