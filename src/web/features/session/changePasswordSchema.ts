import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';
import { translate } from '@/web/i18n/useT';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const INITIAL_CHANGE_PASSWORD_VALUES: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §5: required, the minimum length (LIMITS.passwordMinLength, our choice) and the confirmation; the
 * new password differs from the current one (the server refuses it too, with the -47 that the page
 * shows under the current password: issue 29 §7).
 */
export function makeChangePasswordSchema(language: Language) {
  const required = validationMessage('required', language);
  const tooShort = validationMessage('minLength', language, LIMITS.passwordMinLength);
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    currentPassword: yup.string().required(required).max(LIMITS.passwordMaxLength, tooLong),
    newPassword: yup
      .string()
      .required(required)
      .min(LIMITS.passwordMinLength, tooShort)
      .max(LIMITS.passwordMaxLength, tooLong)
      .notOneOf([yup.ref('currentPassword')], translate(language, 'changePassword.sameAsCurrent')),
    confirmPassword: yup
      .string()
      .required(required)
      .oneOf([yup.ref('newPassword')], validationMessage('passwordMismatch', language)),
  });
}
