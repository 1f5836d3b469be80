import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import { Permission } from '@/shared/permissions';
import type { ParameterInput, ParameterItem } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '../common/listReturn';
import { PageLoadFailed, PageLoadingState } from '../common/PageStatus';
import { useHolds } from '../common/permissions';
import { useDeleteParameterMutation, useGetParameterQuery, useUpdateParameterMutation } from '../common/referenceDataApi';
import { FormSection, SettingsFormShell } from '../common/SettingsFormShell';
import { useIdParam } from '../common/useIdParam';
import { ParameterFields } from './ParameterFields';
import { isSystemParameter, makeParameterSchema, parameterFormValues, parameterInput } from './parameterForm';

export const parameterEditPath = (id: number) => generatePath(ROUTE_PATHS['settings.parameterEdit'], { parameterId: String(id) });

/** /configuracoes/parametro/{parameterId}: the value as its type asks (61); delete (62) unless the product reads it. */
export function ParameterEditPage() {
  const t = useT();
  const id = useIdParam('parameterId');
  const listUrl = useListReturn(ROUTE_PATHS['settings.parameters']);
  const { data, isError, isLoading } = useGetParameterQuery(id ?? 0, { skip: id === null });
  const title = t('route.settings.parameterEdit');
  if (id === null || isError) return <PageLoadFailed title={title} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={title} />;
  return (
    <PageContainer title={t('settings.parameter.editTitle', data.key)}>
      <ParameterForm key={data.parameterId} item={data} listUrl={listUrl} />
    </PageContainer>
  );
}

function ParameterForm({ item, listUrl }: { item: ParameterItem; listUrl: string }) {
  const t = useT();
  const language = useLanguage();
  const canDelete = useHolds(Permission.ParameterDelete);
  const [update] = useUpdateParameterMutation();
  const [remove] = useDeleteParameterMutation();
  const schema = useMemo(() => makeParameterSchema(language), [language]);
  const initialValues = useMemo(() => parameterFormValues(item), [item]);
  const system = isSystemParameter(item.key);

  return (
    <SettingsFormShell<ParameterInput>
      label={t('settings.parameter.formLabel')}
      initialValues={initialValues}
      validationSchema={schema}
      onSave={async (values) => {
        await update({ id: item.parameterId, input: parameterInput(values) }).unwrap();
        return listUrl;
      }}
      savedMessage={t('settings.parameter.saved')}
      cancelTo={listUrl}
      deletion={
        canDelete
          ? {
              onDelete: () => remove(item.parameterId).unwrap(),
              deletedMessage: t('settings.parameter.deleted'),
              leaveTo: listUrl,
              disabledReason: system ? t('settings.parameter.systemKey') : undefined,
            }
          : undefined
      }
    >
      {() => (
        <FormSection title={t('settings.parameter.identification')}>
          <ParameterFields system={system} />
        </FormSection>
      )}
    </SettingsFormShell>
  );
}
