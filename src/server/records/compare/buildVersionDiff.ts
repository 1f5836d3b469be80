/**
 * The comparison of two versions' inputs, field by field in the change log's walk (fieldWalk.ts):
 * rich text word by word, lists item by item, other values as worded by the kind's presenter, the
 * engine's (header fields) or the default.
 */
import type { DiffStatus, FieldDiff } from '@/shared/records/versionDiff';
import { isRichTextBlank } from '@/shared/richText';
import type { EngineContext } from '../engineContext';
import { comparedFields, EMPTY, isFile, show, storedIds } from '../fieldWalk';
import type { ServerKindDefinition } from '../kindDefinition';
import { date, hidden, recordRef } from './fieldPresenters';
import { diffLists, listStatus } from './listDiff';
import type { FieldPresenter, Presented } from './presented';
import { richTextLines, wordSegments } from './wordDiff';

type Input = Readonly<Record<string, unknown>>;

const YES_NO = { pt: ['Sim', 'Não'], en: ['Yes', 'No'] } as const;

/** The default wording: lists item by item (files by their stored id), flags in words, the rest as the change log shows it. */
const byDefault: FieldPresenter = (v, _data, ctx) => {
  if (typeof v === 'boolean') return { type: 'value', text: YES_NO[ctx.language][v ? 0 : 1] };
  if (Array.isArray(v)) {
    return {
      type: 'list',
      items: v.map((item: unknown) => {
        const file = typeof item === 'object' && item !== null && isFile(item) ? storedIds(item) || String(item.name) : null;
        return { key: file ? `file:${file}` : typeof item === 'object' ? JSON.stringify(item) : String(item), text: show(item, false) };
      }),
    };
  }
  return { type: 'value', text: show(v, false), identity: storedIds(v) };
};

/** What the engine knows of every kind's header: dates as dates, a parent of the same kind by its name and version. */
function enginePresenters(def: ServerKindDefinition): Readonly<Record<string, FieldPresenter>> {
  return {
    startDate: date,
    endDate: date,
    ...(def.hasParentOfSameKind && { parentId: recordRef(def.meta.name, 'parentVersion'), parentVersion: hidden }),
  };
}

function valueStatus(before: string, after: string, sameIdentity: boolean): DiffStatus {
  if (before === after && sameIdentity) return 'same';
  if (before === EMPTY) return 'added';
  if (after === EMPTY) return 'removed';
  return 'changed';
}

function richTextField(field: string, label: string, before: unknown, after: unknown): FieldDiff {
  const html = (v: unknown) => (typeof v === 'string' ? v : '');
  const [oldText, newText] = [richTextLines(html(before)), richTextLines(html(after))];
  // The markup counts too (bold to italic is a change, as in the change log); the segments tell only words.
  const status: DiffStatus = html(before) === html(after) ? 'same' : isRichTextBlank(html(before)) ? 'added' : isRichTextBlank(html(after)) ? 'removed' : 'changed';
  return { field, label, status, payload: { type: 'richText', before: oldText || EMPTY, after: newText || EMPTY, segments: wordSegments(oldText, newText) } };
}

function presentedField(field: string, label: string, before: Presented, after: Presented): FieldDiff | null {
  if (before.type === 'hidden' || after.type === 'hidden') return null;
  if (before.type === 'list' && after.type === 'list') {
    const items = diffLists(before.items, after.items);
    return { field, label, status: items.length === 0 ? 'same' : listStatus(items), payload: { type: 'list', items } };
  }
  const text = (p: Presented) => (p.type === 'value' ? p.text : p.type === 'list' ? p.items.map((i) => i.text).join('; ') || EMPTY : EMPTY);
  const identity = (p: Presented) => (p.type === 'value' ? (p.identity ?? '') : '');
  const [oldText, newText] = [text(before), text(after)];
  return { field, label, status: valueStatus(oldText, newText, identity(before) === identity(after)), payload: { type: 'value', before: oldText, after: newText } };
}

export async function buildVersionDiff(ctx: EngineContext, def: ServerKindDefinition, before: Input, after: Input): Promise<FieldDiff[]> {
  const richText = new Set(def.richTextFields ?? []);
  const presenters = { ...enginePresenters(def), ...def.comparePresenters };
  const fields: FieldDiff[] = [];
  for (const field of comparedFields(def)) {
    const label = def.labels[field]?.[ctx.language] ?? field;
    if (richText.has(field)) {
      fields.push(richTextField(field, label, before[field], after[field]));
      continue;
    }
    const present = presenters[field] ?? byDefault;
    const diff = presentedField(field, label, await present(before[field], before, ctx), await present(after[field], after, ctx));
    if (diff) fields.push(diff);
  }
  return fields;
}
