import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import { PARAMETER_TYPE_LABELS, PARAMETER_TYPES } from '@/shared/settings/vocabulary';
import type { ParameterInput, ParameterType } from '@/shared/settings';
import { DateField } from '@/web/components/form/DateField';
import { SelectField } from '@/web/components/form/SelectField';
import { TextArea } from '@/web/components/form/TextArea';
import { TextInput } from '@/web/components/form/TextInput';
import { useLanguage, useT } from '@/web/i18n/useT';
import { catalogueOptions } from '../common/catalogue';
import { emptyValueOf } from './parameterForm';

/** The value input that fits the parameter's type: text, number, yes/no or date. */
function ValueField({ type, disabled }: { type: ParameterType; disabled: boolean }) {
  const t = useT();
  const label = t('settings.parameter.value');
  switch (type) {
    case 'number':
      return <TextInput name="value" label={label} required disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal' } }} transform={(v) => v.replace(',', '.')} />;
    case 'boolean':
      return (
        <SelectField
          name="value"
          label={label}
          required
          disabled={disabled}
          options={[
            { value: 'true', label: t('field.yes') },
            { value: 'false', label: t('field.no') },
          ]}
        />
      );
    case 'date':
      return <DateField name="value" label={label} required disabled={disabled} />;
    default:
      return <TextInput name="value" label={label} disabled={disabled} multiline minRows={1} />;
  }
}

/**
 * The fields of a parameter: key, type, the value as its type asks, description. A parameter the
 * product reads keeps its key and type (`system`).
 */
export function ParameterFields({ system = false, disabled = false }: { system?: boolean; disabled?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<ParameterInput>();
  // Another type empties the value (a date does not read as a number).
  const lastType = useRef(values.type);
  useEffect(() => {
    if (lastType.current === values.type) return;
    lastType.current = values.type;
    void setFieldValue('value', emptyValueOf(values.type), false);
  }, [values.type, setFieldValue]);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <TextInput
          name="key"
          label={t('settings.parameter.key')}
          required
          disabled={disabled || system}
          placeholder="organic.minimumDate"
          helperText={system ? t('settings.parameter.systemKey') : t('settings.parameter.keyHelp')}
        />
        <SelectField
          name="type"
          label={t('settings.parameter.type')}
          required
          disabled={disabled || system}
          options={catalogueOptions(PARAMETER_TYPE_LABELS, PARAMETER_TYPES, language)}
        />
      </Box>
      <ValueField key={values.type} type={values.type} disabled={disabled} />
      <TextArea name="description" label={t('settings.parameter.description')} disabled={disabled} counter />
    </>
  );
}
