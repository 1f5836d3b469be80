import { useMemo } from 'react';
import { generatePath } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Permission } from '@/shared/permissions';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, type LegislationItem } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { useListReturn } from '../common/listReturn';
import { PageLoadFailed, PageLoadingState } from '../common/PageStatus';
import { useHolds } from '../common/permissions';
import { useCreateLegislationMutation, useDeleteLegislationMutation, useGetLegislationQuery, useUpdateLegislationMutation } from '../common/referenceDataApi';
import { FormSection, SettingsFormShell } from '../common/SettingsFormShell';
import { useIdParam } from '../common/useIdParam';
import { LEGISLATION_LIMITS, legislationFormValues, legislationInput, makeLegislationSchema, type LegislationFormValues } from './legislationForm';

export const legislationEditPath = (id: number) => generatePath(ROUTE_PATHS['settings.legislationEdit'], { legislationId: String(id) });

/** /configuracoes/legislacao: a new legislation (61). */
export function LegislationCreatePage() {
  const t = useT();
  return (
    <PageContainer title={t('route.settings.legislationCreate')}>
      <LegislationForm />
    </PageContainer>
  );
}

/** /configuracoes/legislacao/{legislationId}: edit (61), delete (62). */
export function LegislationEditPage() {
  const t = useT();
  const language = useLanguage();
  const id = useIdParam('legislationId');
  const listUrl = useListReturn(ROUTE_PATHS['settings.legislations']);
  const { data, isError, isLoading } = useGetLegislationQuery(id ?? 0, { skip: id === null });
  const title = t('route.settings.legislationEdit');
  if (id === null || isError) return <PageLoadFailed title={title} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={title} />;
  return (
    <PageContainer title={t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[data.type][language], data.number)}>
      <LegislationForm key={data.legislationId} item={data} />
    </PageContainer>
  );
}

function LegislationForm({ item }: { item?: LegislationItem }) {
  const t = useT();
  const language = useLanguage();
  const listUrl = useListReturn(ROUTE_PATHS['settings.legislations']);
  const canEdit = useHolds(Permission.ParameterCreateEdit);
  const canDelete = useHolds(Permission.ParameterDelete);
  const [create] = useCreateLegislationMutation();
  const [update] = useUpdateLegislationMutation();
  const [remove] = useDeleteLegislationMutation();
  const schema = useMemo(() => makeLegislationSchema(language), [language]);
  const initialValues = useMemo(() => legislationFormValues(item), [item]);

  return (
    <SettingsFormShell<LegislationFormValues>
      label={t('settings.legislation.formLabel')}
      initialValues={initialValues}
      validationSchema={schema}
      readOnly={!canEdit}
      onSave={async (values) => {
        const input = legislationInput(values);
        if (item) await update({ id: item.legislationId, input }).unwrap();
        else await create(input).unwrap();
        return listUrl;
      }}
      savedMessage={t('settings.legislation.saved')}
      cancelTo={listUrl}
      deletion={item && canDelete ? { onDelete: () => remove(item.legislationId).unwrap(), deletedMessage: t('settings.legislation.deleted'), leaveTo: listUrl } : undefined}
    >
      {() => (
        <FormSection title={t('settings.legislation.identification')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
            <SelectField name="type" label={t('settings.legislation.type')} required disabled={!canEdit} options={catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language)} />
            <TextInput name="number" label={t('settings.legislation.number')} required disabled={!canEdit} maxLength={LEGISLATION_LIMITS.number} placeholder="12/2023/A" />
            <DateField name="date" label={t('settings.legislation.date')} required disabled={!canEdit} />
          </Box>
          <TextArea name="title" label={t('settings.legislation.title')} required disabled={!canEdit} maxLength={LEGISLATION_LIMITS.title} counter />
          <TextInput
            name="journalUrl"
            label={t('settings.legislation.journalUrl')}
            disabled={!canEdit}
            type="url"
            maxLength={LEGISLATION_LIMITS.journalUrl}
            placeholder="https://jo.azores.gov.pt/…"
            helperText={t('settings.legislation.journalUrlHelp')}
          />
          <CheckboxField name="active" label={t('settings.common.activeLabel')} disabled={!canEdit} />
        </FormSection>
      )}
    </SettingsFormShell>
  );
}
