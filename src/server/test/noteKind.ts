/**
 * A fake record kind for the engine's tests ("note": a code, a name, one text, a rich-text summary and
 * the entity it belongs to). Nothing registers it in the app: the engine reads only the declaration.
 */
import * as yup from 'yup';
import { sql } from 'kysely';
import type { ObjectKind } from '@/shared/enums';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { countRichTextCharacters } from '@/shared/richText';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { containsText } from '../records/textMatch';
import { emptyFakeRecordHeader, fakeRecordHeaderSchemaFields, type FakeRecordHeader } from './fakeKindHeader';

// A type, not an interface: the engine's requests take plain records (an interface has no index signature).
export type NoteInput = FakeRecordHeader & {
  body: string;
  /** Rich text (HTML), at most NOTE_SUMMARY_MAX characters once the markup is stripped (SPEC §5). */
  summary: string;
};

export const NOTE_SUMMARY_MAX = 30;

export const emptyNote = (): NoteInput => ({ ...emptyFakeRecordHeader(), body: '', summary: '' });

const noteSchema = yup.object({
  ...fakeRecordHeaderSchemaFields(),
  body: yup.string().max(50).default(''),
  summary: yup
    .string()
    .default('')
    .test('rich-text-max', 'maxCharacters', (html) => countRichTextCharacters(html) <= NOTE_SUMMARY_MAX),
});

/**
 * An object kind no real kind uses, with the permission numbers and codes of the document area (the
 * engine takes both from the meta: which area is irrelevant to what is proven here). Like documents,
 * a note is owned by an entity (KIND_BASICS.document declares `inEntity`): organization_id is its entity.
 */
export const NOTE_OBJECT_KIND = 90 as ObjectKind;

export const noteKind: ServerKindDefinition<NoteInput> = {
  meta: { ...RECORD_KINDS.document, objectKind: NOTE_OBJECT_KIND },
  schema: noteSchema,
  labels: { body: { pt: 'Texto', en: 'Text' }, summary: { pt: 'Resumo', en: 'Summary' } },
  emptyInput: emptyNote,
  hasParentOfSameKind: false,
  owningOrganization: (input, existing) => existing?.organization_id ?? input.organizationId,
  organizationOf: (row) => (typeof row.data.organizationId === 'number' ? row.data.organizationId : null),
  stateField: 'recordStateIds',
  filters: [
    { field: 'code', where: (eb, v) => (typeof v === 'string' && v ? eb('code', '=', v) : null) },
    { field: 'body', where: (_eb, v) => (typeof v === 'string' && v.trim() ? containsText(sql`data->>'body'`, v.trim()) : null) },
  ],
  sortColumns: { Code: 'code', Name: 'name' },
  listExtra: (row) => ({ body: row.data.body ?? null }),
  richTextFields: ['summary'],
};

/** The note as the engine handles every kind: a plain record. */
export const note = noteKind as unknown as ServerKindDefinition;
