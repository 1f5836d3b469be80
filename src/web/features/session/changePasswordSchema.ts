import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const INITIAL_CHANGE_PASSWORD_VALUES: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5: required, the minimum length (LIMITS.passwordMinLength, our choice) and the confirmation. */
export function makeChangePasswordSchema(language: Language) {
  const required = validationMessage('required', language);
  const tooShort = validationMessage('minLength', language, LIMITS.passwordMinLength);
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    currentPassword: yup.string().required(required).max(LIMITS.passwordMaxLength, tooLong),
    newPassword: yup.string().required(required).min(LIMITS.passwordMinLength, tooShort).max(LIMITS.passwordMaxLength, tooLong),
    confirmPassword: yup
      .string()
      .required(required)
      .oneOf([yup.ref('newPassword')], validationMessage('passwordMismatch', language)),
  });
}
