/**
 * The one mapping between a kind's input (the shared schema's shape) and a stored version: the header
 * fields every kind has go to their columns, everything else to `data` (jsonb). Driven by the kind's
 * empty input, so that no kind writes its own pair of mappers.
 */
import type { RecordVersion } from '../db/schema';
import type { HeaderColumns } from './kindDefinition';

/** Header field of the input → its column. */
const HEADER_COLUMNS = {
  code: 'code',
  name: 'name',
  abbreviation: 'abbreviation',
  active: 'active',
  startDate: 'start_date',
  endDate: 'end_date',
  parentId: 'parent_id',
  parentVersion: 'parent_version',
  versionComment: 'version_comment',
} as const satisfies Record<string, keyof HeaderColumns>;

type HeaderField = keyof typeof HEADER_COLUMNS;
const HEADER_FIELDS = Object.keys(HEADER_COLUMNS) as HeaderField[];

/** Fields the engine keeps in `data` for itself, never part of a kind's input (the seed's demo mark). */
const ENGINE_DATA_FIELDS = ['demo'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const dateOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A validated input as the columns and data of a version. */
export function toColumns(input: object): HeaderColumns {
  const fields = input as Record<string, unknown>;
  const data: Record<string, unknown> = { ...fields };
  for (const field of HEADER_FIELDS) delete data[field];
  return {
    code: text(fields.code),
    name: text(fields.name),
    abbreviation: text(fields.abbreviation),
    active: fields.active !== false,
    start_date: dateOrNull(fields.startDate),
    end_date: dateOrNull(fields.endDate),
    parent_id: idOrNull(fields.parentId),
    parent_version: idOrNull(fields.parentVersion),
    version_comment: text(fields.versionComment),
    data,
  };
}

/**
 * A stored version as the kind's input: its empty input, overlaid with the stored data and the header
 * columns. Fields added to a kind after a version was saved take their empty value. Header fields the
 * kind's input does not have (a kind without a parent) are left out.
 */
export function fromRow<TInput extends object>(row: RecordVersion, emptyInput: () => TInput): TInput {
  const empty = emptyInput() as Record<string, unknown>;
  const data = { ...row.data };
  for (const field of ENGINE_DATA_FIELDS) delete data[field];
  const header: Record<HeaderField, unknown> = {
    code: row.code ?? '',
    name: row.name ?? '',
    abbreviation: row.abbreviation ?? '',
    active: row.active,
    startDate: row.start_date ?? '',
    endDate: row.end_date,
    parentId: row.parent_id,
    parentVersion: row.parent_version,
    versionComment: row.version_comment ?? '',
  };
  const known = Object.fromEntries(HEADER_FIELDS.filter((field) => field in empty).map((field) => [field, header[field]]));
  return { ...empty, ...data, ...known } as TInput;
}
