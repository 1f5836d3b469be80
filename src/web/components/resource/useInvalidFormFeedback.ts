import { useRef } from 'react';
import { setNestedObjectValues, type FormikErrors, type FormikProps, type FormikTouched, type FormikValues } from 'formik';
import { VALIDATION_MESSAGES, validationMessage } from '@/shared/validation';
import { showToast } from '@/web/api/services/notifier';
import { useLanguage } from '@/web/i18n/useT';

/** Every message of a Formik error tree. */
function messagesOf(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap(messagesOf);
  return [];
}

const REQUIRED_TEXTS: readonly string[] = Object.values(VALIDATION_MESSAGES.required);

/**
 * What 'Guardar' does before sending any form (settings and records, SPEC §5): validate; when a field
 * is wrong, mark every wrong field touched so that its message shows, toast 'Existem campos
 * obrigatórios a serem prenchidos.' when a required one is empty (else the page's own invalid-fields
 * text), and move focus to the first invalid field. Give `formRef` to the form element.
 */
export function useInvalidFormFeedback() {
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    window.setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
      invalid?.scrollIntoView?.({ block: 'center' });
    }, 0);

  /** Resolves true when the form is valid; otherwise shows why and resolves false. */
  const validOrExplained = async <V extends FormikValues>(formik: FormikProps<V>, invalidFieldsText: string): Promise<boolean> => {
    const errors: FormikErrors<V> = await formik.validateForm();
    if (Object.keys(errors).length === 0) return true;
    void formik.setTouched(setNestedObjectValues<FormikTouched<V>>(errors, true), false);
    const missing = messagesOf(errors).some((m) => REQUIRED_TEXTS.includes(m));
    showToast(missing ? validationMessage('requiredOnSave', language) : invalidFieldsText, 'warning');
    focusFirstInvalid();
    return false;
  };

  return { formRef, validOrExplained };
}
