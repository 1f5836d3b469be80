import { useMemo } from 'react';
import type { ParameterInput } from '@/shared/settings';
import { ResourceFormDialog } from '@/web/components/resource/ResourceFormDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useResourceWrites } from '../common/settingsResourceApi';
import { ParameterFields } from './ParameterFields';
import { makeParameterSchema, parameterFormValues, parameterInput } from './parameterForm';
import { FieldSchemaProvider } from '@/web/components/form/FieldSchema';

/** 'Novo parâmetro' on the parameters list (the spec gives parameters no create route). */
export function ParameterCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { create } = useResourceWrites('parameter');
  const schema = useMemo(() => makeParameterSchema(language), [language]);
  return (
    <FieldSchemaProvider schema={schema}>
      <ResourceFormDialog<ParameterInput>
        open={open}
        title={t('settings.parameter.create')}
        label={t('settings.parameter.create')}
        size="medium"
        initialValues={parameterFormValues()}
        validationSchema={schema}
        onSave={(values) => create(parameterInput(values))}
        savedMessage={t('settings.parameter.saved')}
        onClose={onClose}
      >
        <ParameterFields />
      </ResourceFormDialog>
    </FieldSchemaProvider>
  );
}
