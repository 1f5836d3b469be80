import { getIn, type FormikProps } from 'formik';

/**
 * Binds a MUI TextField to a Formik field: value, handlers, and the field's first error beneath it
 * once the field was left or the form submitted (SPEC §5). MUI links the helper text to the input
 * (aria-describedby) and sets aria-invalid.
 */
export function formikFieldProps<V>(formik: FormikProps<V>, name: Extract<keyof V, string>) {
  const error: unknown = getIn(formik.errors, name);
  const shown = typeof error === 'string' && (Boolean(getIn(formik.touched, name)) || formik.submitCount > 0);
  const value: unknown = getIn(formik.values, name);
  return {
    id: name,
    name,
    value: value ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: shown ? error : undefined,
  };
}
