import * as yup from 'yup';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';

export interface LoginValues {
  username: string;
  password: string;
  /** The bot-check widget's answer; empty when no bot check is configured. */
  recaptchaToken: string;
}

export const INITIAL_LOGIN_VALUES: LoginValues = { username: '', password: '', recaptchaToken: '' };

export function makeLoginSchema(language: Language, botCheck: boolean) {
  const required = validationMessage('required', language);
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    username: yup.string().trim().required(required).max(LIMITS.textMaxLength, tooLong),
    password: yup.string().required(required).max(LIMITS.passwordMaxLength, tooLong),
    recaptchaToken: botCheck ? yup.string().required(required) : yup.string(),
  });
}
