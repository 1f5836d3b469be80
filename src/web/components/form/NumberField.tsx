import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { boundFieldProps } from './boundFieldProps';
import { bareLabel, useFieldState } from './useFieldState';

export type NumberFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'type'> & {
  name: string;
  label: string;
  min?: number;
  max?: number;
};

/**
 * A Formik whole number: digits only, stored as a number (null when emptied), so that a strict
 * schema (`yup.number().strict()`) sees a number, never the text the input holds.
 */
export function NumberField({ name, label, min = 0, max, required, disabled, helperText, slotProps, ...props }: NumberFieldProps) {
  const { field, helpers, error } = useFieldState<number | null>(name);
  return (
    <TextField
      id={props.id ?? name}
      {...props}
      {...boundFieldProps({ name, label, onBlur: field.onBlur, required, disabled, error, helperText })}
      value={field.value ?? ''}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '');
        void helpers.setValue(digits === '' ? null : Number(digits));
      }}
      disabled={disabled}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', min, max, 'aria-label': bareLabel(label) } }}
    />
  );
}
