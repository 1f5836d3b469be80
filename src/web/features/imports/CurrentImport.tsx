import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { IMPORT_TYPE_LABELS } from '@/shared/enumLabels';
import type { ImportType } from '@/shared/enums';
import { ConfirmModal } from '@/web/components/modals/ConfirmModal';
import { useLanguage, useT } from '@/web/i18n/useT';
import type { ImportHub } from './importHub';
import { ImportIssuesTable } from './ImportIssuesTable';
import { ImportModeChoice } from './ImportModeChoice';
import { ImportProgress } from './ImportProgress';
import { isFinal } from './importRules';
import { useCancelImportMutation } from './importsApi';
import { useErrorSheetDownload } from './useImportDownloads';
import { useCurrentImport } from './useCurrentImport';

/**
 * The import named in the URL: its live progress; once validated, its problems and the choice of what
 * to write; its error sheet; cancelling while it runs (after a confirmation).
 */
export function CurrentImport({ id, hub, onClose }: { id: number; hub: ImportHub; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const { detail, status, isLoading } = useCurrentImport(id, hub);
  const [cancelling, setCancelling] = useState(false);
  const [cancel, cancelState] = useCancelImportMutation();
  const { downloadErrors, pendingId } = useErrorSheetDownload();

  if (isLoading) return <CircularProgress aria-label={t('app.loading')} />;
  // A refusal (-600: not found) is already toasted by the base query.
  if (!detail || !status) return null;

  const validated = status.state === 'validated' && detail.state === 'validated';
  const hasIssues = detail.errorCount + detail.warningCount > 0;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h2">
            {t('imports.current', id)}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {IMPORT_TYPE_LABELS[detail.importType as ImportType]?.[language]} · {t('imports.fileName', detail.fileName)}
          </Typography>
        </div>
        <ImportProgress status={status} />
        {status.state === 'failed' && detail.message && <Alert severity="error">{t('imports.failedBecause', detail.message[language])}</Alert>}
        {status.state === 'finished' && detail.state === 'finished' && <Alert severity="success">{t('imports.finished', detail.written)}</Alert>}
        {detail.state !== 'validating' && (
          <Stack spacing={1}>
            <Typography variant="h3">{t('imports.issues')}</Typography>
            <ImportIssuesTable detail={detail} />
          </Stack>
        )}
        {validated && <ImportModeChoice key={detail.importId} detail={detail} />}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {hasIssues && detail.state !== 'validating' && (
            <Button variant="outlined" startIcon={<Download />} disabled={pendingId === id} onClick={() => void downloadErrors(id)}>
              {t('imports.downloadErrors')}
            </Button>
          )}
          {!isFinal(status.state) && (
            <Button variant="outlined" color="error" disabled={cancelState.isLoading} onClick={() => setCancelling(true)}>
              {t('imports.cancel')}
            </Button>
          )}
          <Button onClick={onClose}>{t('imports.close')}</Button>
        </Stack>
      </Stack>
      <ConfirmModal
        open={cancelling}
        question={t('imports.cancelQuestion')}
        confirmLabel={t('imports.cancelConfirm')}
        cancelLabel={t('imports.keep')}
        confirmColor="error"
        onConfirm={() => {
          setCancelling(false);
          void cancel(id);
        }}
        onCancel={() => setCancelling(false)}
      />
    </Paper>
  );
}
