/**
 * An xlsx cell's value as the text the import validates (ImportRow.cells): what the user sees in the
 * cell, in a form the validation can read whatever the language of the Excel that wrote it.
 */
import type ExcelJS from 'exceljs';

/** Excel shows and keeps 15 significant digits; more are binary noise (0.1 + 0.2). */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

/** A number as written: 12, 12.5, 1000000000000000000000, 0.0000001 — never an exponent, never '12.0'. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = NUMBER_FORMAT.format(value);
  return text === '-0' ? '0' : text;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * A date cell as YYYY-MM-DD. ExcelJS gives the cell's calendar day and time as a UTC Date. A time of
 * day other than midnight is kept ('YYYY-MM-DD HH:MM:SS') so a date column holding one fails the
 * validation instead of losing the time in silence.
 */
export function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  // Excel keeps times as fractions of a day: round to the second.
  const date = new Date(Math.round(value.getTime() / 1000) * 1000);
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  return seconds === 0 ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

export interface CellText {
  text: string;
  /** The cell held a formula: `text` is its cached result, never to be trusted. */
  formula: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The text of a value (a formula's result included); '' for errors and anything unknown. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if (!isObject(value)) return '';
  if ('error' in value) return '';
  if (Array.isArray(value.richText)) return value.richText.map((run: unknown) => (isObject(run) && typeof run.text === 'string' ? run.text : '')).join('');
  // A hyperlink: its text (itself a string or rich text), never the address.
  if ('hyperlink' in value) return valueText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return valueText(value.result);
  return '';
}

export function cellText(value: ExcelJS.CellValue | undefined): CellText {
  const formula = isObject(value) && ('formula' in value || 'sharedFormula' in value);
  return { text: valueText(value), formula };
}
