/** Validation messages and rules of SPEC §5, used by the SPA's forms and the server's checks alike. */
import type { Language } from './errors';
import type { RecordValidationMessageKey } from './records/recordValidationMessages';

export const VALIDATION_MESSAGES = {
  required: { pt: 'Campo obrigatório', en: 'Required field' },
  passwordMismatch: { pt: 'A palavra-passe deve ser igual nos dois campos', en: 'The password must be the same in both fields' },
  email: { pt: 'Email inválido', en: 'Invalid email' },
  minLength: { pt: 'O campo deve ter no mínimo {0} caracteres', en: 'The field must have at least {0} characters' },
  fileType: { pt: 'Formato inválido. Adicione ficheiros do tipo:{0}', en: 'Invalid format. Add files of type:{0}' },
  format: { pt: 'Formato inválido', en: 'Invalid format' },
  /** Our text (issue 29 §8): a date of the right shape that is not in the calendar (31/02/2025); 'Formato inválido' stays for a wrong shape. */
  invalidDate: { pt: 'Data inválida', en: 'Invalid date' },
  zipCode: { pt: 'Código postal inválido', en: 'Invalid postal code' },
  nipc: { pt: 'NIPC inválido', en: 'Invalid NIPC' },
  requiredOnSave: { pt: 'Existem campos obrigatórios a serem prenchidos.', en: 'There are required fields to fill in.' },
  maxCharacters: { pt: 'Máximo de caracteres ultrapassado', en: 'Maximum number of characters exceeded' },
  duplicateDate: { pt: 'Data escolhida já existe', en: 'The chosen date already exists' },
  atLeastOneProfile: { pt: 'Tem que adicionar pelo menos um perfil', en: 'You must add at least one profile' },
  portugueseValueRequired: { pt: 'Tem que preencher o {0} em português para poder guardar', en: 'You must fill in the {0} in Portuguese to save' },
  atLeastOneFilter: { pt: 'É necessário informar pelo menos um dos filtros', en: 'At least one of the filters must be given' },
  unsavedChanges: { pt: 'Existem alterações não guardadas', en: 'There are unsaved changes' },
} as const satisfies Record<string, Record<Language, string>>;
/**
 * Every §5 message a schema may name: these, and those only record forms give, which live with
 * validationText in records/recordValidationMessages.ts so that the first screens never carry them.
 */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES | RecordValidationMessageKey;
export type CoreMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Fills the {0}, {1}… placeholders of a catalogued text. */
export function formatMessage(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const value = args[Number(i)];
    return value === undefined ? whole : String(value);
  });
}

/** A message of the forms every screen may show; the record forms' own are worded through validationText. */
export function validationMessage(key: CoreMessageKey, language: Language = 'pt', ...args: (string | number)[]): string {
  return formatMessage(VALIDATION_MESSAGES[key][language], ...args);
}

/**
 * A §5 message as a shared schema gives it: its key and the values of its {0}… placeholders, never a
 * text in one language. Each side words it in its own: the SPA in the interface language, the server
 * in both for its answer (validationText). A type, not an interface: yup takes a record as a message.
 */
export type ValidationMessageRef = { readonly key: ValidationMessageKey; readonly params: readonly (string | number)[] };

export function messageRef(key: ValidationMessageKey, ...params: (string | number)[]): ValidationMessageRef {
  return { key, params };
}

/** SPEC §5: valid means no spaces, one at-sign and a dot after it. */
export function isValidEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!local || !domain) return false;
  const dot = domain.indexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** yyyy-MM-dd, the stored shape of a date (SPEC §5). */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a yyyy-MM-dd text names a day of the calendar: '2025-02-31' has the shape but no such day. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

/** Postal code ####-### (SPEC §5). */
export const ZIP_CODE_PATTERN = /^\d{4}-\d{3}$/;
export function isValidZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}

/** Coordinate: optional minus sign, digits, decimal point, up to 13 decimals (SPEC §5). */
export const COORDINATE_PATTERN = /^-?\d+(\.\d{1,13})?$/;
export function isValidCoordinate(value: string): boolean {
  return COORDINATE_PATTERN.test(value);
}

/**
 * Portuguese NIPC (número de identificação de pessoa coletiva): nine digits, first digit one of the
 * legal-person prefixes, last digit a mod-11 check digit over the first eight with weights 9..2.
 */
const NIPC_FIRST_DIGITS = ['5', '6', '7', '8', '9'];
export function isValidNipc(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  if (!NIPC_FIRST_DIGITS.includes(value[0] as string)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (9 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return check === Number(value[8]);
}

/** SPEC §9: file size shown in units from bytes to exabytes, base 1024, 2 decimals. */
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${value.toFixed(2)} ${SIZE_UNITS[exponent]}`;
}
