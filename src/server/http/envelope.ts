/** Builders of the `{ code, description, data }` envelope every answer carries (SPEC §7). */
import type { Envelope } from '@/shared/api';
import { ErrorCode, errorText, type ErrorCodeNumber, type Language } from '@/shared/errors';

export function ok<T>(data: T, language: Language = 'pt'): Envelope<T> {
  return { code: ErrorCode.Ok, description: errorText(ErrorCode.Ok, language), data };
}

export function failure(code: ErrorCodeNumber, language: Language = 'pt', detail?: string): Envelope<null> {
  const text = errorText(code, language);
  return { code, description: detail ? `${text} (${detail})` : text, data: null };
}
