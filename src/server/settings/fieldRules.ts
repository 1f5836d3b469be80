/** Field checks shared by the reference-data services; each throws -2 with the field and the §5 text. */
import { ErrorCode } from '@/shared/errors';
import { isCalendarDate, isOptionalHttpUrl } from '@/shared/settingsFieldRules';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { AppError } from '../http/AppError';
import { fieldDetail, requiredField, SETTINGS_DETAILS } from './details';

/** The trimmed value; -2 'Campo obrigatório' when empty. */
export function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField(field) });
  return text;
}

/** A real calendar day written yyyy-MM-dd (SPEC §5 date storage); the rule the SPA's forms use too. */
export const isIsoDate = isCalendarDate;

export function requiredDate(field: string, value: string): string {
  const text = requiredText(field, value);
  if (!isIsoDate(text)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, SETTINGS_DETAILS.invalidDate) });
  return text;
}

/** '' or an absolute http(s) address. */
export function optionalUrl(field: string, value: string): string {
  const text = value.trim();
  if (!isOptionalHttpUrl(text)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, SETTINGS_DETAILS.invalidUrl) });
  return text;
}

export function formatError(field: string): AppError {
  return new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, VALIDATION_MESSAGES.format) });
}
