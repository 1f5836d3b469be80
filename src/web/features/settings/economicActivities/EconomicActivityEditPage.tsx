import { useMemo } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Permission } from '@/shared/permissions';
import { ECONOMIC_ACTIVITY_LEVEL_LABELS, type EconomicActivityItem } from '@/shared/settingsContract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { TextArea } from '@/web/components/form/TextArea';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useListReturn } from '../common/listReturn';
import { PageLoadFailed, PageLoadingState } from '../common/PageStatus';
import { useHolds } from '../common/permissions';
import { useDeleteEconomicActivityMutation, useGetEconomicActivityQuery, useUpdateEconomicActivityMutation } from '../common/referenceDataApi';
import { FormSection, SettingsFormShell } from '../common/SettingsFormShell';
import { useIdParam } from '../common/useIdParam';
import { makeEconomicActivityEditSchema } from './economicActivityForm';

/** /configuracoes/atividadeeconomica/{id}: the designation changes (61); the code and level do not. Delete: 62. */
export function EconomicActivityEditPage() {
  const t = useT();
  const id = useIdParam('economicActivityId');
  const listUrl = useListReturn(ROUTE_PATHS['settings.economicActivities']);
  const { data, isError, isLoading } = useGetEconomicActivityQuery(id ?? 0, { skip: id === null });
  const title = t('route.settings.economicActivityEdit');
  if (id === null || isError) return <PageLoadFailed title={title} backTo={listUrl} />;
  if (isLoading || !data) return <PageLoadingState title={title} />;
  return (
    <PageContainer title={t('settings.economicActivity.editTitle', data.code)}>
      <EconomicActivityForm key={data.economicActivityId} activity={data} listUrl={listUrl} />
    </PageContainer>
  );
}

function EconomicActivityForm({ activity, listUrl }: { activity: EconomicActivityItem; listUrl: string }) {
  const t = useT();
  const language = useLanguage();
  const canEdit = useHolds(Permission.ParameterCreateEdit);
  const canDelete = useHolds(Permission.ParameterDelete);
  const [update] = useUpdateEconomicActivityMutation();
  const [remove] = useDeleteEconomicActivityMutation();
  const schema = useMemo(() => makeEconomicActivityEditSchema(language), [language]);
  const initialValues = useMemo(() => ({ designation: activity.designation }), [activity]);

  return (
    <SettingsFormShell<{ designation: string }>
      label={t('settings.economicActivity.formLabel')}
      initialValues={initialValues}
      validationSchema={schema}
      readOnly={!canEdit}
      onSave={async (values) => {
        await update({ id: activity.economicActivityId, input: { designation: values.designation.trim() } }).unwrap();
        return listUrl;
      }}
      savedMessage={t('settings.economicActivity.saved')}
      cancelTo={listUrl}
      deletion={
        canDelete
          ? { onDelete: () => remove(activity.economicActivityId).unwrap(), deletedMessage: t('settings.economicActivity.deleted'), leaveTo: listUrl, explanation: t('settings.economicActivity.deleteExplanation') }
          : undefined
      }
    >
      {() => (
        <FormSection title={t('settings.economicActivity.identification')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField label={t('settings.economicActivity.code')} value={activity.code} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label={t('settings.economicActivity.level')} value={ECONOMIC_ACTIVITY_LEVEL_LABELS[activity.level][language]} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label={t('settings.economicActivity.parent')} value={activity.parentCode ?? '—'} slotProps={{ htmlInput: { readOnly: true } }} />
          </Box>
          <TextArea name="designation" label={t('settings.economicActivity.designation')} required counter disabled={!canEdit} />
        </FormSection>
      )}
    </SettingsFormShell>
  );
}
