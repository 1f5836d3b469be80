import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Add from '@mui/icons-material/Add';
import { Permission } from '@/shared/permissions';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS, type EconomicActivityItem, type EconomicActivityLevel } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { useHolds } from '../common/permissions';
import { RowActions } from '../common/RowActions';
import { optionalText, useListParams } from '../common/useListParams';
import { useListEconomicActivitiesQuery } from '../common/referenceDataApi';
import { EconomicActivityCreateForm } from './EconomicActivityCreateForm';

export const economicActivityEditPath = (id: number) => generatePath(ROUTE_PATHS['settings.economicActivityEdit'], { economicActivityId: String(id) });

const DEFAULTS = { sortBy: 'Code', filters: { q: '', level: '' } };

/** /configuracoes/atividadeseconomica: the CAE Rev.3 hierarchy by level and text; also where activities are created (61). */
export function EconomicActivitiesPage() {
  const t = useT();
  const language = useLanguage();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const [creating, setCreating] = useState(false);
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListEconomicActivitiesQuery({
    query: optionalText(list.filters.q),
    level: (list.filters.level || undefined) as EconomicActivityLevel | undefined,
    pageNumber: list.pageNumber,
    pageSize: list.pageSize,
    sortBy: list.sortBy || undefined,
  });

  const columns: DataTableColumn<EconomicActivityItem>[] = [
    {
      key: 'code',
      label: t('settings.economicActivity.code'),
      sortKey: 'Code',
      width: 110,
      render: (a) => (
        <Link component={RouterLink} to={economicActivityEditPath(a.economicActivityId)} state={linkState} sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {a.code}
        </Link>
      ),
    },
    { key: 'level', label: t('settings.economicActivity.level'), sortKey: 'Level', width: 130, text: (a) => ECONOMIC_ACTIVITY_LEVEL_LABELS[a.level][language] },
    { key: 'designation', label: t('settings.economicActivity.designation'), sortKey: 'Designation' },
    { key: 'parentCode', label: t('settings.economicActivity.parent'), width: 120, hideOnNarrow: true, text: (a) => a.parentCode ?? '—' },
    {
      key: 'actions',
      label: t('settings.common.actions'),
      align: 'right',
      width: 80,
      render: (a) => <RowActions name={`${a.code} ${a.designation}`} editTo={economicActivityEditPath(a.economicActivityId)} state={linkState} />,
    },
  ];

  return (
    <PageContainer
      title={t('route.settings.economicActivities')}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} disabled={creating} aria-expanded={creating} aria-controls="economic-activity-create">
            {t('settings.economicActivity.create')}
          </Button>
        )
      }
    >
      <Collapse in={creating} unmountOnExit id="economic-activity-create">
        <EconomicActivityCreateForm onClose={() => setCreating(false)} />
      </Collapse>
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.economicActivity.searchLabel')} type="search" />
        <SelectField
          name="level"
          label={t('settings.economicActivity.level')}
          options={catalogueOptions(ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS, language)}
          emptyOption={t('field.all')}
          emptyValue=""
        />
      </ListFilters>
      <DataTable<EconomicActivityItem>
        label={t('route.settings.economicActivities')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(a) => a.economicActivityId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
    </PageContainer>
  );
}
