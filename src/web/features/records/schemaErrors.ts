import { getIn, setIn, validateYupSchema, type FormikErrors } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { Language } from '@/shared/errors';
import { validationText } from '@/shared/records/recordValidationMessages';

/**
 * Formik's errors of a kind's shared schema, each message worded in the interface language: the
 * schema carries references to the §5 texts (shared/validation.ts), not Portuguese words. What
 * Formik's own `validationSchema` does otherwise (empty texts checked as missing, the first error of
 * each field kept).
 */
export async function schemaErrors<T extends object>(schema: AnyObjectSchema, values: T, language: Language): Promise<FormikErrors<T>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    let errors: FormikErrors<T> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const path = failure.path ?? '';
      // `errors` holds the message as the schema gave it (a reference); its type says string.
      const message: unknown = failure.errors[0] ?? failure.message;
      if (!getIn(errors, path)) errors = setIn(errors, path, validationText(message, language)) as FormikErrors<T>;
    }
    return errors;
  }
}
