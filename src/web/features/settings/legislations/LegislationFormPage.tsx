import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { Permission } from '@/shared/permissions';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES } from '@/shared/settings/vocabulary';
import type { LegislationItem } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { SettingsItemPage } from '../common/SettingsItemPage';
import { useSettingsForm } from '../common/useSettingsForm';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { LEGISLATION_LIMITS, legislationFormValues, legislationInput, makeLegislationSchema, type LegislationFormValues } from './legislationForm';

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
  return (
    <SettingsItemPage resource="legislation" title={(l) => t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[l.type][language], l.number)}>
      {(l) => <LegislationForm item={l} />}
    </SettingsItemPage>
  );
}

function LegislationForm({ item }: { item?: LegislationItem }) {
  const t = useT();
  const language = useLanguage();
  const { canEdit, shell } = useSettingsForm('legislation', {
    id: item?.legislationId ?? null,
    listPath: ROUTE_PATHS['settings.legislations'],
    toInput: legislationInput,
    toCreateInput: legislationInput,
    editPermission: Permission.ParameterCreateEdit,
    deletePermission: Permission.ParameterDelete,
  });
  const schema = useMemo(() => makeLegislationSchema(language), [language]);
  const initialValues = useMemo(() => legislationFormValues(item), [item]);

  return (
    <ResourceFormShell<LegislationFormValues> {...shell} initialValues={initialValues} validationSchema={schema}>
      {() => (
        <FormSection title={t('settings.legislation.identification')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
            <SelectField
              name="type"
              label={t('settings.legislation.type')}
              required
              disabled={!canEdit}
              options={catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language)}
            />
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
    </ResourceFormShell>
  );
}
