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

const isAttachment = (value: unknown): value is { name: unknown; size: unknown; attachmentId?: unknown } =>
  typeof value === 'object' && value !== null && 'data' in value && 'name' in value && 'size' in value;

/**
 * Attachments are compared by name and stored id (`attachmentId`: the same id is the same bytes), or
 * by name and size when the bytes travel inline (a logo) — never by their base64 content.
 */
function attachmentText(file: { name: unknown; size: unknown; attachmentId?: unknown }): string {
  return typeof file.attachmentId === 'number' ? `${String(file.name)} (#${file.attachmentId})` : `${String(file.name)} (${String(file.size)})`;
}

function comparable(value: unknown): unknown {
  if (isAttachment(value)) return attachmentText(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isAttachment)) return value.map(attachmentText).join(', ');
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
