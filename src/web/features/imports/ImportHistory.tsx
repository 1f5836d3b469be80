import { useId } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { IMPORT_TYPE_LABELS } from '@/shared/enumLabels';
import type { ImportType } from '@/shared/enums';
import type { ImportSummary } from '@/shared/imports';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { formatDateTime } from '@/web/components/form/masks';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetImportsQuery } from './importsApi';
import { useErrorSheetDownload } from './useImportDownloads';

/** The past imports, newest first: who, when, type, file, state and counts; open one, or get its error sheet. */
export function ImportHistory({ onOpen }: { onOpen: (importId: number) => void }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const { data, isFetching } = useGetImportsQuery();
  const { downloadErrors, pendingId } = useErrorSheetDownload();

  const columns: DataTableColumn<ImportSummary>[] = [
    { key: 'createdAt', label: t('imports.col.createdAt'), text: (r) => formatDateTime(r.createdAt), width: 150 },
    { key: 'user', label: t('imports.col.user'), text: (r) => r.displayName || r.username, priority: 2 },
    { key: 'type', label: t('imports.col.type'), text: (r) => IMPORT_TYPE_LABELS[r.importType as ImportType]?.[language] ?? String(r.importType), hideOnNarrow: true },
    {
      key: 'name',
      label: t('imports.col.file'),
      primary: true,
      render: (r) => (
        <Button
          variant="text"
          size="small"
          sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere' }}
          aria-label={t('imports.open', r.fileName)}
          onClick={() => onOpen(r.importId)}
        >
          {r.fileName}
        </Button>
      ),
    },
    { key: 'state', label: t('imports.col.state'), text: (r) => t(`imports.state.${r.state}`) },
    { key: 'counts', label: t('imports.col.counts'), text: (r) => t('imports.counts', r.written, r.failed, r.total), align: 'right', priority: 2 },
    {
      key: 'actions',
      label: t('imports.col.actions'),
      render: (r) =>
        r.errorCount + r.warningCount > 0 && r.state !== 'validating' ? (
          <Tooltip title={t('imports.errorsOf', r.fileName)}>
            <IconButton size="small" aria-label={t('imports.errorsOf', r.fileName)} disabled={pendingId === r.importId} onClick={() => void downloadErrors(r.importId)}>
              <Download fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2">
          {t('imports.history')}
        </Typography>
        <DataTable<ImportSummary>
          label={t('imports.history')}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.importId}
          loading={isFetching}
          emptyText={t('imports.historyEmpty')}
        />
      </Stack>
    </Paper>
  );
}
