/**
 * The one walk over a kind's fields that the change log (changeLog.ts) and the side-by-side comparison
 * (compare/) share: which fields, in which order, and how a value is worded when the kind says nothing
 * more of it (rich text without its markup, files by name, lists item by item).
 */
import { richTextToPlainText } from '@/shared/richText';
import { DIFF_EMPTY } from '@/shared/records/versionDiff';
import type { ServerKindDefinition } from './kindDefinition';

export const EMPTY = DIFF_EMPTY;

/**
 * The compared fields in the order the kind declares its labels (the form's order: header first). The
 * version comment is left out: it speaks of the version, not of the record, and always differs.
 */
export function comparedFields(def: Pick<ServerKindDefinition, 'labels'>): string[] {
  return Object.keys(def.labels).filter((field) => field !== 'versionComment');
}

export function isFile(value: object): value is { name: unknown; size: unknown } {
  return 'name' in value && 'size' in value && 'mime' in value;
}

/**
 * The stored files of a value, by `attachmentId` (the same id is the same bytes): a file replaced by
 * another of the same name and size is still a change, told without comparing bytes.
 */
export function storedIds(value: unknown): string {
  const files: unknown[] = Array.isArray(value) ? value : [value];
  return files.map((f) => (typeof f === 'object' && f !== null && 'attachmentId' in f ? String(f.attachmentId) : '')).join(',');
}

/** A value as people read it; `maxShown` cuts a long text (the change log shows a procedure by its start). */
export function show(value: unknown, richText: boolean, maxShown = Infinity): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'string') {
    const text = richText ? richTextToPlainText(value).replace(/\s+/g, ' ').trim() : value;
    return text.length > maxShown ? `${text.slice(0, maxShown)}…` : text || EMPTY;
  }
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((item) => show(item, false, maxShown)).join('; ');
  if (typeof value === 'object') return isFile(value) ? `${String(value.name)} (${String(value.size)})` : JSON.stringify(value);
  return String(value);
}
