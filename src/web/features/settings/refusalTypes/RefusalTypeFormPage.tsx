import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { Permission } from '@/shared/permissions';
import type { RefusalTypeInput, RefusalTypeItem } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { MultiLanguageTextList } from '@/web/components/form/MultiLanguageTextList';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { LIMITS } from '@/shared/limits';
import { useLanguage, useT } from '@/web/i18n/useT';
import { SettingsItemPage } from '../common/SettingsItemPage';
import { useSettingsForm } from '../common/useSettingsForm';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { makeRefusalTypeSchema, REFUSAL_CODE_MAX_LENGTH, refusalTypeFormValues, refusalTypeInput } from './refusalTypeForm';

/** /configuracoes/tipoderecusa: a new refusal type (61). */
export function RefusalTypeCreatePage() {
  const t = useT();
  return (
    <PageContainer title={t('route.settings.refusalTypeCreate')}>
      <RefusalTypeForm />
    </PageContainer>
  );
}

/** /configuracoes/tiposderecusa/{refusalTypeId}: edit (61), delete (62). */
export function RefusalTypeEditPage() {
  const t = useT();
  return (
    <SettingsItemPage resource="refusalType" title={(r) => t('settings.refusalType.editTitle', r.code)}>
      {(r) => <RefusalTypeForm item={r} />}
    </SettingsItemPage>
  );
}

function RefusalTypeForm({ item }: { item?: RefusalTypeItem }) {
  const t = useT();
  const language = useLanguage();
  const { canEdit, shell } = useSettingsForm('refusalType', {
    id: item?.refusalTypeId ?? null,
    listPath: ROUTE_PATHS['settings.refusalTypes'],
    toInput: refusalTypeInput,
    toCreateInput: refusalTypeInput,
    editPermission: Permission.ParameterCreateEdit,
    deletePermission: Permission.ParameterDelete,
  });
  const schema = useMemo(() => makeRefusalTypeSchema(language), [language]);
  const initialValues = useMemo(() => refusalTypeFormValues(item), [item]);

  return (
    <ResourceFormShell<RefusalTypeInput> {...shell} initialValues={initialValues} validationSchema={schema}>
      {() => (
        <FormSection title={t('settings.refusalType.identification')}>
          <Box sx={{ maxWidth: { md: 320 } }}>
            <TextInput
              name="code"
              label={t('settings.refusalType.code')}
              required
              disabled={!canEdit}
              maxLength={REFUSAL_CODE_MAX_LENGTH}
              transform={(v) => v.toUpperCase()}
            />
          </Box>
          <MultiLanguageTextList
            names={{ pt: 'designationPt', en: 'designationEn' }}
            label={t('settings.refusalType.designation')}
            required
            disabled={!canEdit}
            maxLength={LIMITS.textareaMaxLength}
          />
          <CheckboxField name="active" label={t('settings.common.activeLabel')} disabled={!canEdit} />
        </FormSection>
      )}
    </ResourceFormShell>
  );
}
