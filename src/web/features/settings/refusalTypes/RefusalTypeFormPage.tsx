import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Permission } from '@/shared/permissions';
import type { RefusalTypeInput, RefusalTypeItem } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { MultiLanguageTextList } from '@/web/components/form/MultiLanguageTextList';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { LIMITS } from '@/shared/limits';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '../common/listReturn';
import { PageLoadFailed, PageLoadingState } from '../common/PageStatus';
import { useHolds } from '../common/permissions';
import { useCreateRefusalTypeMutation, useDeleteRefusalTypeMutation, useGetRefusalTypeQuery, useUpdateRefusalTypeMutation } from '../common/referenceDataApi';
import { FormSection, SettingsFormShell } from '../common/SettingsFormShell';
import { useIdParam } from '../common/useIdParam';
import { makeRefusalTypeSchema, REFUSAL_CODE_MAX_LENGTH, refusalTypeFormValues, refusalTypeInput } from './refusalTypeForm';

export const refusalTypeEditPath = (id: number) => generatePath(ROUTE_PATHS['settings.refusalTypeEdit'], { refusalTypeId: String(id) });

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
  const id = useIdParam('refusalTypeId');
  const listUrl = useListReturn(ROUTE_PATHS['settings.refusalTypes']);
  const { data, isError, isLoading } = useGetRefusalTypeQuery(id ?? 0, { skip: id === null });
  const title = t('route.settings.refusalTypeEdit');
  if (id === null || isError) return <PageLoadFailed title={title} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={title} />;
  return (
    <PageContainer title={t('settings.refusalType.editTitle', data.code)}>
      <RefusalTypeForm key={data.refusalTypeId} item={data} />
    </PageContainer>
  );
}

function RefusalTypeForm({ item }: { item?: RefusalTypeItem }) {
  const t = useT();
  const language = useLanguage();
  const listUrl = useListReturn(ROUTE_PATHS['settings.refusalTypes']);
  const canEdit = useHolds(Permission.ParameterCreateEdit);
  const canDelete = useHolds(Permission.ParameterDelete);
  const [create] = useCreateRefusalTypeMutation();
  const [update] = useUpdateRefusalTypeMutation();
  const [remove] = useDeleteRefusalTypeMutation();
  const schema = useMemo(() => makeRefusalTypeSchema(language), [language]);
  const initialValues = useMemo(() => refusalTypeFormValues(item), [item]);

  return (
    <SettingsFormShell<RefusalTypeInput>
      label={t('settings.refusalType.formLabel')}
      initialValues={initialValues}
      validationSchema={schema}
      readOnly={!canEdit}
      onSave={async (values) => {
        const input = refusalTypeInput(values);
        if (item) await update({ id: item.refusalTypeId, input }).unwrap();
        else await create(input).unwrap();
        return listUrl;
      }}
      savedMessage={t('settings.refusalType.saved')}
      cancelTo={listUrl}
      deletion={item && canDelete ? { onDelete: () => remove(item.refusalTypeId).unwrap(), deletedMessage: t('settings.refusalType.deleted'), leaveTo: listUrl } : undefined}
    >
      {() => (
        <FormSection title={t('settings.refusalType.identification')}>
          <Box sx={{ maxWidth: { md: 320 } }}>
            <TextInput name="code" label={t('settings.refusalType.code')} required disabled={!canEdit} maxLength={REFUSAL_CODE_MAX_LENGTH} transform={(v) => v.toUpperCase()} />
          </Box>
          <MultiLanguageTextList names={{ pt: 'designationPt', en: 'designationEn' }} label={t('settings.refusalType.designation')} required disabled={!canEdit} maxLength={LIMITS.textareaMaxLength} />
          <CheckboxField name="active" label={t('settings.common.activeLabel')} disabled={!canEdit} />
        </FormSection>
      )}
    </SettingsFormShell>
  );
}
