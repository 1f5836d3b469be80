/**
 * The change log of a version (SPEC §3): one entry per changed field, with the spec's text
 * 'Field: old != new'. Values are worded as people read them (fieldWalk.ts): rich text without its
 * markup, files by name (never their bytes), lists item by item.
 */
import type { Language } from '@/shared/errors';
import type { ChangeLogEntry } from '@/shared/records/contract';
import { comparedFields, show, storedIds } from './fieldWalk';
import type { ServerKindDefinition } from './kindDefinition';

/** A long text (a procedure) is shown by its start: the log says that it changed, the detail shows it whole. */
const MAX_SHOWN = 200;

export function changeLog(def: ServerKindDefinition, before: Record<string, unknown> | null, after: Record<string, unknown>, language: Language): ChangeLogEntry[] {
  if (!before) return [];
  const richText = new Set(def.richTextFields ?? []);
  const entries: ChangeLogEntry[] = [];
  for (const field of comparedFields(def)) {
    const old = show(before[field], richText.has(field), MAX_SHOWN);
    const now = show(after[field], richText.has(field), MAX_SHOWN);
    if (old !== now || storedIds(before[field]) !== storedIds(after[field]))
      entries.push({ field, before: old, after: now, text: `${def.labels[field]?.[language] ?? field}: ${old} != ${now}` });
  }
  return entries;
}
