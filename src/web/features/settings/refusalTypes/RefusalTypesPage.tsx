import { Permission } from '@/shared/permissions';
import type { RefusalTypeItem } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage } from '@/web/components/resource/ResourceListPage';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalBoolean, optionalText, pageQuery, type ListParams } from '@/web/components/resource/useListParams';
import { useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';
import { ActiveFilter } from '../common/ActiveFilter';
import { useHolds } from '../common/permissions';
import { useResourceList } from '../common/settingsResourceApi';
import { refusalTypeEditPath } from './RefusalTypeFormPage';

const DEFAULTS = { sortBy: 'Code', filters: { q: '', active: '' } };

function useRefusalTypeRows(list: ListParams<keyof typeof DEFAULTS.filters>) {
  return useResourceList('refusalType', { query: optionalText(list.filters.q), active: optionalBoolean(list.filters.active), ...pageQuery(list) });
}

/** /configuracoes/tiposderecusa: the reasons a reviewer gives when returning a record. */
export function RefusalTypesPage() {
  const t = useT();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  return (
    <ResourceListPage<RefusalTypeItem, keyof typeof DEFAULTS.filters>
      title={t('route.settings.refusalTypes')}
      defaults={DEFAULTS}
      useRows={useRefusalTypeRows}
      rowKey={(r) => r.refusalTypeId}
      create={canCreate && { label: t('settings.refusalType.create'), to: ROUTE_PATHS['settings.refusalTypeCreate'] }}
      rowActions={(r) => ({ name: r.code, editTo: refusalTypeEditPath(r.refusalTypeId) })}
      columns={[
        { key: 'code', label: t('settings.refusalType.code'), sortKey: 'Code', width: 160, render: (r) => <RowLink to={refusalTypeEditPath(r.refusalTypeId)}>{r.code}</RowLink> },
        { key: 'designationPt', label: t('settings.refusalType.designationPt'), sortKey: 'Designation' },
        { key: 'designationEn', label: t('settings.refusalType.designationEn'), hideOnNarrow: true },
        { key: 'active', label: t('settings.common.state'), render: (r) => <ActiveChip active={r.active} />, width: 100 },
      ]}
      filters={
        <>
          <TextInput name="q" label={t('settings.refusalType.searchLabel')} type="search" />
          <ActiveFilter />
        </>
      }
    />
  );
}
