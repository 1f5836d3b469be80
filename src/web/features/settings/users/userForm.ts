import * as yup from 'yup';
import { UserStatus } from '@/shared/enums';
import type { Language } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import type { UserDetail, UserInput } from '@/shared/settings';
import { USERNAME_PATTERN } from '@/shared/settingsFieldRules';
import { isValidEmail, validationMessage } from '@/shared/validation';

export interface UserFormValues {
  username: string;
  displayName: string;
  givenName: string;
  email: string;
  language: Language;
  profileIds: number[];
  status: UserStatus;
  isGraUser: boolean;
  /** Creating a local user only: the initial password, or '' for a one-time password from the server. */
  password: string;
}

export function userFormValues(user?: UserDetail): UserFormValues {
  if (!user) return { username: '', displayName: '', givenName: '', email: '', language: 'pt', profileIds: [], status: UserStatus.Active, isGraUser: false, password: '' };
  return {
    username: user.username,
    displayName: user.displayName,
    givenName: user.givenName,
    email: user.email,
    language: user.language,
    profileIds: user.profiles.map((p) => p.profileId),
    status: user.status,
    isGraUser: user.isGraUser,
    password: '',
  };
}

export function userInput(values: UserFormValues): UserInput {
  const givenName = values.givenName.trim();
  return {
    username: values.username.trim(),
    displayName: values.displayName.trim(),
    ...(givenName ? { givenName } : {}),
    email: values.email.trim(),
    language: values.language,
    profileIds: values.profileIds,
    status: values.status,
    isGraUser: values.isGraUser,
  };
}

/**
 * SPEC §5 messages: required fields, 'Email inválido', 'Tem que adicionar pelo menos um perfil', the
 * username's characters ('Formato inválido') and, for an initial password, the minimum length.
 */
export function makeUserSchema(language: Language, creating: boolean) {
  const required = validationMessage('required', language);
  const tooLong = validationMessage('maxCharacters', language);
  return yup.object({
    username: yup.string().trim().required(required).max(LIMITS.textMaxLength, tooLong).matches(USERNAME_PATTERN, validationMessage('format', language)),
    displayName: yup.string().trim().required(required).max(LIMITS.textMaxLength, tooLong),
    givenName: yup.string().max(LIMITS.textMaxLength, tooLong),
    email: yup
      .string()
      .trim()
      .required(required)
      .max(LIMITS.textMaxLength, tooLong)
      .test('email', validationMessage('email', language), (v) => !v || isValidEmail(v)),
    language: yup.mixed<Language>().oneOf(['pt', 'en']).required(required),
    profileIds: yup.array(yup.number().required()).min(1, validationMessage('atLeastOneProfile', language)).required(validationMessage('atLeastOneProfile', language)),
    status: yup.number().required(required),
    isGraUser: yup.boolean(),
    password: creating
      ? yup
          .string()
          .max(LIMITS.passwordMaxLength, tooLong)
          .test('minLength', validationMessage('minLength', language, LIMITS.passwordMinLength), (v) => !v || v.length >= LIMITS.passwordMinLength)
      : yup.string(),
  });
}
