import { useField, useFormikContext, type FieldValidator } from 'formik';
import { serverFieldError } from './serverFieldErrors';

/** The first message of a Formik error, which may be a string, a list or a nested object. */
export function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) {
    for (const item of error) {
      const found = firstError(item);
      if (found) return found;
    }
    return undefined;
  }
  if (error && typeof error === 'object') {
    for (const item of Object.values(error)) {
      const found = firstError(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A field of the surrounding Formik form with the error to show: the field's first error, once the
 * field was left or the form submitted (SPEC §5), else the server's refusal of the value it still
 * holds (serverFieldErrors.ts, issue 29 §7). `validate` adds a field-level rule to the schema's.
 */
export function useFieldState<V>(name: string, validate?: FieldValidator) {
  const [field, meta, helpers] = useField<V>({ name, validate });
  const { submitCount, status } = useFormikContext();
  const error = (meta.touched || submitCount > 0 ? firstError(meta.error) : undefined) ?? serverFieldError(status, name, field.value);
  return { field, meta, helpers, error };
}

/** The label of a field without the required mark: inputs are named by it, so lookups stay exact. */
export function bareLabel(label: unknown): string | undefined {
  return typeof label === 'string' ? label : undefined;
}
