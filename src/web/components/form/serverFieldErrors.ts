import { getIn } from 'formik';
import { isApiError } from '@/web/api/apiError';
import { showToast } from '@/web/api/services/notifier';

/**
 * A server refusal shown under the field it belongs to (issue 29 §7): kept in Formik's status, not in
 * its errors, because the form's validate replaces every error on the next change; the message is
 * shown (useFieldState) for as long as the field still holds the value the server refused.
 */
interface ServerFieldError {
  message: string;
  /** The field's value when it was refused, as JSON (form values are plain data). */
  refused: string;
}

interface StatusWithServerErrors {
  serverFieldErrors?: Readonly<Record<string, ServerFieldError>>;
}

/** The part of a Formik bag the helpers use (FormikProps and FormikHelpers plus values). */
interface StatusBag {
  values: unknown;
  status?: unknown;
  setStatus: (status: unknown) => void;
}

const same = (value: unknown, refused: string) => JSON.stringify(value ?? null) === refused;

function errorsOf(status: unknown): Readonly<Record<string, ServerFieldError>> {
  return (status as StatusWithServerErrors | undefined)?.serverFieldErrors ?? {};
}

/** The server's message for field `name` while it still holds the refused value. */
export function serverFieldError(status: unknown, name: string, value: unknown): string | undefined {
  const error = errorsOf(status)[name];
  return error && same(value, error.refused) ? error.message : undefined;
}

/**
 * Shows a failed call's error under its field when the base query named one (ApiError.field), moves
 * focus to that field, and answers true. A field the form does not show gets the toast the base query left out; any other
 * error answers false, for the caller to show its own way (the base query toasted it): an error is
 * never lost.
 */
export function placeServerError(formik: StatusBag, error: unknown, form: HTMLFormElement | null): boolean {
  if (!isApiError(error) || !error.field) return false;
  const { field } = error;
  // The field names come from src/shared/fieldErrors.ts: plain identifiers, safe in a selector.
  // By id first: a select's `name` is on a hidden input, its id on what the user works.
  const input = form?.querySelector<HTMLElement>(`[id="${field}"]`) ?? form?.querySelector<HTMLElement>(`[name="${field}"]`);
  if (form && !input) {
    showToast(error.description, 'error');
    return true;
  }
  const refused = JSON.stringify(getIn(formik.values, field) ?? null);
  formik.setStatus({ ...(formik.status as object | undefined), serverFieldErrors: { ...errorsOf(formik.status), [field]: { message: error.description, refused } } });
  // The user goes to the field to mend it (it is there already: no need to wait for the message).
  input?.focus();
  input?.scrollIntoView?.({ block: 'center' });
  return true;
}

/** Before sending again: the server answers afresh. */
export function clearServerErrors(formik: StatusBag): void {
  if (Object.keys(errorsOf(formik.status)).length === 0) return;
  formik.setStatus({ ...(formik.status as object | undefined), serverFieldErrors: {} });
}

/** For a field bound with formikFieldProps (not useFieldState): the server's message replaces the helper text while it applies. */
export function withServerError<P extends { name: string; value: unknown; error: boolean; helperText?: unknown }>(props: P, status: unknown): P {
  const message = serverFieldError(status, props.name, props.value);
  return message && !props.error ? { ...props, error: true, helperText: message } : props;
}
