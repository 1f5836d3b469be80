/**
 * The §5-style messages only the record kinds' forms give (their shared schemas name them with
 * messageRef), and validationText, which words any message reference. Apart from validation.ts: the
 * first screens word their own messages with validationMessage and never carry these. (Webpack drops
 * unused exports per module, not per chunk: a table the lazy pages use must live in a module the
 * first screens do not import.)
 */
import type { Language } from '../errors';
import { formatMessage, VALIDATION_MESSAGES, type CoreMessageKey, type ValidationMessageRef } from '../validation';

export const RECORD_VALIDATION_MESSAGES = {
  serviceAlreadyProvided: { pt: 'O serviço já é prestado pelo ponto de atendimento', en: 'The service is already provided by the point of care' },
  coordinate: { pt: 'Coordenada inválida', en: 'Invalid coordinate' },
  closesBeforeOpens: { pt: 'A hora de fecho deve ser posterior à de abertura', en: 'The closing time must be after the opening time' },
  overlappingHours: { pt: 'Este horário sobrepõe-se a outro no mesmo dia', en: 'These hours overlap others on the same day' },
  url: { pt: 'Endereço inválido: comece por http:// ou https://', en: 'Invalid address: start with http:// or https://' },
  tooManyItems: { pt: 'Demasiados elementos (máximo {0})', en: 'Too many items (at most {0})' },
  fileTooLarge: { pt: 'Ficheiro demasiado grande ou com tamanho errado', en: 'File too large or with a wrong size' },
  fileContent: { pt: 'O conteúdo do ficheiro não corresponde a um tipo permitido', en: 'The file content is not of an allowed type' },
} as const satisfies Record<string, Record<Language, string>>;
export type RecordValidationMessageKey = keyof typeof RECORD_VALIDATION_MESSAGES;

function messageTemplate(key: string): Record<Language, string> | undefined {
  if (Object.hasOwn(VALIDATION_MESSAGES, key)) return VALIDATION_MESSAGES[key as CoreMessageKey];
  return Object.hasOwn(RECORD_VALIDATION_MESSAGES, key) ? RECORD_VALIDATION_MESSAGES[key as RecordValidationMessageKey] : undefined;
}

export function isValidationMessageRef(value: unknown): value is ValidationMessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { key, params } = value as Record<string, unknown>;
  return typeof key === 'string' && messageTemplate(key) !== undefined && Array.isArray(params);
}

/** The words of a schema's message in `language`: a reference is looked up, a plain text (yup's own) stays. */
export function validationText(message: unknown, language: Language): string {
  if (isValidationMessageRef(message)) return formatMessage((messageTemplate(message.key) as Record<Language, string>)[language], ...message.params);
  return typeof message === 'string' ? message : String(message);
}
