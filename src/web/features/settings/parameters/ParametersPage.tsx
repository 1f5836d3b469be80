import { useState } from 'react';
import type { ParameterItem } from '@/shared/settings';
import { PARAMETER_TYPE_LABELS } from '@/shared/settings/vocabulary';
import { formatDate } from '@/web/components/form/masks';
import { optionalText } from '@/web/components/resource/useListParams';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { editLinkColumn } from '../common/editLinkColumn';
import { SettingsListPage } from '../common/SettingsListPage';
import { editPath } from '../common/settingsResources';
import { ParameterCreateDialog } from './ParameterCreateDialog';
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
  return (
    <SettingsListPage
      resource="parameter"
      defaults={DEFAULTS}
      toQuery={({ q }) => ({ query: optionalText(q) })}
      create={{ label: t('settings.parameter.create'), onClick: () => setCreating(true) }}
      rowName={(p) => p.key}
      columns={[
        editLinkColumn<ParameterItem>(
          { key: 'key', label: t('settings.parameter.key'), sortKey: 'Key' },
          {
            to: (p) => editPath('parameter', p.parameterId),
            name: (p) => p.key,
            chip: (p) => isSystemParameter(p.key) && { label: t('settings.parameter.system') },
            sx: { wordBreak: 'break-all' },
          },
        ),
        { key: 'value', label: t('settings.parameter.value'), text: (p) => displayValue(p, t) },
        { key: 'type', label: t('settings.parameter.type'), sortKey: 'Type', text: (p) => PARAMETER_TYPE_LABELS[p.type][language], hideOnNarrow: true, width: 110 },
        { key: 'description', label: t('settings.parameter.description'), hideOnNarrow: true },
      ]}
    >
      <ParameterCreateDialog open={creating} onClose={() => setCreating(false)} />
    </SettingsListPage>
  );
}
