import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { PARAMETER_TYPE_LABELS, type ParameterItem } from '@/shared/settingsContract';
import { DataTable, type DataTableColumn } from '@/web/components/DataTable/DataTable';
import { formatDate } from '@/web/components/form/masks';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { ListFilters } from '../common/ListFilters';
import { useListLinkState } from '../common/listReturn';
import { useListParametersQuery } from '../common/referenceDataApi';
import { RowActions } from '../common/RowActions';
import { optionalText, useListParams } from '../common/useListParams';
import { ParameterCreateDialog } from './ParameterCreateDialog';
import { parameterEditPath } from './ParameterEditPage';
import { isSystemParameter } from './parameterForm';

const DEFAULTS = { sortBy: 'Key', filters: { q: '' } };

/** The value as a person reads it: yes/no, dd/MM/yyyy, or the text. */
export function displayValue(item: Pick<ParameterItem, 'type' | 'value'>, t: Translate): string {
  if (item.type === 'boolean') return t(item.value === 'true' ? 'field.yes' : 'field.no');
  if (item.type === 'date') return formatDate(item.value);
  return item.value;
}

/** /configuracoes/parametros: the application's parameters (61), created here, edited on their page. */
export function ParametersPage() {
  const t = useT();
  const language = useLanguage();
  const [creating, setCreating] = useState(false);
  const list = useListParams(DEFAULTS);
  const linkState = useListLinkState();
  const { data, isFetching } = useListParametersQuery({ query: optionalText(list.filters.q), pageNumber: list.pageNumber, pageSize: list.pageSize, sortBy: list.sortBy || undefined });

  const columns: DataTableColumn<ParameterItem>[] = [
    {
      key: 'key',
      label: t('settings.parameter.key'),
      sortKey: 'Key',
      render: (p) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={parameterEditPath(p.parameterId)} state={linkState} sx={{ wordBreak: 'break-all' }}>
            {p.key}
          </Link>
          {isSystemParameter(p.key) && <Chip size="small" variant="outlined" label={t('settings.parameter.system')} />}
        </Stack>
      ),
    },
    { key: 'value', label: t('settings.parameter.value'), text: (p) => displayValue(p, t) },
    { key: 'type', label: t('settings.parameter.type'), sortKey: 'Type', text: (p) => PARAMETER_TYPE_LABELS[p.type][language], hideOnNarrow: true, width: 110 },
    { key: 'description', label: t('settings.parameter.description'), hideOnNarrow: true },
    { key: 'actions', label: t('settings.common.actions'), align: 'right', width: 80, render: (p) => <RowActions name={p.key} editTo={parameterEditPath(p.parameterId)} state={linkState} /> },
  ];

  return (
    <PageContainer
      title={t('route.settings.parameters')}
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {t('settings.parameter.create')}
        </Button>
      }
    >
      <ListFilters values={list.filters} defaults={DEFAULTS.filters} onSearch={list.search} label={t('settings.common.filters')}>
        <TextInput name="q" label={t('settings.parameter.searchLabel')} type="search" />
      </ListFilters>
      <DataTable<ParameterItem>
        label={t('route.settings.parameters')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(p) => p.parameterId}
        total={data?.total ?? 0}
        loading={isFetching}
        sortBy={list.sortBy}
        onSortChange={list.setSort}
        pagination={{ pageNumber: list.pageNumber, pageSize: list.pageSize, pageCount: data?.pageCount, onPageChange: list.setPage, onPageSizeChange: list.setPageSize }}
      />
      <ParameterCreateDialog open={creating} onClose={() => setCreating(false)} />
    </PageContainer>
  );
}
