/**
 * The change log of a version (SPEC §3): one entry per changed field, with the spec's text
 * 'Field: old != new'. Values are worded as people read them: rich text without its markup, files by
 * name (never their bytes), lists item by item.
 */
import type { Language } from '@/shared/errors';
import type { ChangeLogEntry } from '@/shared/records/contract';
import { richTextToPlainText } from '@/shared/richText';
import type { ServerKindDefinition } from './kindDefinition';

const EMPTY = '—';
/** A long text (a procedure) is shown by its start: the log says that it changed, the detail shows it whole. */
const MAX_SHOWN = 200;

function isFile(value: object): value is { name: unknown; size: unknown } {
  return 'name' in value && 'size' in value && 'mime' in value;
}

/**
 * The stored files of a value, by `attachmentId` (the same id is the same bytes): a file replaced by
 * another of the same name and size is still a change, told without comparing bytes.
 */
function storedIds(value: unknown): string {
  const files: unknown[] = Array.isArray(value) ? value : [value];
  return files.map((f) => (typeof f === 'object' && f !== null && 'attachmentId' in f ? String(f.attachmentId) : '')).join(',');
}

function show(value: unknown, richText: boolean): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'string') {
    const text = richText ? richTextToPlainText(value).replace(/\s+/g, ' ').trim() : value;
    return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text || EMPTY;
  }
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((item) => show(item, false)).join('; ');
  if (typeof value === 'object') return isFile(value) ? `${String(value.name)} (${String(value.size)})` : JSON.stringify(value);
  return String(value);
}

export function changeLog(def: ServerKindDefinition, before: Record<string, unknown> | null, after: Record<string, unknown>, language: Language): ChangeLogEntry[] {
  if (!before) return [];
  const richText = new Set(def.richTextFields ?? []);
  const entries: ChangeLogEntry[] = [];
  for (const field of Object.keys(def.labels)) {
    if (field === 'versionComment') continue;
    const old = show(before[field], richText.has(field));
    const now = show(after[field], richText.has(field));
    if (old !== now || storedIds(before[field]) !== storedIds(after[field]))
      entries.push({ field, before: old, after: now, text: `${def.labels[field]?.[language] ?? field}: ${old} != ${now}` });
  }
  return entries;
}
