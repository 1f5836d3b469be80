/** The language of a request's answer texts: the user's own, else Accept-Language, else Portuguese. */
import type { FastifyRequest } from 'fastify';
import type { Language } from '@/shared/errors';

export function requestLanguage(request: FastifyRequest): Language {
  const own = request.session?.user.language;
  if (own) return own;
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pt';
}
