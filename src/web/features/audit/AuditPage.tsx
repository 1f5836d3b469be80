/**
 * Configurações → Auditoria (issue 31 §4): every workflow and settings action across kinds, for the
 * administrator (canAudit). A filter form (dates on the Azores calendar), the server's paged table
 * (each record a link to its version's detail page), and the export of the filtered result as xlsx or CSV.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import { AUDIT_AREA_LABELS, type AuditExportFormat, type AuditFilters, type AuditRow } from '@/shared/audit';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { useServerPaging } from '@/web/components/DataTable/useServerPaging';
import { DateField } from '@/web/components/form/DateField';
import { formatDateTime } from '@/web/components/form/masks';
import { NumberField } from '@/web/components/form/NumberField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { saveDownloadedFile } from '@/web/components/saveFile';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useExportAuditMutation, useSearchAuditQuery } from './auditApi';
import { actionOptions, auditActionLabel, auditFiltersOf, EMPTY_AUDIT_FORM, kindOptions, stateOptions, type AuditFormValues } from './auditFilters';

const DEFAULT_SORT = 'When desc';

export function AuditPage() {
  const t = useT();
  const language = useLanguage();
  const [filters, setFilters] = useState<AuditFilters>({});
  const paging = useServerPaging(DEFAULT_SORT);
  const result = useSearchAuditQuery({ ...filters, ...paging.query }, { refetchOnMountOrArgChange: true });
  const [exportFile] = useExportAuditMutation();
  const [exporting, setExporting] = useState<AuditExportFormat | null>(null);

  const run = (next: AuditFilters) => {
    setFilters(next);
    paging.firstPage();
  };
  const exportAs = async (format: AuditExportFormat) => {
    setExporting(format);
    try {
      const answer = await exportFile({ request: { ...filters, format, sortBy: paging.query.sortBy }, language });
      if ('data' in answer && answer.data) saveDownloadedFile(answer.data);
    } finally {
      setExporting(null);
    }
  };

  const state = (s: AuditRow['fromState']) => (s === null ? '—' : RECORD_STATE_LABELS[s][language]);
  const recordCell = (r: AuditRow) => {
    if (r.kind === 'settings') {
      const area = r.area && Object.hasOwn(AUDIT_AREA_LABELS, r.area) ? AUDIT_AREA_LABELS[r.area]![language] : (r.area ?? '');
      return <TruncatedText text={[area, r.target].filter(Boolean).join(' ')} />;
    }
    const text = [r.code, r.name].filter(Boolean).join(' — ') || String(r.recordId ?? '');
    if (r.recordId === null || r.version === null) return <TruncatedText text={text} />;
    return (
      <Link component={RouterLink} to={recordRoutes(r.kind).detail(r.recordId, r.version)}>
        <TruncatedText text={text} />
      </Link>
    );
  };
  const columns: DataTableColumn<AuditRow>[] = [
    { key: 'at', label: t('auditView.when'), sortKey: 'When', text: (r) => formatDateTime(r.at), width: 150 },
    { key: 'username', label: t('auditView.who'), sortKey: 'User' },
    {
      key: 'kind',
      label: t('auditView.kind'),
      sortKey: 'Kind',
      text: (r) => (r.kind === 'settings' ? t('auditView.settings') : RECORD_KINDS[r.kind].label[language]),
      hideOnNarrow: true,
    },
    { key: 'record', label: t('auditView.record'), render: recordCell, minWidth: 160 },
    { key: 'version', label: t('auditView.version'), align: 'right', text: (r) => (r.version === null ? '' : String(r.version)), hideOnNarrow: true },
    { key: 'action', label: t('auditView.action'), sortKey: 'Action', text: (r) => auditActionLabel(r.action, language) },
    { key: 'states', label: t('auditView.states'), text: (r) => (r.kind === 'settings' ? '' : `${state(r.fromState)} → ${state(r.toState)}`), hideOnNarrow: true },
    { key: 'comment', label: t('auditView.commentColumn'), text: (r) => r.comment ?? '', hideOnNarrow: true, minWidth: 160 },
  ];
  const any = t('auditView.any');

  return (
    <PageContainer title={t('route.settings.audit')}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('auditView.hint')}
      </Typography>
      <Formik<AuditFormValues> initialValues={EMPTY_AUDIT_FORM} onSubmit={(values) => run(auditFiltersOf(values))}>
        {({ values, resetForm }) => (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Form noValidate aria-label={t('auditView.filters')}>
              <Stack spacing={1.5}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <DateField id="audit-from" name="from" label={t('auditView.from')} max={values.to || null} sx={{ flex: 1 }} />
                  <DateField id="audit-to" name="to" label={t('auditView.to')} min={values.from || null} sx={{ flex: 1 }} />
                  <TextInput id="audit-username" name="username" label={t('auditView.username')} helperText={t('auditView.usernameHelp')} sx={{ flex: 1 }} />
                  <SelectField
                    id="audit-kind"
                    name="kind"
                    label={t('auditView.kind')}
                    options={kindOptions(language, t('auditView.settings'))}
                    emptyOption={any}
                    emptyValue=""
                    sx={{ flex: 1 }}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <TextInput id="audit-record" name="record" label={t('auditView.record')} helperText={t('auditView.recordHelp')} sx={{ flex: 1 }} />
                  <NumberField id="audit-version" name="version" label={t('auditView.version')} min={1} sx={{ flex: 1 }} />
                  <SelectField
                    id="audit-action"
                    name="action"
                    label={t('auditView.action')}
                    options={actionOptions(language)}
                    emptyOption={t('auditView.anyAction')}
                    emptyValue=""
                    sx={{ flex: 1 }}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <SelectField
                    id="audit-from-state"
                    name="fromState"
                    label={t('auditView.fromState')}
                    options={stateOptions(language)}
                    emptyOption={any}
                    emptyValue=""
                    sx={{ flex: 1 }}
                  />
                  <SelectField
                    id="audit-to-state"
                    name="toState"
                    label={t('auditView.toState')}
                    options={stateOptions(language)}
                    emptyOption={any}
                    emptyValue=""
                    sx={{ flex: 1 }}
                  />
                  <TextInput id="audit-comment" name="comment" label={t('auditView.comment')} sx={{ flex: 1 }} />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button type="submit" variant="contained" startIcon={<Search />}>
                    {t('auditView.search')}
                  </Button>
                  <Button
                    variant="text"
                    onClick={() => {
                      resetForm();
                      run({});
                    }}
                  >
                    {t('auditView.clear')}
                  </Button>
                </Stack>
              </Stack>
            </Form>
          </Paper>
        )}
      </Formik>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<FileDownload />} disabled={exporting !== null} onClick={() => void exportAs('xlsx')}>
          {exporting === 'xlsx' ? t('auditView.exporting') : t('auditView.exportXlsx')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownload />} disabled={exporting !== null} onClick={() => void exportAs('csv')}>
          {exporting === 'csv' ? t('auditView.exporting') : t('auditView.exportCsv')}
        </Button>
      </Stack>
      <DataTable
        label={t('auditView.table')}
        columns={columns}
        rows={result.data?.items ?? []}
        rowKey={(r) => r.key}
        emptyText={t('auditView.empty')}
        {...paging.tableProps(result)}
      />
    </PageContainer>
  );
}
