import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Permission } from '@/shared/permissions';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS } from '@/shared/settings/vocabulary';
import type { EconomicActivityItem } from '@/shared/settings';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextArea } from '@/web/components/form/TextArea';
import { useLanguage, useT } from '@/web/i18n/useT';
import { SettingsItemPage } from '../common/SettingsItemPage';
import { useSettingsForm } from '../common/useSettingsForm';
import { FormSection, ResourceFormShell } from '@/web/components/resource/ResourceFormShell';
import { makeEconomicActivityEditSchema } from './economicActivityForm';

/** /configuracoes/atividadeeconomica/{id}: the designation changes (61); the code and level do not. Delete: 62. */
export function EconomicActivityEditPage() {
  const t = useT();
  return (
    <SettingsItemPage resource="economicActivity" title={(a) => t('settings.economicActivity.editTitle', a.code)}>
      {(a) => <EconomicActivityForm activity={a} />}
    </SettingsItemPage>
  );
}

function EconomicActivityForm({ activity }: { activity: EconomicActivityItem }) {
  const t = useT();
  const language = useLanguage();
  const { canEdit, shell } = useSettingsForm('economicActivity', {
    id: activity.economicActivityId,
    listPath: ROUTE_PATHS['settings.economicActivities'],
    toInput: (values: { designation: string }) => ({ designation: values.designation.trim() }),
    editPermission: Permission.ParameterCreateEdit,
    deletePermission: Permission.ParameterDelete,
    deletion: { explanation: t('settings.economicActivity.deleteExplanation') },
  });
  const schema = useMemo(() => makeEconomicActivityEditSchema(language), [language]);
  const initialValues = useMemo(() => ({ designation: activity.designation }), [activity]);

  return (
    <ResourceFormShell<{ designation: string }> {...shell} initialValues={initialValues} validationSchema={schema}>
      {() => (
        <FormSection title={t('settings.economicActivity.identification')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField label={t('settings.economicActivity.code')} value={activity.code} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label={t('settings.economicActivity.level')}
              value={ECONOMIC_ACTIVITY_LEVEL_LABELS[activity.level][language]}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField label={t('settings.economicActivity.parent')} value={activity.parentCode ?? '—'} slotProps={{ htmlInput: { readOnly: true } }} />
          </Box>
          <TextArea name="designation" label={t('settings.economicActivity.designation')} required counter disabled={!canEdit} />
        </FormSection>
      )}
    </ResourceFormShell>
  );
}
