import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Permission } from '@/shared/permissions';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, type LegislationItem, type LegislationType } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { formatDate } from '@/web/components/form/masks';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { ActiveFilter } from '../common/ActiveFilter';
import { catalogueOptions } from '../common/catalogue';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { useHolds } from '../common/permissions';
import { useListLegislationsQuery } from '../common/referenceDataApi';
import { RowActions } from '../common/RowActions';
import { optionalBoolean, optionalText, useListParams } from '../common/useListParams';
import { legislationEditPath } from './LegislationFormPage';

const DEFAULTS = { sortBy: 'Date desc', filters: { q: '', type: '', active: '' } };

/** /configuracoes/legislacoes: the legislation records point at, newest first, by text, type and state. */
export function LegislationsPage() {
  const t = useT();
  const language = useLanguage();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListLegislationsQuery({
    query: optionalText(list.filters.q),
    type: (list.filters.type || undefined) as LegislationType | undefined,
    active: optionalBoolean(list.filters.active),
    pageNumber: list.pageNumber,
    pageSize: list.pageSize,
    sortBy: list.sortBy || undefined,
  });

  const columns: DataTableColumn<LegislationItem>[] = [
    { key: 'type', label: t('settings.legislation.type'), sortKey: 'Type', text: (l) => LEGISLATION_TYPE_LABELS[l.type][language], hideOnNarrow: true },
    {
      key: 'number',
      label: t('settings.legislation.number'),
      sortKey: 'Number',
      render: (l) => (
        <Link component={RouterLink} to={legislationEditPath(l.legislationId)} state={linkState}>
          {t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[l.type][language], l.number)}
        </Link>
      ),
    },
    { key: 'date', label: t('settings.legislation.date'), sortKey: 'Date', text: (l) => formatDate(l.date), width: 110 },
    { key: 'title', label: t('settings.legislation.title'), sortKey: 'Title', hideOnNarrow: true },
    {
      key: 'journalUrl',
      label: t('settings.legislation.journalShort'),
      hideOnNarrow: true,
      render: (l) =>
        l.journalUrl ? (
          <Link href={l.journalUrl} target="_blank" rel="noopener noreferrer" aria-label={t('settings.legislation.openJournal', l.number)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {t('settings.legislation.open')} <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'active', label: t('settings.common.state'), render: (l) => <ActiveChip active={l.active} />, width: 100 },
    { key: 'actions', label: t('settings.common.actions'), align: 'right', width: 80, render: (l) => <RowActions name={l.number} editTo={legislationEditPath(l.legislationId)} state={linkState} /> },
  ];

  return (
    <PageContainer
      title={t('route.settings.legislations')}
      actions={
        canCreate && (
          <Button component={RouterLink} to={ROUTE_PATHS['settings.legislationCreate']} state={linkState} variant="contained" startIcon={<Add />}>
            {t('settings.legislation.create')}
          </Button>
        )
      }
    >
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.legislation.searchLabel')} type="search" />
        <SelectField name="type" label={t('settings.legislation.type')} options={catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language)} emptyOption={t('field.all')} emptyValue="" />
        <ActiveFilter />
      </ListFilters>
      <DataTable<LegislationItem>
        label={t('route.settings.legislations')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(l) => l.legislationId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
    </PageContainer>
  );
}
