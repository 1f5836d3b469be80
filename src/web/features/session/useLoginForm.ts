import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { INITIAL_LOGIN_VALUES, type LoginErrors, type LoginField, type LoginValues } from './loginValidation';

/**
 * The login form's state, as formik kept it: values, the fields left once, whether a submit was tried,
 * and the errors (recomputed from the values on every render). A field's error shows once it was left
 * or a submit was tried; a submit with errors sends nothing.
 */
export function useLoginForm(
  validate: (values: LoginValues) => LoginErrors,
  onSubmit: (values: LoginValues, form: { setValue: (field: LoginField, value: string) => void }) => Promise<void>,
) {
  const [values, setValues] = useState<LoginValues>(INITIAL_LOGIN_VALUES);
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = validate(values);

  const setValue = (field: LoginField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: LoginField) => (touched[field] || submitted ? errors[field] : undefined);

  const fieldProps = (field: LoginField) => ({
    id: field,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    onBlur: (_event: FocusEvent<HTMLInputElement>) => setTouched((current) => ({ ...current, [field]: true })),
    error: errorOf(field) !== undefined,
    helperText: errorOf(field),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || isSubmitting) return;
    setSubmitting(true);
    void onSubmit(values, { setValue }).finally(() => setSubmitting(false));
  };

  return { values, isSubmitting, fieldProps, errorOf, setValue, handleSubmit };
}
