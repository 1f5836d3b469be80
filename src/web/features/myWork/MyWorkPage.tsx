/**
 * /meu-trabalho/{section} (issue 30 §2): one section of 'O meu trabalho' whole, every kind in one table
 * paged by the server, each row a link to its record's detail. The returned section shows each record's
 * last return: refusal type, reason, who returned it and when (Azores clock).
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isMyWorkSection, type MyWorkItem, type MyWorkSection } from '@/shared/myWork';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { refusalTypeLabel } from '@/shared/records/returnReason';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { useServerPaging } from '@/web/components/DataTable/useServerPaging';
import { formatDateTime } from '@/web/components/form/masks';
import { NotFoundPage } from '@/web/components/NotFoundPage';
import { PageContainer } from '@/web/components/PageContainer';
import { RecordStateChip } from '@/web/features/records/RecordStateChip';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSearchMyWorkQuery } from './myWorkApi';

/** Newest first, as the panel shows them. */
const DEFAULT_SORT = 'When desc';

function SectionTable({ section }: { section: MyWorkSection }) {
  const t = useT();
  const language = useLanguage();
  const paging = useServerPaging(DEFAULT_SORT);
  const result = useSearchMyWorkQuery({ section, ...paging.query }, { refetchOnMountOrArgChange: true });
  const title = t(`myWork.section.${section}`);
  const columns: DataTableColumn<MyWorkItem>[] = [
    { key: 'kind', label: t('myWork.kind'), sortKey: 'Kind', text: (r) => RECORD_KINDS[r.kind].label[language], hideOnNarrow: true },
    { key: 'code', label: t('record.code'), sortKey: 'Code', hideOnNarrow: true },
    {
      key: 'name',
      label: t('record.name'),
      sortKey: 'Name',
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes(r.kind).detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name || r.code || `${r.id}/${r.version}`} />
        </Link>
      ),
    },
    { key: 'version', label: t('record.version'), align: 'right', hideOnNarrow: true },
    { key: 'state', label: t('record.state'), render: (r) => <RecordStateChip state={r.state} /> },
    { key: 'when', label: t(`myWork.when.${section}`), sortKey: 'When', text: (r) => formatDateTime(r.when) },
    ...(section === 'returned'
      ? [
          {
            key: 'refusalType',
            label: t('myWork.refusalType'),
            text: (r: MyWorkItem) => (r.lastReturn?.refusalType ? refusalTypeLabel(r.lastReturn.refusalType, language) : ''),
          },
          { key: 'reason', label: t('myWork.reason'), text: (r: MyWorkItem) => r.lastReturn?.comment ?? '', minWidth: 160 },
          { key: 'returnedBy', label: t('myWork.returnedByColumn'), text: (r: MyWorkItem) => r.lastReturn?.displayName ?? '' },
        ]
      : []),
  ];
  return (
    <PageContainer title={title}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t(`myWork.hint.${section}`)}{' '}
        <Link component={RouterLink} to={ROUTE_PATHS.home} underline="always">
          {t('myWork.backHome')}
        </Link>
      </Typography>
      <DataTable
        label={title}
        columns={columns}
        rows={result.data?.items ?? []}
        rowKey={(r) => `${r.kind}-${r.id}-${r.version}`}
        emptyText={t('myWork.empty')}
        {...paging.tableProps(result)}
      />
    </PageContainer>
  );
}

export function MyWorkPage() {
  const { section } = useParams();
  if (!isMyWorkSection(section)) return <NotFoundPage />;
  // A new section starts its own paging.
  return <SectionTable key={section} section={section} />;
}
