import { useState } from 'react';
import { generatePath } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import { Permission } from '@/shared/permissions';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS } from '@/shared/settings/vocabulary';
import type { EconomicActivityItem, EconomicActivityLevel } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { SelectField } from '@/web/components/form/SelectField';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceListPage } from '@/web/components/resource/ResourceListPage';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalText, pageQuery, type ListParams } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { useHolds } from '../common/permissions';
import { useResourceList } from '../common/settingsResourceApi';
import { EconomicActivityCreateForm } from './EconomicActivityCreateForm';

export const economicActivityEditPath = (id: number) => generatePath(ROUTE_PATHS['settings.economicActivityEdit'], { economicActivityId: String(id) });

const DEFAULTS = { sortBy: 'Code', filters: { q: '', level: '' } };

function useEconomicActivityRows(list: ListParams<keyof typeof DEFAULTS.filters>) {
  return useResourceList('economicActivity', { query: optionalText(list.filters.q), level: (list.filters.level || undefined) as EconomicActivityLevel | undefined, ...pageQuery(list) });
}

/** /configuracoes/atividadeseconomica: the CAE Rev.3 hierarchy by level and text; also where activities are created (61). */
export function EconomicActivitiesPage() {
  const t = useT();
  const language = useLanguage();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const [creating, setCreating] = useState(false);

  return (
    <ResourceListPage<EconomicActivityItem, keyof typeof DEFAULTS.filters>
      title={t('route.settings.economicActivities')}
      defaults={DEFAULTS}
      useRows={useEconomicActivityRows}
      rowKey={(a) => a.economicActivityId}
      create={canCreate && { label: t('settings.economicActivity.create'), onClick: () => setCreating(true), disabled: creating, expanded: creating, controls: 'economic-activity-create' }}
      beforeList={
        <Collapse in={creating} unmountOnExit id="economic-activity-create">
          <EconomicActivityCreateForm onClose={() => setCreating(false)} />
        </Collapse>
      }
      rowActions={(a) => ({ name: `${a.code} ${a.designation}`, editTo: economicActivityEditPath(a.economicActivityId) })}
      columns={[
        {
          key: 'code',
          label: t('settings.economicActivity.code'),
          sortKey: 'Code',
          width: 110,
          render: (a) => (
            <RowLink to={economicActivityEditPath(a.economicActivityId)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {a.code}
            </RowLink>
          ),
        },
        { key: 'level', label: t('settings.economicActivity.level'), sortKey: 'Level', width: 130, text: (a) => ECONOMIC_ACTIVITY_LEVEL_LABELS[a.level][language] },
        { key: 'designation', label: t('settings.economicActivity.designation'), sortKey: 'Designation' },
        { key: 'parentCode', label: t('settings.economicActivity.parent'), width: 120, hideOnNarrow: true, text: (a) => a.parentCode ?? '—' },
      ]}
      filters={
        <>
          <TextInput name="q" label={t('settings.economicActivity.searchLabel')} type="search" />
          <SelectField
            name="level"
            label={t('settings.economicActivity.level')}
            options={catalogueOptions(ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS, language)}
            emptyOption={t('field.all')}
            emptyValue=""
          />
        </>
      }
    />
  );
}
