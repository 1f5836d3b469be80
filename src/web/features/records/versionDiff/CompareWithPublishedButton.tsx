import { useState } from 'react';
import Button from '@mui/material/Button';
import CompareArrows from '@mui/icons-material/CompareArrows';
import type { CatalogueEntry } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { HistoryEntry } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import { useT } from '@/web/i18n/useT';
import { LazyVersionDiffDialog } from './LazyVersionDiffDialog';

/** On a task: the version under review side by side with the published one (nothing when none is published). */
export function CompareWithPublishedButton({
  record,
  history,
  labels,
}: {
  record: { kind: RecordKindName; id: number; version: number };
  history: readonly HistoryEntry[];
  labels: Readonly<Record<string, CatalogueEntry>>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const published = history.find((h) => h.state === RecordState.Published && h.version !== record.version);
  if (!published) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<CompareArrows />} onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        {t('versionDiff.fromPublished')}
      </Button>
      <LazyVersionDiffDialog open={open} kind={record.kind} id={record.id} from={published.version} to={record.version} labels={labels} onClose={() => setOpen(false)} />
    </>
  );
}
