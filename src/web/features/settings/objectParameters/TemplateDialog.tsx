import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '@/shared/errors';
import type { RichTextTemplate, RichTextTemplateInput } from '@/shared/settings';
import { CheckboxField } from '@/web/components/form/CheckboxField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { ResourceFormDialog } from '@/web/components/resource/ResourceFormDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from './objectParametersApi';
import { makeTemplateSchema, templateInput, templateValues } from './templateForm';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

const LANGUAGES: readonly Language[] = ['pt', 'en'];

/** A rich-text template (SPEC §3): a name, whether it is offered, and per language a question, a default answer and an answer. */
export function TemplateDialog({ template, onClose }: { template: RichTextTemplate | null | undefined; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [create] = useCreateTemplateMutation();
  const [update] = useUpdateTemplateMutation();
  const schema = useMemo(() => makeTemplateSchema(language), [language]);
  return (
    <FieldSchemaProvider schema={schema}>
      <ResourceFormDialog<RichTextTemplateInput>
        open={template !== undefined}
        title={template ? t('settings.template.edit', template.name) : t('settings.template.create')}
        label={t('settings.template.formLabel')}
        size="extraLarge"
        initialValues={templateValues(template)}
        validationSchema={schema}
        onSave={async (values) => {
          const input = templateInput(values);
          if (template) await update({ templateId: template.templateId, input }).unwrap();
          else await create(input).unwrap();
        }}
        savedMessage={t('settings.template.saved')}
        onClose={onClose}
      >
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
              <TextArea name={`texts.${l}.question`} label={t('settings.template.question')} required={l === 'pt'} counter minRows={2} />
              <TextArea name={`texts.${l}.defaultAnswer`} label={t('settings.template.defaultAnswer')} counter />
              <TextArea name={`texts.${l}.answer`} label={t('settings.template.answer')} counter />
            </Stack>
          ))}
        </Box>
      </ResourceFormDialog>
    </FieldSchemaProvider>
  );
}
