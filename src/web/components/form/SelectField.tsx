import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useT } from '@/web/i18n/useT';
import { bareLabel, useFieldState } from './useFieldState';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'select'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The value is a list of the chosen options' values. */
  multiple?: boolean;
  /** Single select: offers an empty choice stored as `emptyValue` (label 'Nenhum' unless given). */
  emptyOption?: boolean | string;
  emptyValue?: null | '';
}

/**
 * A Formik select (single or multiple) over a list of options whose values may be numbers (ids) or
 * text; the required mark unless disabled and the first error beneath, like every field.
 */
export function SelectField({
  name,
  label,
  options,
  multiple = false,
  emptyOption = false,
  emptyValue = null,
  required,
  disabled,
  helperText,
  slotProps,
  ...props
}: SelectFieldProps) {
  const t = useT();
  const { field, helpers, error } = useFieldState<unknown>(name);
  const labelOf = (value: unknown) => options.find((o) => o.value === value)?.label ?? String(value);
  const value = multiple ? (Array.isArray(field.value) ? field.value : []) : (field.value ?? '');
  return (
    <TextField
      id={props.id ?? name}
      {...props}
      select
      name={name}
      label={label}
      value={value}
      onChange={(e) => {
        const next: unknown = e.target.value;
        if (multiple) void helpers.setValue(typeof next === 'string' ? next.split(',') : next);
        else void helpers.setValue(next === '' ? emptyValue : next);
      }}
      onBlur={field.onBlur}
      required={required && !disabled}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-label': bareLabel(label) },
        select: {
          multiple,
          ...(multiple ? { renderValue: (selected: unknown) => (selected as unknown[]).map(labelOf).join(', ') } : {}),
        },
      }}
    >
      {!multiple && emptyOption && (
        <MenuItem value="">
          <em>{typeof emptyOption === 'string' ? emptyOption : t('field.selectNone')}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
