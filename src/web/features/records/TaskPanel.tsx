import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CatalogueEntry } from '@/shared/errors';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { PENDING_STATES, RecordState } from '@/shared/recordStates';
import type { HistoryEntry, RecordView } from '@/shared/records/contract';
import { useLanguage, useT } from '@/web/i18n/useT';
import { CompareWithPublishedButton } from '@/web/features/records/versionDiff/CompareWithPublishedButton';
import { ChangeLogList } from './ChangeLogList';
import type { RecordRef } from './recordsApi';

/** Where a version stands for the user who opened it from Tasks. */
export type TaskSituation = 'yours' | 'notYours' | 'notPending';

/**
 * Only a version waiting for a review the user may give awaits *their* decision; a submitted one
 * outside their scope awaits someone else's; any other state awaits none.
 */
export function taskSituation(view: Pick<RecordView, 'state' | 'allowedActions'>): TaskSituation {
  if (!PENDING_STATES.includes(view.state)) return 'notPending';
  return view.allowedActions.length > 0 ? 'yours' : 'notYours';
}

/** What the reviewer compares with: this version is the published one, another is, or none is (and why). */
export type PublishedComparison = 'isPublished' | 'against' | 'newRecord' | 'nonePublished';

export function publishedComparison(view: Pick<RecordView, 'state' | 'version'>, history: readonly Pick<HistoryEntry, 'version' | 'state'>[]): PublishedComparison {
  if (view.state === RecordState.Published) return 'isPublished';
  if (history.some((h) => h.state === RecordState.Published && h.version !== view.version)) return 'against';
  // Without an earlier version the record is new; otherwise its published versions have ended.
  return history.some((h) => h.version < view.version) ? 'nonePublished' : 'newRecord';
}

/** The top of a task page (SPEC §2.2): whose decision the version awaits, and its changes against the published version. */
export function TaskPanel({
  view,
  history,
  record,
  labels,
}: {
  view: Pick<RecordView, 'state' | 'version' | 'allowedActions'>;
  history: readonly HistoryEntry[];
  record: RecordRef;
  labels: Readonly<Record<string, CatalogueEntry>>;
}) {
  const t = useT();
  const language = useLanguage();
  const situation = taskSituation(view);
  const comparison = publishedComparison(view, history);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Alert severity={situation === 'yours' ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {situation === 'yours'
          ? t('tasks.detail.pending')
          : situation === 'notYours'
            ? t('tasks.detail.notYours')
            : t('tasks.detail.notPending', RECORD_STATE_LABELS[view.state][language])}
      </Alert>
      {comparison === 'against' ? (
        <>
          <ChangeLogList record={record} againstPublished title={t('tasks.detail.changes')} labels={labels} />
          <CompareWithPublishedButton record={record} history={history} labels={labels} />
        </>
      ) : (
        <Typography>
          {t(comparison === 'isPublished' ? 'tasks.detail.isPublished' : comparison === 'newRecord' ? 'tasks.detail.noPublished' : 'tasks.detail.nonePublished')}
        </Typography>
      )}
    </Paper>
  );
}
