/** How a parameter's text value reads as its type, and what a key looks like. */
import { PARAMETER_KEYS, type ParameterType } from '@/shared/settings';
import { isIsoDate } from '../fieldRules';

const VALUE_RULES: Readonly<Record<ParameterType, (value: string) => boolean>> = {
  text: () => true,
  number: (value) => /^-?\d+(\.\d+)?$/.test(value),
  boolean: (value) => value === 'true' || value === 'false',
  date: isIsoDate,
};

export function valueFitsType(value: string, type: ParameterType): boolean {
  return VALUE_RULES[type](value);
}

/** Dotted camelCase words: 'organic.minimumDate', 'search.historySize'. */
export function isValidParameterKey(key: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/.test(key);
}

const SYSTEM_KEYS: ReadonlySet<string> = new Set(Object.values(PARAMETER_KEYS).map((k) => k.toLowerCase()));

/** Keys the product reads: they keep their key and type and cannot be deleted. */
export function isSystemKey(key: string): boolean {
  return SYSTEM_KEYS.has(key.toLowerCase());
}
