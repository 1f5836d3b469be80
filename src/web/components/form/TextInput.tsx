import type { ChangeEvent, KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValidator } from 'formik';
import { LIMITS } from '@/shared/limits';
import { boundFieldProps } from './boundFieldProps';
import { bareLabel, useFieldState } from './useFieldState';

export type TextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'> & {
  /** The Formik field (dotted paths work: 'address.street'). */
  name: string;
  label: string;
  /** Characters the input accepts (SPEC §5: 100 by default). */
  maxLength?: number;
  /** A field-level rule added to the form's schema. */
  validate?: FieldValidator;
  /** Rewrites what was typed before it is stored (masks, digits only). */
  transform?: (text: string) => string;
  /** Text stored when the input is emptied ('' by default; null for nullable fields). */
  emptyValue?: '' | null;
  /** Multiline only: Alt+Enter and Shift+Enter do not add a line (SPEC §5). */
  blockAltShiftEnter?: boolean;
  /** false: the field is still marked invalid but its message is shown elsewhere (lists). */
  showError?: boolean;
};

/**
 * A Formik text input (SPEC §5): max length 100 by default, the required mark unless disabled, the
 * first error beneath the field (MUI links it with aria-describedby and sets aria-invalid).
 */
export function TextInput({
  name,
  label,
  maxLength = LIMITS.textMaxLength,
  validate,
  transform,
  emptyValue = '',
  blockAltShiftEnter,
  showError = true,
  required,
  disabled,
  helperText,
  slotProps,
  ...props
}: TextInputProps) {
  const { field, helpers, error } = useFieldState<string | null>(name, validate);
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = transform ? transform(e.target.value) : e.target.value;
    void helpers.setValue(text === '' ? emptyValue : text);
  };
  const onKeyDown = blockAltShiftEnter
    ? (e: KeyboardEvent) => {
        if (e.key === 'Enter' && (e.altKey || e.shiftKey)) e.preventDefault();
      }
    : undefined;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      id={props.id ?? name}
      {...props}
      {...boundFieldProps({ name, label, onBlur: field.onBlur, required, disabled, error, showError, helperText })}
      value={field.value ?? ''}
      onChange={onChange}
      onKeyDown={onKeyDown}
      disabled={disabled}
      slotProps={{ ...slotProps, htmlInput: { maxLength, 'aria-label': bareLabel(label), ...htmlInput } }}
    />
  );
}
