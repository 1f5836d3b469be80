/**
 * What an import's reference columns may name, loaded once per import (not once per row): reference
 * items by Portuguese name, enumeration members by label, divisions by DICOFRE code and records by
 * code. Matching ignores case, accents and repeated spaces, as people type them.
 */
import { sql } from 'kysely';
import { DivisionType } from '@/shared/enums';
import { GROUP_KIND_LABELS, LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import type { ImportColumn, ImportReference } from '@/shared/importColumns';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { EngineContext } from '../records/engineContext';

/** A record found by its code: its id, its newest version, and its newest published version (if any). */
export interface CodedRecord {
  id: number;
  latestVersion: number;
  latestState: number;
  publishedVersion: number | null;
  /** More than one record carries this code: the row cannot say which one it means. */
  ambiguous: boolean;
}

export interface ImportReferences {
  /** The value (an id or an enumeration member) a reference column's text names; undefined when none. */
  resolve(reference: ImportReference, text: string): number | undefined;
  record(kind: RecordKindForImport, code: string): CodedRecord | undefined;
  /** The allowed values of a short list, in its order (for the template's values sheet). */
  allowedValues(reference: ImportReference): string[];
}

export type RecordKindForImport = Extract<ImportReference, { kind: 'record' }>['recordKind'];

/** The key two texts match on: lower case, no accents, single spaces. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const DIVISION_LEVELS = { island: DivisionType.Island, county: DivisionType.County, parish: DivisionType.Parish } as const;

function enumTable(enumeration: 'groupKind' | 'locationType'): Readonly<Record<number, { pt: string; en: string }>> {
  return enumeration === 'groupKind' ? GROUP_KIND_LABELS : LOCATION_TYPE_LABELS;
}

function referenceKey(reference: ImportReference): string {
  switch (reference.kind) {
    case 'record':
      return `record:${reference.recordKind}`;
    case 'list':
      return `list:${reference.category}`;
    case 'enum':
      return `enum:${reference.enumeration}`;
    case 'division':
      return `division:${reference.level}`;
  }
}

async function loadRecords(ctx: EngineContext, kind: RecordKindForImport): Promise<Map<string, CodedRecord>> {
  const rows = await sql<{ id: number; version: number; state: number; code: string | null }>`
    SELECT id, version, state, code FROM record_version WHERE kind = ${RECORD_KINDS[kind].objectKind} ORDER BY id, version`.execute(ctx.db);
  const byId = new Map<number, { code: string; latestVersion: number; latestState: number; publishedVersion: number | null }>();
  for (const row of rows.rows) {
    const found = byId.get(row.id);
    const published = row.state === RecordState.Published ? row.version : (found?.publishedVersion ?? null);
    // The newest version's code is the record's code.
    byId.set(row.id, { code: row.code ?? '', latestVersion: row.version, latestState: row.state, publishedVersion: published });
  }
  const byCode = new Map<string, CodedRecord>();
  for (const [id, record] of byId) {
    const key = matchKey(record.code);
    if (!key) continue;
    const other = byCode.get(key);
    byCode.set(key, other ? { ...other, ambiguous: true } : { id, ...record, ambiguous: false });
  }
  return byCode;
}

/** Loads what `columns` refer to (plus the records of `ownKind`, matched by code for new versions). */
export async function loadImportReferences(ctx: EngineContext, columns: readonly ImportColumn[], ownKind: RecordKindForImport | null): Promise<ImportReferences> {
  const values = new Map<string, Map<string, number>>();
  const ordered = new Map<string, string[]>();
  const records = new Map<RecordKindForImport, Map<string, CodedRecord>>();
  const recordKinds = new Set<RecordKindForImport>(ownKind ? [ownKind] : []);

  for (const column of columns) {
    const reference = column.reference;
    if (!reference) continue;
    const key = referenceKey(reference);
    if (reference.kind === 'record') {
      recordKinds.add(reference.recordKind);
      continue;
    }
    if (values.has(key)) continue;
    let entries: { label: string; value: number }[];
    if (reference.kind === 'list') {
      const items = await ctx.db
        .selectFrom('reference_item')
        .select(['id', 'label_pt'])
        .where('category', '=', reference.category)
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('label_pt')
        .execute();
      entries = items.map((item) => ({ label: item.label_pt, value: item.id }));
    } else if (reference.kind === 'enum') {
      entries = Object.entries(enumTable(reference.enumeration)).map(([value, label]) => ({ label: label.pt, value: Number(value) }));
    } else {
      const divisions = await ctx.db.selectFrom('division').select(['id', 'code', 'name']).where('type', '=', DIVISION_LEVELS[reference.level]).orderBy('code').execute();
      entries = divisions.map((d) => ({ label: d.code, value: d.id }));
      ordered.set(
        key,
        divisions.map((d) => `${d.code} — ${d.name}`),
      );
    }
    values.set(key, new Map(entries.map((e) => [matchKey(e.label), e.value])));
    if (!ordered.has(key))
      ordered.set(
        key,
        entries.map((e) => e.label),
      );
  }
  for (const kind of recordKinds) records.set(kind, await loadRecords(ctx, kind));

  const record = (kind: RecordKindForImport, code: string) => records.get(kind)?.get(matchKey(code));
  return {
    resolve(reference, text) {
      if (reference.kind === 'record') return record(reference.recordKind, text)?.id;
      // A division may be written as the values sheet shows it: '4201 — Ponta Delgada'.
      const typed = reference.kind === 'division' ? (text.split(/\s+[—-]\s+/)[0] ?? text) : text;
      return values.get(referenceKey(reference))?.get(matchKey(typed));
    },
    record,
    allowedValues(reference) {
      return ordered.get(referenceKey(reference)) ?? [];
    },
  };
}
