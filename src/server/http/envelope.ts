/** Builders of the `{ code, description, data }` envelope every answer carries (SPEC §7). */
import type { Envelope } from '@/shared/api';
import { ErrorCode, errorText, type ErrorCodeNumber, type Language } from '@/shared/errors';

export function ok<T>(data: T, language: Language = 'pt'): Envelope<T> {
  return { code: ErrorCode.Ok, description: errorText(ErrorCode.Ok, language), data };
}

/** A failure's envelope; `data` carries what the client acts on (e.g. a duplicate warning's records), never internals. */
export function failure<T = null>(code: ErrorCodeNumber, language: Language = 'pt', detail?: string, data: T | null = null): Envelope<T | null> {
  const text = errorText(code, language);
  return { code, description: detail ? `${text} (${detail})` : text, data };
}
