import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@/shared/errors';
import type { RichTextTemplate, RichTextTemplateInput } from '@/shared/settings';
import { showToast } from '@/web/api/services/notifier';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { serverDetail } from '@/web/components/resource/serverDetail';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from './objectParametersApi';
import { makeTemplateSchema, TEMPLATE_TEXT_MAX_LENGTH, templateInput, templateValues } from './templateForm';

const LANGUAGES: readonly Language[] = ['pt', 'en'];

/** A rich-text template (SPEC §3): a name, whether it is offered, and per language a question, a default answer and an answer. */
export function TemplateDialog({ template, onClose }: { template: RichTextTemplate | null | undefined; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [create] = useCreateTemplateMutation();
  const [update] = useUpdateTemplateMutation();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => makeTemplateSchema(language), [language]);
  const formId = 'template-form';
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <AppDialog
      open={template !== undefined}
      title={template ? t('settings.template.edit', template.name) : t('settings.template.create')}
      onClose={close}
      size="extraLarge"
      actions={
        <>
          <Button onClick={close}>{t('settings.common.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained">
            {t('settings.common.save')}
          </Button>
        </>
      }
    >
      {template !== undefined && (
        <Formik<RichTextTemplateInput>
          initialValues={templateValues(template)}
          validationSchema={schema}
          onSubmit={async (values) => {
            setError(null);
            try {
              const input = templateInput(values);
              if (template) await update({ templateId: template.templateId, input }).unwrap();
              else await create(input).unwrap();
              showToast(t('settings.template.saved'), 'success');
              close();
            } catch (e) {
              setError(serverDetail(e, language));
            }
          }}
        >
          <Form id={formId} noValidate aria-label={t('settings.template.formLabel')}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, alignItems: 'center' }}>
                <TextInput name="name" label={t('settings.template.name')} required />
                <CheckboxField name="active" label={t('settings.common.activeLabel')} />
              </Box>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {LANGUAGES.map((l) => (
                  <Stack key={l} component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} lang={l}>
                    <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                      {t(l === 'pt' ? 'field.languagePt' : 'field.languageEn')}
                    </Typography>
                    <TextArea name={`texts.${l}.question`} label={t('settings.template.question')} required={l === 'pt'} maxLength={TEMPLATE_TEXT_MAX_LENGTH} counter minRows={2} />
                    <TextArea name={`texts.${l}.defaultAnswer`} label={t('settings.template.defaultAnswer')} maxLength={TEMPLATE_TEXT_MAX_LENGTH} counter />
                    <TextArea name={`texts.${l}.answer`} label={t('settings.template.answer')} maxLength={TEMPLATE_TEXT_MAX_LENGTH} counter />
                  </Stack>
                ))}
              </Box>
            </Stack>
          </Form>
        </Formik>
      )}
    </AppDialog>
  );
}
