import type { ParameterItem } from '@/shared/settings';
import { useT } from '@/web/i18n/useT';
import { SettingsSectionForm, settingsEditPage } from '../common/settingsFormPages';
import { ParameterFields } from './ParameterFields';
import { isSystemParameter, makeParameterSchema, parameterFormValues, parameterInput } from './parameterForm';

/** Only edits: a parameter is created in the list's dialog. */
const PARAMETER_FORM = { toValues: parameterFormValues, makeSchema: makeParameterSchema, toInput: parameterInput };

function ParameterForm({ item }: { item: ParameterItem }) {
  const t = useT();
  const system = isSystemParameter(item.key);
  return (
    <SettingsSectionForm resource="parameter" item={item} form={PARAMETER_FORM} deletion={{ disabledReason: system ? t('settings.parameter.systemKey') : undefined }}>
      {() => <ParameterFields system={system} />}
    </SettingsSectionForm>
  );
}

/** /configuracoes/parametro/{parameterId}: the value as its type asks (61); delete (62) unless the product reads it. */
export const ParameterEditPage = settingsEditPage('parameter', (p, t) => t('settings.parameter.editTitle', p.key), ParameterForm);
