/**
 * One file row as a record's input: each column's cell read by its format, reference columns turned
 * into ids through the loaded references. Problems of a cell (a formula, an unknown value, a bad date
 * or yes/no) are issues of that column; the rules of the record itself are the validation's.
 */
import type { ImportColumn } from '@/shared/importColumns';
import type { ImportIssue } from '@/shared/imports';
import { importDay } from './importDates';
import { IMPORT_MESSAGES } from './importMessages';
import type { ImportReferences } from './importReferences';
import type { ImportRow } from './importTable';

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x']);
const NO = new Set(['nao', 'não', 'n', 'no', 'false', 'falso', '0']);

/** The version field a record reference fills next to its id field. */
export const VERSION_FIELD: Readonly<Record<string, string>> = { parentId: 'parentVersion', locationId: 'locationVersion' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Sets `value` at a dotted path ('address.zipCode') of `target`, copying the nested objects it passes. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  const copy = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? { ...(inner as Record<string, unknown>) } : {};
  setPath(copy, rest.join('.'), value);
  target[head] = copy;
}

export interface ConvertedRow {
  /** The fields the row's cells fill (dotted paths), to lay over a base input. */
  values: Map<string, unknown>;
  issues: ImportIssue[];
  /** Headers of the columns with a cell issue: the schema's complaint about the same field would repeat it. */
  badColumns: Set<string>;
}

/**
 * Reads the row's cells by `columns`; `positions` maps each column's header to its index in the row.
 * Record references take the published version (else the newest, which the engine then refuses as not published).
 */
export function convertRow(row: ImportRow, columns: readonly ImportColumn[], positions: ReadonlyMap<string, number>, references: ImportReferences): ConvertedRow {
  const values = new Map<string, unknown>();
  const issues: ImportIssue[] = [];
  const badColumns = new Set<string>();
  const fail = (column: ImportColumn, message: ImportIssue['message']) => {
    issues.push({ row: row.rowNumber, column: column.header, severity: 'error', message });
    badColumns.add(column.header);
  };

  for (const column of columns) {
    const position = positions.get(column.header);
    if (position === undefined) continue;
    if (row.formulaColumns.includes(position)) {
      fail(column, IMPORT_MESSAGES.formula);
      continue;
    }
    const cell = row.cells[position] ?? '';
    const reference = column.reference;
    if (reference) {
      if (cell === '') {
        values.set(column.field, reference.kind === 'enum' ? undefined : null);
        if (VERSION_FIELD[column.field]) values.set(VERSION_FIELD[column.field] as string, null);
        continue;
      }
      if (reference.kind === 'record') {
        const found = references.record(reference.recordKind, cell);
        if (!found) fail(column, IMPORT_MESSAGES.unknownValue(cell));
        else if (found.ambiguous) fail(column, IMPORT_MESSAGES.ambiguousCode(cell));
        else {
          values.set(column.field, found.id);
          const versionField = VERSION_FIELD[column.field];
          if (versionField) values.set(versionField, found.publishedVersion ?? found.latestVersion);
        }
        continue;
      }
      const id = references.resolve(reference, cell);
      if (id === undefined) fail(column, IMPORT_MESSAGES.unknownValue(cell));
      else values.set(column.field, id);
      continue;
    }
    switch (column.format) {
      case 'boolean': {
        const key = cell.toLowerCase();
        if (cell === '') values.set(column.field, undefined);
        else if (YES.has(key)) values.set(column.field, true);
        else if (NO.has(key)) values.set(column.field, false);
        else fail(column, IMPORT_MESSAGES.notYesNo(cell));
        break;
      }
      case 'date': {
        if (cell === '') {
          values.set(column.field, column.required ? '' : null);
          break;
        }
        const day = importDay(cell);
        if (day === null) fail(column, IMPORT_MESSAGES.notDate(cell));
        else values.set(column.field, day);
        break;
      }
      case 'list':
        values.set(
          column.field,
          cell
            .split(';')
            .map((item) => item.trim())
            .filter(Boolean),
        );
        break;
      case 'richText':
        values.set(
          column.field,
          cell
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => `<p>${escapeHtml(line)}</p>`)
            .join(''),
        );
        break;
      default:
        values.set(column.field, cell);
    }
  }
  return { values, issues, badColumns };
}

/**
 * `base` (a new record's empty input, or the existing version's) with the row's values laid over it.
 * An undefined value (an empty yes/no or enumeration cell) takes the empty input's default.
 */
export function overlay(base: Record<string, unknown>, empty: Record<string, unknown>, values: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const input = structuredClone(base);
  for (const [path, value] of values) {
    const fallback = path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), empty);
    setPath(input, path, value === undefined ? fallback : value);
  }
  return input;
}
