import { useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_LIMITS, type ImportDetail, type ImportIssue } from '@/shared/imports';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { useLanguage, useT } from '@/web/i18n/useT';

type Row = ImportIssue & { key: number };

/** A screenful of problems; the table's page-size select offers the others. */
const PAGE_SIZE = 25;

/**
 * The problems of a validated import (row, column, error or warning, message in the interface
 * language), paged here: the detail carries at most IMPORT_LIMITS.issuesShown of them, and says when
 * there are more (the error sheet has them all).
 */
export function ImportIssuesTable({ detail }: { detail: Pick<ImportDetail, 'issues' | 'issuesTruncated' | 'errorCount' | 'warningCount'> }) {
  const t = useT();
  const language = useLanguage();
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE);
  const rows = useMemo<Row[]>(() => detail.issues.map((issue, key) => ({ ...issue, key })), [detail.issues]);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(pageNumber, pageCount);

  const columns: DataTableColumn<Row>[] = [
    { key: 'row', label: t('imports.issue.row'), text: (r) => String(r.row), align: 'right', width: 80 },
    { key: 'column', label: t('imports.issue.column'), text: (r) => r.column ?? t('imports.issue.wholeRow'), priority: 2 },
    {
      key: 'severity',
      label: t('imports.issue.severity'),
      priority: 'essential',
      render: (r) => (
        <Chip size="small" variant="outlined" color={r.severity === 'error' ? 'error' : 'warning'} label={t(`imports.severity.${r.severity}`)} sx={{ fontWeight: 600 }} />
      ),
    },
    { key: 'message', label: t('imports.issue.message'), text: (r) => r.message[language], priority: 'essential', primary: true },
  ];

  if (rows.length === 0) return <Typography>{t('imports.issuesNone')}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography>{t('imports.issuesSummary', detail.errorCount, detail.warningCount)}</Typography>
      {detail.issuesTruncated && <Typography color="text.secondary">{t('imports.issuesTruncated', IMPORT_LIMITS.issuesShown)}</Typography>}
      <DataTable<Row>
        label={t('imports.issues')}
        columns={columns}
        rows={rows.slice((page - 1) * pageSize, page * pageSize)}
        rowKey={(r) => r.key}
        total={rows.length}
        pagination={{
          pageNumber: page,
          pageSize,
          pageCount,
          onPageChange: setPageNumber,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPageNumber(1);
          },
        }}
      />
    </Stack>
  );
}
