/**
 * How many filters of a search differ from their defaults (issue 29 §16: the folded filters' button says
 * so on a phone). Lists compare by value (['1','2'] is ['1','2']); paging and sorting are no filters.
 */
export function activeFilterCount(values: Readonly<Record<string, unknown>>, defaults: Readonly<Record<string, unknown>>, ignore: readonly string[] = []): number {
  return Object.keys(defaults).filter((key) => !ignore.includes(key) && !sameValue(values[key] ?? defaults[key], defaults[key])).length;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b || (isEmpty(a) && isEmpty(b));
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
