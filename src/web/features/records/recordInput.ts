import type { RecordView } from '@/shared/records/contract';

/** The header fields (the engine's columns) an input may carry; the rest of the input is the kind's data. */
const HEADER_FIELDS = [
  'code',
  'abbreviation',
  'name',
  'startDate',
  'endDate',
  'active',
  'versionComment',
  'parentId',
  'parentVersion',
] as const satisfies readonly (keyof RecordView)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The form input of a saved version, for every kind: the kind's empty input, then the version's data
 * over it (an object field, such as an address, merged so that fields added since it was saved keep
 * their empty value), then the header fields the input declares, from the version's columns (a
 * missing one keeps the empty value: a null start date stays ''). A new version starts with its own
 * comment, which is the version's comment as saved.
 */
export function recordToInput<TInput extends object, TData>(empty: TInput, view: RecordView<TData>): TInput {
  const base: Readonly<Record<string, unknown>> = { ...(empty as Record<string, unknown>) };
  const input: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(view.data as Record<string, unknown>)) {
    input[key] = isPlainObject(base[key]) && isPlainObject(value) ? { ...base[key], ...value } : value;
  }
  for (const key of HEADER_FIELDS) {
    if (key in base) input[key] = view[key] ?? base[key];
  }
  return input as unknown as TInput;
}
