import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { BULK_LIMITS, type BulkActionName, type BulkExportFormat } from '@/shared/bulk';
import { selectedCount, selectPage, selectionStatus, type RowId } from '@/web/components/DataTable/selection';
import { useTableSelection } from '@/web/components/DataTable/useTableSelection';
import { saveDownloadedFile } from '@/web/components/saveFile';
import { StickyProgressBar } from '@/web/components/StickyProgressBar';
import { useLanguage, useT } from '@/web/i18n/useT';
import { BulkActionDialog, type BulkExtras } from './BulkActionDialog';
import { useBulkPreviewQuery, useExportBulkMutation } from './bulkApi';
import { useBulkActionLabel } from './bulkLabels';
import { BulkResult } from './BulkResult';
import { offeredActions, scopeKey, targetsOf, type BulkScope } from './bulkTargets';
import { useBulkRun } from './useBulkRun';
import { useDebounced } from './useDebounced';

export interface BulkBarProps {
  /** The selection's name in the store (useTableSelection), the one the table's checkboxes use. */
  table: string;
  /** The list's kind and search, or Tarefas' filter. */
  scope: BulkScope;
  /** Every record the search matches. */
  total: number;
  /** The keys of the rows on the page shown. */
  pageIds: readonly RowId[];
}

/** The last search each table's selection was made on: a new search starts the selection again (kept across visits: the selection is). */
const SCOPES = new Map<string, string>();

const EXPORT_FORMATS: readonly BulkExportFormat[] = ['xlsx', 'csv'];

/**
 * The bulk bar above a record list or Tarefas (issue 30 §1), shown once something is selected: the
 * count (a polite live region), "Selecionar a página", "Selecionar todos os N resultados" (the whole
 * search), "Limpar seleção", the workflow actions the caller may take on at least one selected
 * record (the server's preview, with how many), and "Exportar". An action asks its one dialog, runs
 * through the engine record by record, and shows its result here (a larger selection: its job's page).
 */
export function BulkBar({ table, scope, total, pageIds }: BulkBarProps) {
  const t = useT();
  const language = useLanguage();
  const label = useBulkActionLabel();
  const selection = useTableSelection(table);
  const key = scopeKey(scope);
  const count = selectedCount(selection.value, total);
  const status = selectionStatus(selection.value, total);
  const targets = targetsOf(scope, selection.value);
  const asked = useDebounced(targets, 250);
  const preview = useBulkPreviewQuery(asked ?? { items: [] }, { skip: asked === null || count === 0, refetchOnMountOrArgChange: true });
  // The preview answers for the selection as it was a moment ago: until it catches up, nothing is offered.
  const checking = preview.isFetching || JSON.stringify(asked) !== JSON.stringify(targets);
  const offered = count > 0 && !checking ? offeredActions(preview.currentData) : [];
  const [asking, setAsking] = useState<BulkActionName | null>(null);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [exportFile, exporting] = useExportBulkMutation();
  const runner = useBulkRun();
  const exportMenuId = useId();
  const { clear } = selection;

  // A new search (another form, another filter) is a new "every record": the selection starts again.
  useEffect(() => {
    const before = SCOPES.get(table);
    SCOPES.set(table, key);
    if (before !== undefined && before !== key) clear();
  }, [table, key, clear]);

  const confirm = (action: BulkActionName, extras: BulkExtras) => {
    setAsking(null);
    if (!targets) return;
    void runner.run({ action, targets, ...extras }).then((detail) => detail && clear());
  };

  const exportAs = async (format: BulkExportFormat) => {
    setExportAnchor(null);
    if (!targets) return;
    const result = await exportFile({ targets, format, language });
    if ('data' in result && result.data) saveDownloadedFile(result.data);
  };

  const last = runner.last;
  return (
    <>
      {count > 0 && (
        <Paper variant="outlined" role="region" aria-label={t('bulk.barLabel')} sx={{ p: 1.5, mb: 1.5, bgcolor: 'action.hover' }} data-testid="bulk-bar">
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { xs: 'stretch', md: 'center' }, flexWrap: 'wrap' }}>
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 600, mr: 1 }}>
              {t('bulk.selected', count)}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => selection.onChange(selectPage(selection.value, pageIds, total))} disabled={pageIds.length === 0}>
                {t('bulk.selectPage')}
              </Button>
              {status !== 'all' && (
                <Button size="small" onClick={() => selection.onChange({ allSelected: true, ids: [] })} disabled={total > BULK_LIMITS.maxRecords}>
                  {t('bulk.selectAll', total)}
                </Button>
              )}
              <Button size="small" onClick={clear}>
                {t('bulk.clear')}
              </Button>
            </Stack>
            <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
            <Stack direction="row" role="group" aria-label={t('record.workflowLabel')} sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {checking && <Typography variant="body2">{t('bulk.checking')}</Typography>}
              {!checking && preview.currentData && offered.length === 0 && <Typography variant="body2">{t('bulk.noAction')}</Typography>}
              {offered.map(({ action, count: may }) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'delete' ? 'outlined' : 'contained'}
                  color={action === 'delete' ? 'error' : 'primary'}
                  disabled={runner.busy}
                  onClick={() => setAsking(action)}
                >
                  {t('bulk.actionCount', label(action), may)}
                </Button>
              ))}
              <Button
                size="small"
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                aria-haspopup="menu"
                aria-controls={exportAnchor ? exportMenuId : undefined}
                aria-expanded={exportAnchor ? 'true' : undefined}
                disabled={exporting.isLoading}
                onClick={(e) => setExportAnchor(e.currentTarget)}
              >
                {t('bulk.export')}
              </Button>
              <Menu id={exportMenuId} anchorEl={exportAnchor} open={exportAnchor !== null} onClose={() => setExportAnchor(null)}>
                {EXPORT_FORMATS.map((format) => (
                  <MenuItem key={format} onClick={() => void exportAs(format)}>
                    {t(format === 'xlsx' ? 'bulk.exportXlsx' : 'bulk.exportCsv')}
                  </MenuItem>
                ))}
              </Menu>
            </Stack>
          </Stack>
        </Paper>
      )}
      {last && (
        <Box sx={{ mb: 2 }}>
          <BulkResult detail={last.detail} retrying={runner.busy} onRetry={() => runner.retryFailed(last.request, last.detail)} onClose={runner.clearLast} />
        </Box>
      )}
      <StickyProgressBar loading={runner.busy || exporting.isLoading} />
      <BulkActionDialog
        action={asking}
        count={asking ? (offered.find((o) => o.action === asking)?.count ?? 0) : 0}
        selected={count}
        busy={runner.busy}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
