/**
 * Field rules of the settings forms that the server also enforces (src/server/settings/…): written
 * here so the SPA checks a form with the same rule before sending it. Pure functions, no texts.
 */
import type { EconomicActivityLevel, ParameterType } from './settings/vocabulary';

/** CAE Rev.3 section: one letter A–U. */
export const CAE_SECTION_PATTERN = /^[A-U]$/;

const CAE_LEVEL_BY_DIGITS: Readonly<Record<number, EconomicActivityLevel>> = { 2: 'division', 3: 'group', 4: 'class', 5: 'subclass' };

/** The CAE level a code sits at (a letter: section; 2–5 digits: division … subclass), or null. */
export function caeLevelOfCode(code: string): EconomicActivityLevel | null {
  if (CAE_SECTION_PATTERN.test(code)) return 'section';
  if (!/^\d{2,5}$/.test(code)) return null;
  return CAE_LEVEL_BY_DIGITS[code.length] ?? null;
}

/** Parameter keys are dotted camelCase words: 'organic.minimumDate', 'search.historySize'. */
export const PARAMETER_KEY_PATTERN = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/;

const PARAMETER_VALUE_RULES: Readonly<Record<ParameterType, (value: string) => boolean>> = {
  text: () => true,
  number: (value) => /^-?\d+(\.\d+)?$/.test(value),
  boolean: (value) => value === 'true' || value === 'false',
  date: (value) => isCalendarDate(value),
};

/** Whether a parameter's text value reads as its type (number a decimal, boolean 'true'/'false', date yyyy-MM-dd). */
export function parameterValueFitsType(value: string, type: ParameterType): boolean {
  return PARAMETER_VALUE_RULES[type](value);
}

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** '' or an absolute http(s) address (official journal links). */
export function isOptionalHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  if (!URL.canParse(text)) return false;
  return ['http:', 'https:'].includes(new URL(text).protocol);
}

/** Usernames hold letters, digits and . _ @ - (what the login page and the regional sign-in give). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
