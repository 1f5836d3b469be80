/** The change log of a version (SPEC §3): one 'Field: old != new' line per changed field. */
import type { Language } from '@/shared/errors';
import type { ServerKindDefinition } from './kindDefinition';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value) && value.length === 0) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Attachments are compared by name and size, never by their base64 content. */
function comparable(value: unknown): unknown {
  if (value && typeof value === 'object' && 'data' in value && 'name' in value && 'size' in value) {
    const { name, size } = value as { name: unknown; size: unknown };
    return `${String(name)} (${String(size)})`;
  }
  return value;
}

export function changeLog(def: ServerKindDefinition, before: Record<string, unknown> | null, after: Record<string, unknown>, language: Language): string[] {
  if (!before) return [];
  const lines: string[] = [];
  for (const field of Object.keys(def.labels)) {
    if (field === 'versionComment') continue;
    const old = show(comparable(before[field]));
    const now = show(comparable(after[field]));
    if (old !== now) lines.push(`${def.labels[field]?.[language] ?? field}: ${old} != ${now}`);
  }
  return lines;
}
