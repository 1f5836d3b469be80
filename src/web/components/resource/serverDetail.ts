import { errorText, type Language } from '@/shared/errors';
import { isApiError } from '@/web/api/apiError';

/**
 * What the server appended to a catalogued failure (SPEC §8 text plus ' (detail)'): the rule that
 * failed, e.g. 'email: Email inválido' or a §5 message. null when the answer carries no detail.
 */
export function serverDetail(error: unknown, language: Language): string | null {
  if (!isApiError(error)) return null;
  const catalogued = errorText(error.code, language);
  const { description } = error;
  if (description.startsWith(`${catalogued} (`) && description.endsWith(')')) return description.slice(catalogued.length + 2, -1);
  return null;
}
