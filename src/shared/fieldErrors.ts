/**
 * Which catalogued refusals belong to a field (issue 29 §7), per form: such a refusal is shown under
 * that field (red, aria-invalid, the message beneath it) until the field changes, never as a toast. A
 * code not listed here belongs to no field and stays a toast. The same code may belong to different
 * fields in different forms (-47: the initial password of a new user, the current password of the
 * change-password page), hence one table per form. The server answers these codes for nothing else
 * on these calls (see src/server/records/recordRules.ts, settings/users/userRules.ts,
 * account/loginService.ts), so a code names its field without the server saying so.
 */
import { ErrorCode } from './errorCodes';

export const FIELD_ERROR_FORMS = ['record', 'user', 'changePassword', 'savedSearch'] as const;
export type FieldErrorForm = (typeof FIELD_ERROR_FORMS)[number];

export const FIELD_OF_ERROR: Readonly<Record<FieldErrorForm, Readonly<Partial<Record<number, string>>>>> = {
  // Every kind's form: the date rules of SPEC §5 (recordRules.ts checkDatesAndParent).
  record: {
    [ErrorCode.StartDateRequired]: 'startDate',
    [ErrorCode.EndDateNotAfterStart]: 'endDate',
    [ErrorCode.StartBeforeParentStart]: 'startDate',
  },
  // Settings › Utilizadores: a username taken or reserved; a new user's initial password refused.
  user: {
    [ErrorCode.UserAlreadyExists]: 'username',
    [ErrorCode.InvalidPassword]: 'password',
  },
  // The new password's own rules are checked in the form: the server's -47 is then the current one's.
  changePassword: {
    [ErrorCode.InvalidPassword]: 'currentPassword',
  },
  // A list's "Guardar pesquisa" dialog (issue 30 §3): a name this user already gave a search of the list.
  savedSearch: {
    [ErrorCode.SavedSearchNameTaken]: 'name',
  },
};

/** The field of `form` a refusal belongs to, or null when it belongs to none (a toast). */
export function fieldOfError(form: FieldErrorForm | undefined, code: number | string): string | null {
  if (form === undefined || typeof code !== 'number') return null;
  return FIELD_OF_ERROR[form][code] ?? null;
}
