import { useMemo } from 'react';
import { Permission } from '@/shared/permissions';
import type { ParameterInput, ParameterItem } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { useLanguage, useT } from '@/web/i18n/useT';
import { SettingsItemPage } from '../common/SettingsItemPage';
import { useSettingsForm } from '../common/useSettingsForm';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { ParameterFields } from './ParameterFields';
import { isSystemParameter, makeParameterSchema, parameterFormValues, parameterInput } from './parameterForm';

/** /configuracoes/parametro/{parameterId}: the value as its type asks (61); delete (62) unless the product reads it. */
export function ParameterEditPage() {
  const t = useT();
  return (
    <SettingsItemPage resource="parameter" title={(p) => t('settings.parameter.editTitle', p.key)}>
      {(p) => <ParameterForm item={p} />}
    </SettingsItemPage>
  );
}

function ParameterForm({ item }: { item: ParameterItem }) {
  const t = useT();
  const language = useLanguage();
  const system = isSystemParameter(item.key);
  const { shell } = useSettingsForm('parameter', {
    id: item.parameterId,
    listPath: ROUTE_PATHS['settings.parameters'],
    toInput: parameterInput,
    deletePermission: Permission.ParameterDelete,
    deletion: { disabledReason: system ? t('settings.parameter.systemKey') : undefined },
  });
  const schema = useMemo(() => makeParameterSchema(language), [language]);
  const initialValues = useMemo(() => parameterFormValues(item), [item]);

  return (
    <ResourceFormShell<ParameterInput> {...shell} initialValues={initialValues} validationSchema={schema}>
      {() => (
        <FormSection title={t('settings.parameter.identification')}>
          <ParameterFields system={system} />
        </FormSection>
      )}
    </ResourceFormShell>
  );
}
