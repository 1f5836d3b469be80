/** Field checks shared by the reference-data services; each throws -2 with the field and the §5 text. */
import { ErrorCode } from '@/shared/errors';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { AppError } from '../http/AppError';
import { fieldDetail, requiredField, SETTINGS_DETAILS } from './details';

/** The trimmed value; -2 'Campo obrigatório' when empty. */
export function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField(field) });
  return text;
}

/** A real calendar day written yyyy-MM-dd (SPEC §5 date storage). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function requiredDate(field: string, value: string): string {
  const text = requiredText(field, value);
  if (!isIsoDate(text)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, SETTINGS_DETAILS.invalidDate) });
  return text;
}

/** '' or an absolute http(s) address. */
export function optionalUrl(field: string, value: string): string {
  const text = value.trim();
  if (!text) return '';
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, SETTINGS_DETAILS.invalidUrl) });
  return text;
}

export function formatError(field: string): AppError {
  return new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, VALIDATION_MESSAGES.format) });
}
