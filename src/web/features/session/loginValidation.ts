import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';

export interface LoginValues {
  username: string;
  password: string;
  /** The bot-check widget's answer; empty when no bot check is configured. */
  recaptchaToken: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

export const INITIAL_LOGIN_VALUES: LoginValues = { username: '', password: '', recaptchaToken: '' };

/**
 * The login form's rules (SPEC §5) with src/shared's messages, the first failing rule per field: the
 * user name is trimmed first. Plain code rather than a yup schema: yup and formik were a third of
 * the login page's first download for three fields.
 */
export function validateLogin(values: LoginValues, language: Language, botCheck: boolean): LoginErrors {
  const errors: LoginErrors = {};
  const check = (field: LoginField, value: string, maxLength: number) => {
    if (value === '') errors[field] = validationMessage('required', language);
    else if (value.length > maxLength) errors[field] = validationMessage('maxCharacters', language);
  };
  check('username', values.username.trim(), LIMITS.textMaxLength);
  check('password', values.password, LIMITS.passwordMaxLength);
  if (botCheck) check('recaptchaToken', values.recaptchaToken, Infinity);
  return errors;
}
