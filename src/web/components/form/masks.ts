/**
 * Input masks and date conversions of SPEC §5: '#' takes a digit, any other character of the mask
 * is inserted by itself (dates ##/##/####, postal codes ####-###). Pure, so they are unit-tested.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { FORMATS } from '@/shared/limits';
import { regionDateTime } from '@/shared/regionTime';
import { ISO_DATE_PATTERN } from '@/shared/validation';

dayjs.extend(customParseFormat);

export const DATE_MASK = FORMATS.dateMask;
export const ZIP_CODE_MASK = FORMATS.zipCodeMask;

/** Applies `mask` to the digits of `raw`: applyMask('01022024', '##/##/####') === '01/02/2024'. */
export function applyMask(raw: string, mask: string): string {
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let d = 0;
  for (const m of mask) {
    if (d >= digits.length) break;
    if (m === '#') out += digits[d++];
    else out += m;
  }
  return out;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO.test(value) && dayjs(value, FORMATS.dateStored, true).isValid();
}

/** '2024-02-01' → '01/02/2024'; anything else → ''. */
export function isoToDisplay(value: unknown): string {
  return isIsoDate(value) ? dayjs(value, FORMATS.dateStored, true).format(FORMATS.dateDisplayed) : '';
}

/** '01/02/2024' → '2024-02-01'; an incomplete or impossible date (31/02/2024) → null. */
export function displayToIso(text: string): string | null {
  if (text.length !== FORMATS.dateDisplayed.length) return null;
  const parsed = dayjs(text, FORMATS.dateDisplayed, true);
  return parsed.isValid() ? parsed.format(FORMATS.dateStored) : null;
}

/**
 * What a date field stores for what was typed: the date yyyy-MM-dd; a whole dd/MM/yyyy that is no day
 * of the calendar (31/02/2025) in the stored shape all the same (2025-02-31), so every check — the
 * field's and the shared schema's — calls it 'Data inválida', not 'Formato inválido'; anything shorter
 * as typed ('Formato inválido').
 */
export function typedDateValue(text: string): string {
  const iso = displayToIso(text);
  if (iso) return iso;
  const whole = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return whole ? `${whole[3]}-${whole[2]}-${whole[1]}` : text;
}

/** The text a date field shows for a stored value: dd/MM/yyyy, also for an impossible date it keeps (2025-02-31). */
export function storedDateText(value: unknown): string {
  if (isIsoDate(value)) return isoToDisplay(value);
  if (typeof value !== 'string') return '';
  const shaped = ISO_DATE_PATTERN.exec(value);
  return shaped ? `${shaped[3]}/${shaped[2]}/${shaped[1]}` : value;
}

/**
 * An instant in the local format of SPEC §9 (DD/MM/yyyy HH:mm) on the Azores clock, whatever the
 * browser's time zone: the reports, their exports and the scheduled publications read it there too,
 * so a time on screen matches the same time in a report; '' for no date.
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? regionDateTime(d.toDate()) : '';
}

/** A stored date (yyyy-MM-dd) or timestamp shown as DD/MM/yyyy; '' for no date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && ISO.test(value)) return isoToDisplay(value);
  const d = dayjs(value);
  return d.isValid() ? d.format(FORMATS.dateDisplayed) : '';
}
