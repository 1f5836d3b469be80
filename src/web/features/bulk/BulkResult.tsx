import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkItemResult, BulkJobDetail, BulkJobStatus } from '@/shared/bulk';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { boundedPercent, PercentBar } from '@/web/components/PercentBar';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useBulkActionLabel } from './bulkLabels';

const OUTCOME_COLOUR = { done: 'success', refused: 'error', pending: 'default' } as const;
/** The result's rows a page (a job may hold thousands): the refused ones first, what needs a look. */
const RESULT_PAGE_SIZE = 25;
const OUTCOME_ORDER = { refused: 0, pending: 1, done: 2 } as const;

/** A running job's progress: a named, valued bar and a polite line (ImportProgress's pattern). */
export function BulkProgress({ status }: { status: BulkJobStatus }) {
  const t = useT();
  const percent = boundedPercent(status.percent);
  return (
    <Stack spacing={1}>
      <Typography role="status" aria-live="polite">
        {status.state === 'failed' ? t('bulk.failed') : t('bulk.running', status.done + status.refused, status.total, percent)}
      </Typography>
      <PercentBar percent={percent} label={t('bulk.progress')} percentText={t('bulk.percent', percent)} />
      <Typography color="text.secondary">{t('bulk.canLeave')}</Typography>
    </Stack>
  );
}

export interface BulkResultProps {
  detail: BulkJobDetail;
  /** Runs the same action again on the refused records; absent where a retry is not offered. */
  onRetry?: () => void;
  retrying?: boolean;
  onClose?: () => void;
}

/**
 * A bulk action's result (issue 30 §1): the counts, then a table of every record (a link to its
 * detail, unless it was deleted), its outcome, and a refusal's catalogued message in the interface
 * language; "Tentar novamente os que falharam" runs the same action on the refused ones.
 */
export function BulkResult({ detail, onRetry, retrying = false, onClose }: BulkResultProps) {
  const t = useT();
  const language = useLanguage();
  const label = useBulkActionLabel();
  const titleId = useId();
  const refused = detail.results.filter((r) => r.outcome === 'refused').length;
  const [pageNumber, setPageNumber] = useState(1);
  const sorted = [...detail.results].sort((a, b) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome]);
  const paged = sorted.length > RESULT_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(sorted.length / RESULT_PAGE_SIZE));
  const page = Math.min(pageNumber, pageCount);
  const columns: DataTableColumn<BulkItemResult>[] = [
    {
      key: 'name',
      label: t('bulk.result.record'),
      render: (r) =>
        detail.action === 'delete' && r.outcome === 'done' ? (
          `${r.code} — ${r.name}`
        ) : (
          <Link component={RouterLink} to={recordRoutes(r.kind).detail(r.id, r.version)}>
            {r.code ? `${r.code} — ${r.name}` : r.name}
          </Link>
        ),
    },
    { key: 'kind', label: t('bulk.result.kind'), text: (r) => RECORD_KINDS[r.kind].label[language], hideOnNarrow: true },
    {
      key: 'outcome',
      label: t('bulk.result.outcome'),
      priority: 'essential',
      render: (r) => <Chip size="small" variant="outlined" color={OUTCOME_COLOUR[r.outcome]} label={t(`bulk.outcome.${r.outcome}`)} />,
    },
    // On a narrow screen the message folds under the record's name (the outcome stays a column).
    { key: 'message', label: t('bulk.result.message'), text: (r) => (r.error ? r.error[language] : ''), priority: 3, minWidth: 160 },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }} data-testid="bulk-result">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Box>
          <Typography id={titleId} variant="h2">
            {t('bulk.result.title', label(detail.action))}
          </Typography>
          <Typography role="status" aria-live="polite" sx={{ mt: 0.5 }} data-testid="bulk-summary">
            {t('bulk.result.summary', detail.done, detail.refused, detail.total)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {onRetry && refused > 0 && detail.state !== 'running' && (
            <Button variant="contained" onClick={onRetry} disabled={retrying}>
              {t('bulk.retry')}
            </Button>
          )}
          {onClose && <Button onClick={onClose}>{t('bulk.close')}</Button>}
        </Stack>
      </Stack>
      {detail.state === 'running' && (
        <Box sx={{ mb: 2 }}>
          <BulkProgress status={detail} />
        </Box>
      )}
      <DataTable
        label={t('bulk.result.title', label(detail.action))}
        columns={columns}
        rows={paged ? sorted.slice((page - 1) * RESULT_PAGE_SIZE, page * RESULT_PAGE_SIZE) : sorted}
        total={sorted.length}
        rowKey={(r) => `${r.kind}-${r.id}-${r.version}`}
        pagination={paged ? { pageNumber: page, pageCount, pageSize: RESULT_PAGE_SIZE, onPageChange: setPageNumber } : undefined}
      />
    </Paper>
  );
}
