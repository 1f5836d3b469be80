import Box from '@mui/material/Box';
import { LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES } from '@/shared/settings/vocabulary';
import type { LegislationItem } from '@/shared/settings';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { DateField } from '@/web/components/form/DateField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { SettingsSectionForm, settingsCreatePage, settingsEditPage } from '../common/settingsFormPages';
import { legislationFormValues, legislationInput, makeLegislationSchema } from './legislationForm';

const LEGISLATION_FORM = { toValues: legislationFormValues, makeSchema: makeLegislationSchema, toInput: legislationInput, toCreateInput: legislationInput };

function LegislationForm({ item }: { item?: LegislationItem }) {
  const t = useT();
  const language = useLanguage();
  return (
    <SettingsSectionForm resource="legislation" item={item} form={LEGISLATION_FORM}>
      {(canEdit) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
            <SelectField
              name="type"
              label={t('settings.legislation.type')}
              required
              disabled={!canEdit}
              options={catalogueOptions(LEGISLATION_TYPE_LABELS, LEGISLATION_TYPES, language)}
            />
            <TextInput name="number" label={t('settings.legislation.number')} required disabled={!canEdit} placeholder="12/2023/A" />
            <DateField name="date" label={t('settings.legislation.date')} required disabled={!canEdit} />
          </Box>
          <TextArea name="title" label={t('settings.legislation.title')} required disabled={!canEdit} counter />
          <TextInput
            name="journalUrl"
            label={t('settings.legislation.journalUrl')}
            disabled={!canEdit}
            type="url"
            placeholder="https://jo.azores.gov.pt/…"
            helperText={t('settings.legislation.journalUrlHelp')}
          />
          <CheckboxField name="active" label={t('settings.common.activeLabel')} disabled={!canEdit} />
        </>
      )}
    </SettingsSectionForm>
  );
}

/** /configuracoes/legislacao: a new legislation (61). */
export const LegislationCreatePage = settingsCreatePage('legislation', LegislationForm);

/** /configuracoes/legislacao/{legislationId}: edit (61), delete (62). */
export const LegislationEditPage = settingsEditPage(
  'legislation',
  (l, t, language) => t('settings.legislation.designation', LEGISLATION_TYPE_LABELS[l.type][language], l.number),
  LegislationForm,
);
