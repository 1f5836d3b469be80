import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { HomeSearchFilters } from '@/shared/homeSearch';
import type { RecordListItem } from '@/shared/records/contract';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { useServerPaging } from '@/web/components/DataTable/useServerPaging';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { RecordStateChip } from '@/web/features/records/RecordStateChip';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSearchHomeQuery } from './homeSearchApi';

/**
 * The home search's results (SPEC §2.1): records of every kind in one paged table, each linking to its
 * kind's detail from search (/pesquisa/…/detalhe), whose back link returns here. Paging and sort are
 * this table's own: a new search (the component's key) starts again from the first page.
 */
export function HomeSearchResults({ filters }: { filters: HomeSearchFilters }) {
  const t = useT();
  const language = useLanguage();
  const paging = useServerPaging();
  const result = useSearchHomeQuery({ ...filters, ...paging.query });
  const { data } = result;

  const columns: DataTableColumn<RecordListItem>[] = [
    { key: 'kind', label: t('home.results.kind'), text: (r) => RECORD_KINDS[r.kind].label[language] },
    { key: 'code', label: t('record.code'), sortKey: 'Code', hideOnNarrow: true },
    {
      key: 'name',
      label: t('record.name'),
      sortKey: 'Name',
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes(r.kind).searchDetail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'organization', label: t('home.results.organization'), text: (r) => r.organizationName ?? '', hideOnNarrow: true },
    { key: 'state', label: t('record.state'), render: (r) => <RecordStateChip state={r.state} /> },
  ];

  return (
    <section aria-label={t('home.results.title')}>
      <DataTable
        label={t('home.results.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(r) => `${r.kind}-${r.id}-${r.version}`}
        emptyText={t('home.results.empty')}
        {...paging.tableProps(result)}
      />
    </section>
  );
}
