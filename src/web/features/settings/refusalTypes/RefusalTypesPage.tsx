import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import { Permission } from '@/shared/permissions';
import type { RefusalTypeItem } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { ActiveFilter } from '../common/ActiveFilter';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { useHolds } from '../common/permissions';
import { useListRefusalTypesQuery } from '../common/referenceDataApi';
import { RowActions } from '../common/RowActions';
import { optionalBoolean, optionalText, useListParams } from '../common/useListParams';
import { refusalTypeEditPath } from './RefusalTypeFormPage';

const DEFAULTS = { sortBy: 'Code', filters: { q: '', active: '' } };

/** /configuracoes/tiposderecusa: the reasons a reviewer gives when returning a record. */
export function RefusalTypesPage() {
  const t = useT();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListRefusalTypesQuery({
    query: optionalText(list.filters.q),
    active: optionalBoolean(list.filters.active),
    pageNumber: list.pageNumber,
    pageSize: list.pageSize,
    sortBy: list.sortBy || undefined,
  });

  const columns: DataTableColumn<RefusalTypeItem>[] = [
    {
      key: 'code',
      label: t('settings.refusalType.code'),
      sortKey: 'Code',
      width: 160,
      render: (r) => (
        <Link component={RouterLink} to={refusalTypeEditPath(r.refusalTypeId)} state={linkState}>
          {r.code}
        </Link>
      ),
    },
    { key: 'designationPt', label: t('settings.refusalType.designationPt'), sortKey: 'Designation' },
    { key: 'designationEn', label: t('settings.refusalType.designationEn'), hideOnNarrow: true },
    { key: 'active', label: t('settings.common.state'), render: (r) => <ActiveChip active={r.active} />, width: 100 },
    { key: 'actions', label: t('settings.common.actions'), align: 'right', width: 80, render: (r) => <RowActions name={r.code} editTo={refusalTypeEditPath(r.refusalTypeId)} state={linkState} /> },
  ];

  return (
    <PageContainer
      title={t('route.settings.refusalTypes')}
      actions={
        canCreate && (
          <Button component={RouterLink} to={ROUTE_PATHS['settings.refusalTypeCreate']} state={linkState} variant="contained" startIcon={<Add />}>
            {t('settings.refusalType.create')}
          </Button>
        )
      }
    >
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.refusalType.searchLabel')} type="search" />
        <ActiveFilter />
      </ListFilters>
      <DataTable<RefusalTypeItem>
        label={t('route.settings.refusalTypes')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(r) => r.refusalTypeId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
    </PageContainer>
  );
}
