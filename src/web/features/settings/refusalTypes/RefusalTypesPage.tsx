import { Permission } from '@/shared/permissions';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalBoolean, optionalText } from '@/web/components/resource/useListParams';
import { useT } from '@/web/i18n/useT';
import { ActiveChip } from '../common/ActiveChip';

import { useHolds } from '../common/permissions';
import { activeFilter, SettingsListPage } from '../common/SettingsListPage';
import { editPath } from '../common/settingsResources';

const DEFAULTS = { sortBy: 'Code', filters: { q: '', active: '' } };

/** /configuracoes/tiposderecusa: the reasons a reviewer gives when returning a record. */
export function RefusalTypesPage() {
  const t = useT();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  return (
    <SettingsListPage
      resource="refusalType"
      defaults={DEFAULTS}
      toQuery={({ q, active }) => ({ query: optionalText(q), active: optionalBoolean(active) })}
      create={canCreate}
      rowName={(r) => r.code}
      columns={[
        {
          key: 'code',
          label: t('settings.refusalType.code'),
          sortKey: 'Code',
          width: 160,
          render: (r) => <RowLink to={editPath('refusalType', r.refusalTypeId)}>{r.code}</RowLink>,
        },
        { key: 'designationPt', label: t('settings.refusalType.designationPt'), sortKey: 'Designation' },
        { key: 'designationEn', label: t('settings.refusalType.designationEn'), hideOnNarrow: true },
        { key: 'active', label: t('settings.common.state'), render: (r) => <ActiveChip active={r.active} />, width: 100 },
      ]}
      filters={[activeFilter(t)]}
    />
  );
}
