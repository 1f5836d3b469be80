import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { SETTINGS_MAX_PAGE_SIZE, ECONOMIC_ACTIVITY_LEVEL_LABELS } from '@/shared/settings/vocabulary';
import { caeLevelOfCode } from '@/shared/settingsFieldRules';
import { showToast } from '@/web/api/services/notifier';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useResourceList, useResourceWrites } from '../common/settingsResourceApi';
import { serverDetail } from '@/web/components/resource/serverDetail';
import {
  economicActivityCreateInput,
  EMPTY_ECONOMIC_ACTIVITY,
  makeEconomicActivityCreateSchema,
  normalizeCaeCode,
  type EconomicActivityCreateValues,
} from './economicActivityForm';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

/**
 * The create form on the economic-activities list (SPEC §2.9: the list is also used for create):
 * the code places the activity in the CAE hierarchy (a letter: section; 2 digits: division, whose
 * section is chosen; 3, 4, 5 digits: group, class, subclass under the code without its last digit).
 */
export function EconomicActivityCreateForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { create } = useResourceWrites('economicActivity');
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => makeEconomicActivityCreateSchema(language), [language]);
  const sections = useResourceList('economicActivity', { level: 'section', pageSize: SETTINGS_MAX_PAGE_SIZE, sortBy: 'Code' });
  const sectionOptions = (sections.data?.items ?? []).map((s) => ({ value: s.code, label: `${s.code} — ${s.designation}` }));

  const submit = async (values: EconomicActivityCreateValues, reset: () => void) => {
    setError(null);
    try {
      const created = await create(economicActivityCreateInput(values));
      showToast(t('settings.economicActivity.created', created.code), 'success');
      reset();
    } catch (e) {
      setError(serverDetail(e, language));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="economic-activity-create-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="economic-activity-create-title" variant="h2" sx={{ mb: 0.5 }}>
        {t('settings.economicActivity.create')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.economicActivity.createHelp')}
      </Typography>
      <FieldSchemaProvider schema={schema}>
        <Formik<EconomicActivityCreateValues>
          initialValues={EMPTY_ECONOMIC_ACTIVITY}
          validationSchema={schema}
          onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
        >
          {(formik) => {
            const level = caeLevelOfCode(normalizeCaeCode(formik.values.code));
            return (
              <Form noValidate aria-label={t('settings.economicActivity.create')}>
                <Stack spacing={2}>
                  {error && (
                    <Alert severity="error" onClose={() => setError(null)}>
                      {error}
                    </Alert>
                  )}
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
                    <TextInput
                      name="code"
                      label={t('settings.economicActivity.code')}
                      required
                      transform={(v) => v.toUpperCase().replace(/\s/g, '')}
                      helperText={level ? t('settings.economicActivity.levelIs', ECONOMIC_ACTIVITY_LEVEL_LABELS[level][language]) : t('settings.economicActivity.codeHelp')}
                    />
                    {level === 'division' ? (
                      <SelectField name="sectionCode" label={t('settings.economicActivity.section')} required options={sectionOptions} />
                    ) : (
                      <Box sx={{ display: { xs: 'none', md: 'block' } }} />
                    )}
                  </Box>
                  <TextArea name="designation" label={t('settings.economicActivity.designation')} required counter />
                  <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                    <Button onClick={onClose}>{t('settings.common.close')}</Button>
                    <Button type="submit" variant="contained" startIcon={<Add />} loading={formik.isSubmitting}>
                      {t('settings.common.add')}
                    </Button>
                  </Stack>
                </Stack>
              </Form>
            );
          }}
        </Formik>
      </FieldSchemaProvider>
    </Paper>
  );
}
