import { LIMITS } from '@/shared/limits';

/**
 * A coordinate as the form stores it (SPEC §5: optional minus, digits, a point, at most 13 decimals):
 * no exponent, no trailing zeros, never "-0".
 */
export function coordinateText(value: number): string {
  const text = value.toFixed(LIMITS.coordinateMaxDecimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** The form's text as a number, or null when it is not a coordinate within `limit` degrees. */
export function coordinateValue(text: unknown, limit: number): number | null {
  if (typeof text !== 'string' || !/^-?\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}
