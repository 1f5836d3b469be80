/**
 * Short texts a server answer appends to a catalogue text, in both languages. The catalogue
 * (src/shared/errors.ts) says what failed; these say which part, when it helps the user or the
 * developer. Never internals.
 */
import type { CatalogueEntry, Language } from '@/shared/errors';

export const DETAIL_TEXTS = {
  passwordChangeRequired: { pt: 'tem de alterar a palavra-passe antes de continuar', en: 'you must change your password before continuing' },
  missingBearer: { pt: 'falta o token de sessão', en: 'the session token is missing' },
  invalidBearer: { pt: 'token de sessão inválido ou expirado', en: 'invalid or expired session token' },
  regionalSignInNotConfigured: {
    pt: 'o início de sessão regional não está configurado neste servidor',
    en: 'the regional sign-in is not configured on this server',
  },
  regionalSignInNotAvailable: {
    pt: 'o início de sessão regional ainda não está disponível',
    en: 'the regional sign-in is not available yet',
  },
  malformedJson: { pt: 'JSON mal formado', en: 'malformed JSON' },
  emptyBody: { pt: 'corpo do pedido vazio', en: 'empty request body' },
  bodyTooLarge: { pt: 'corpo do pedido demasiado grande', en: 'request body too large' },
  unsupportedMediaType: { pt: 'tipo de conteúdo não suportado', en: 'unsupported content type' },
  nulCharacter: { pt: 'contém o carácter NUL', en: 'contains a NUL character' },
  notFinite: { pt: 'número fora do intervalo', en: 'number out of range' },
  tooDeep: { pt: 'estrutura demasiado profunda', en: 'nested too deeply' },
  pathTooLong: { pt: 'parâmetro do caminho demasiado longo', en: 'path parameter too long' },
  badUrl: { pt: 'endereço mal formado', en: 'malformed URL' },
  headersTooLarge: { pt: 'cabeçalhos ou endereço demasiado grandes', en: 'headers or URL too large' },
  badRequest: { pt: 'pedido HTTP mal formado', en: 'malformed HTTP request' },
  referenceMissing: { pt: 'não existe', en: 'does not exist' },
} as const satisfies Record<string, CatalogueEntry>;

export type Detail = string | CatalogueEntry;

export function detailText(detail: Detail | undefined, language: Language): string | undefined {
  if (detail === undefined) return undefined;
  return typeof detail === 'string' ? detail : detail[language];
}
