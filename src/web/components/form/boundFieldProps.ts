import type { ReactNode } from 'react';
import type { FieldInputProps } from 'formik';

export interface BoundFieldInput {
  name: string;
  label: string;
  /** The Formik field's blur handler (marks the field touched). */
  onBlur: FieldInputProps<unknown>['onBlur'];
  required?: boolean;
  disabled?: boolean;
  /** The field's error once it is to be shown (useFieldState), else undefined. */
  error: string | undefined;
  /** false: the field is still marked invalid but its message is shown elsewhere. */
  showError?: boolean;
  helperText?: ReactNode;
}

/**
 * What every Formik-bound TextField of this folder (TextInput, NumberField, DateField) passes alike:
 * the name and label, the blur that marks it touched, the required mark unless disabled, and the
 * error beneath it in place of the helper text (MUI links it with aria-describedby, sets aria-invalid).
 */
export function boundFieldProps({ name, label, onBlur, required, disabled, error, showError = true, helperText }: BoundFieldInput) {
  return {
    name,
    label,
    onBlur,
    required: required && !disabled,
    error: Boolean(error),
    helperText: (showError ? error : undefined) ?? helperText,
  };
}
