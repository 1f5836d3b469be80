import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import { Permission } from '@/shared/permissions';
import type { EconomicActivityLevel } from '@/shared/settings';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS } from '@/shared/settings/vocabulary';
import { RowLink } from '@/web/components/resource/RowActions';
import { optionalText } from '@/web/components/resource/useListParams';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { useHolds } from '../common/permissions';
import { SettingsListPage } from '../common/SettingsListPage';
import { editPath } from '../common/settingsResources';
import { EconomicActivityCreateForm } from './EconomicActivityCreateForm';

const DEFAULTS = { sortBy: 'Code', filters: { q: '', level: '' } };

/** /configuracoes/atividadeseconomica: the CAE Rev.3 hierarchy by level and text; also where activities are created (61). */
export function EconomicActivitiesPage() {
  const t = useT();
  const language = useLanguage();
  const canCreate = useHolds(Permission.ParameterCreateEdit);
  const [creating, setCreating] = useState(false);
  return (
    <SettingsListPage
      resource="economicActivity"
      defaults={DEFAULTS}
      toQuery={({ q, level }) => ({ query: optionalText(q), level: (level || undefined) as EconomicActivityLevel | undefined })}
      create={
        canCreate && {
          label: t('settings.economicActivity.create'),
          onClick: () => setCreating(true),
          disabled: creating,
          expanded: creating,
          controls: 'economic-activity-create',
        }
      }
      beforeList={
        <Collapse in={creating} unmountOnExit id="economic-activity-create">
          <EconomicActivityCreateForm onClose={() => setCreating(false)} />
        </Collapse>
      }
      rowName={(a) => `${a.code} ${a.designation}`}
      columns={[
        {
          key: 'code',
          label: t('settings.economicActivity.code'),
          sortKey: 'Code',
          width: 110,
          render: (a) => (
            <RowLink to={editPath('economicActivity', a.economicActivityId)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {a.code}
            </RowLink>
          ),
        },
        { key: 'level', label: t('settings.economicActivity.level'), sortKey: 'Level', width: 130, text: (a) => ECONOMIC_ACTIVITY_LEVEL_LABELS[a.level][language] },
        { key: 'designation', label: t('settings.economicActivity.designation'), sortKey: 'Designation' },
        { key: 'parentCode', label: t('settings.economicActivity.parent'), width: 120, hideOnNarrow: true, text: (a) => a.parentCode ?? '—' },
      ]}
      filters={[{ name: 'level', label: t('settings.economicActivity.level'), options: catalogueOptions(ECONOMIC_ACTIVITY_LEVEL_LABELS, ECONOMIC_ACTIVITY_LEVELS, language) }]}
    />
  );
}
