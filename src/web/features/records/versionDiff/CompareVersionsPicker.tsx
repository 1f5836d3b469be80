import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CompareArrows from '@mui/icons-material/CompareArrows';
import type { CatalogueEntry } from '@/shared/errors';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { HistoryEntry } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import { useLanguage, useT } from '@/web/i18n/useT';
import { LazyVersionDiffDialog } from './LazyVersionDiffDialog';

/** The default pair: the version shown against the one before it (or after it, for the first version). */
export function defaultPair(versions: readonly number[], current: number): [number, number] {
  const sorted = [...versions].sort((a, b) => a - b);
  const previous = sorted.filter((v) => v < current).at(-1);
  if (previous !== undefined) return [previous, current];
  return [current, sorted.find((v) => v > current) ?? current];
}

interface PickerProps {
  kind: RecordKindName;
  id: number;
  history: readonly HistoryEntry[];
  currentVersion: number;
  labels: Readonly<Record<string, CatalogueEntry>>;
}

/**
 * Under the version timeline: two versions to compare (native selects, keyboard reachable) and
 * "Comparar versões", which opens them side by side.
 */
export function CompareVersionsPicker(props: PickerProps) {
  const t = useT();
  if (props.history.length < 2) return <Typography color="text.secondary">{t('versionDiff.onlyOne')}</Typography>;
  // Mounted once the history is there, so the default pair is chosen from the real versions.
  return <VersionPair {...props} />;
}

function VersionPair({ kind, id, history, currentVersion, labels }: PickerProps) {
  const t = useT();
  const language = useLanguage();
  const versions = history.map((h) => h.version);
  const [initialFrom, initialTo] = defaultPair(versions, currentVersion);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [open, setOpen] = useState(false);
  const same = from === to;
  const options = [...history]
    .sort((a, b) => b.version - a.version)
    .map((h) => (
      <option key={h.version} value={h.version}>
        {t('versionDiff.option', h.version, RECORD_STATE_LABELS[h.state][language])}
      </option>
    ));
  const select = (label: string, value: number, onChange: (v: number) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      error={same}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      {options}
    </TextField>
  );

  return (
    <Box component="section" aria-label={t('versionDiff.pickerTitle')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        {select(t('versionDiff.pickFrom'), from, setFrom)}
        {select(t('versionDiff.pickTo'), to, setTo)}
        <Button variant="outlined" startIcon={<CompareArrows />} disabled={same} onClick={() => setOpen(true)} sx={{ minHeight: 40 }}>
          {t('versionDiff.compare')}
        </Button>
      </Stack>
      {same && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {t('versionDiff.sameVersion')}
        </Typography>
      )}
      <LazyVersionDiffDialog open={open} kind={kind} id={id} from={from} to={to} labels={labels} onClose={() => setOpen(false)} />
    </Box>
  );
}
