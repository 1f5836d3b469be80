/**
 * The §5-style messages only the record kinds' forms give (their shared schemas name them with
 * messageRef; validationText words them). Apart from VALIDATION_MESSAGES so that the first screens,
 * which word their own messages with validationMessage, never carry them.
 */
import type { Language } from '../errors';

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
