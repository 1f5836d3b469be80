import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS } from '@/shared/settings/vocabulary';
import type { EconomicActivityItem } from '@/shared/settings';
import { TextArea } from '@/web/components/form/TextArea';
import { useLanguage, useT } from '@/web/i18n/useT';
import { SettingsSectionForm, settingsEditPage } from '../common/settingsFormPages';
import { makeEconomicActivityEditSchema } from './economicActivityForm';

interface DesignationValues {
  designation: string;
}

const designationOf = (activity?: EconomicActivityItem): DesignationValues => ({ designation: activity?.designation ?? '' });
const designationInput = (values: DesignationValues) => ({ designation: values.designation.trim() });

/** Only the designation changes; an activity is created in the list's form. */
const DESIGNATION_FORM = { toValues: designationOf, makeSchema: makeEconomicActivityEditSchema, toInput: designationInput };

function EconomicActivityForm({ item }: { item: EconomicActivityItem }) {
  const t = useT();
  const language = useLanguage();
  return (
    <SettingsSectionForm resource="economicActivity" item={item} form={DESIGNATION_FORM} deletion={{ explanation: t('settings.economicActivity.deleteExplanation') }}>
      {(canEdit) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField label={t('settings.economicActivity.code')} value={item.code} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label={t('settings.economicActivity.level')}
              value={ECONOMIC_ACTIVITY_LEVEL_LABELS[item.level][language]}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField label={t('settings.economicActivity.parent')} value={item.parentCode ?? '—'} slotProps={{ htmlInput: { readOnly: true } }} />
          </Box>
          <TextArea name="designation" label={t('settings.economicActivity.designation')} required counter disabled={!canEdit} />
        </>
      )}
    </SettingsSectionForm>
  );
}

/** /configuracoes/atividadeeconomica/{id}: the designation changes (61); the code and level do not. Delete: 62. */
export const EconomicActivityEditPage = settingsEditPage('economicActivity', (a, t) => t('settings.economicActivity.editTitle', a.code), EconomicActivityForm);
