import { useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Print from '@mui/icons-material/Print';
import { LIMITS } from '@/shared/limits';
import { REPORTS, type ReportFilters, type ReportName } from '@/shared/reports';
import { validationMessage } from '@/shared/validation';
import { DataTable } from '@/web/components/DataTable/DataTable';
import { DateField } from '@/web/components/form/DateField';
import { formatDate } from '@/web/components/form/masks';
import { OrganizationPicker, type PickedOrganization } from '@/web/features/records/OrganizationPicker';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ReportChart } from './ReportChart';
import { reportTableColumns, type ReportRow } from './reportColumns';
import { useRunReportQuery } from './reportsApi';
import { useReportExport } from './useReportExport';

/** The filters as the form holds them: the chosen entity (its name shown) and the day, yyyy-MM-dd. */
export interface ReportFilterValues {
  organization: PickedOrganization | null;
  date: string;
}

export const REPORT_PAGE_SIZE = 25;

export function toReportFilters(values: ReportFilterValues): ReportFilters {
  return { organizationId: values.organization?.id ?? null, date: values.date };
}

interface ReportPanelProps {
  report: ReportName;
  /** What the form starts with: the filters last run on the page (any report), or today. */
  initialValues: ReportFilterValues;
  /** The filters last run: the panel shows that report at once (switching reports keeps them). */
  applied: ReportFilterValues | null;
  onRun: (values: ReportFilterValues) => void;
  /** What the report adds above its filters (the broken-link check's status and action). */
  extra?: ReactNode;
}

/** Marks what a printed report leaves out (ReportsPage's print rule). */
export const NO_PRINT = { 'data-print': 'hide' } as const;

/**
 * One report (SPEC §2.10): its filters — an entity's subtree (none: all the user may see) and the day —,
 * a Run button, the result a page at a time in the one table, the chart of the whole result when the
 * report has one, and the exports (xlsx, CSV) of the whole result.
 */
export function ReportPanel({ report, initialValues, applied, onRun, extra }: ReportPanelProps) {
  const t = useT();
  const language = useLanguage();
  const definition = REPORTS[report];
  const title = definition.title[language];
  const [pageNumber, setPageNumber] = useState<number>(LIMITS.firstPage);
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZE);
  const filters = applied ? toReportFilters(applied) : null;
  const { data, currentData, isFetching, refetch } = useRunReportQuery(filters ? { report, request: { filters, pageNumber, pageSize } } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const exporter = useReportExport(report, filters);
  const rows: ReportRow[] = (data?.rows ?? []).map((cells, index) => ({ index, cells, path: data?.recordPaths?.[index] ?? null }));
  // A report that shows the latest state (usesDate false) has no day to choose: the form keeps today's, which the server checks and ignores.
  const usesDate = definition.usesDate !== false;

  return (
    <Stack spacing={2.5}>
      {extra}
      <Formik<ReportFilterValues>
        initialValues={initialValues}
        validate={(values) => (values.date ? {} : { date: validationMessage('required', language) })}
        onSubmit={(values) => {
          const same = applied && toReportFilters(applied).organizationId === toReportFilters(values).organizationId && applied.date === values.date;
          setPageNumber(LIMITS.firstPage);
          if (same && pageNumber === LIMITS.firstPage) void refetch();
          else onRun(values);
        }}
      >
        {({ values, setFieldValue }) => (
          <Paper variant="outlined" sx={{ p: 2 }} {...NO_PRINT}>
            <Stack component={Form} noValidate aria-label={t('reports.filters')} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
              <Stack sx={{ flex: 2, minWidth: 0 }}>
                <OrganizationPicker
                  id={`${report}-organization`}
                  label={t('reports.organization')}
                  value={values.organization}
                  onChange={(o) => void setFieldValue('organization', o)}
                  helperText={t('reports.organizationHelp')}
                />
              </Stack>
              {usesDate && (
                <Stack sx={{ flex: 1, minWidth: 160 }}>
                  <DateField id={`${report}-date`} name="date" label={t('reports.date')} required />
                </Stack>
              )}
              <Button type="submit" variant="contained" startIcon={<PlayArrow />} sx={{ flexShrink: 0, minHeight: 40, mt: { md: 0.5 } }}>
                {t('reports.run')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Formik>

      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}>
        <div>
          <Typography variant="h2" component="h2">
            {title}
          </Typography>
          {applied && (
            <Typography color="text.secondary" data-testid="report-summary">
              {usesDate
                ? t('reports.summary', applied.organization?.name ?? t('reports.allEntities'), formatDate(applied.date))
                : t('reports.summaryNoDate', applied.organization?.name ?? t('reports.allEntities'))}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} {...NO_PRINT}>
          <Button variant="outlined" startIcon={<FileDownload />} disabled={!filters || exporter.pending !== null} onClick={() => void exporter.download('xlsx')}>
            {exporter.pending === 'xlsx' ? t('reports.exporting') : t('reports.exportXlsx')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownload />} disabled={!filters || exporter.pending !== null} onClick={() => void exporter.download('csv')}>
            {exporter.pending === 'csv' ? t('reports.exporting') : t('reports.exportCsv')}
          </Button>
          <Button variant="outlined" startIcon={<Print />} disabled={!data} onClick={() => window.print()}>
            {t('reports.print')}
          </Button>
        </Stack>
      </Stack>

      {!applied ? (
        <Alert severity="info" variant="outlined">
          {t('reports.notRun')}
        </Alert>
      ) : (
        <>
          <DataTable
            label={title}
            columns={reportTableColumns(definition.columns, language, t)}
            rows={rows}
            rowKey={(r) => r.index}
            total={data?.total ?? 0}
            loading={isFetching}
            emptyText={t('reports.empty')}
            pagination={{
              // The page the server answered: the last one when the one asked lay past the end.
              pageNumber: currentData?.pageNumber ?? pageNumber,
              pageSize,
              pageCount: data?.pageCount,
              onPageChange: setPageNumber,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPageNumber(LIMITS.firstPage);
              },
            }}
          />
          {data?.chart && data.total > 0 && <ReportChart chart={data.chart} title={title} columns={definition.columns} />}
        </>
      )}
    </Stack>
  );
}
