/**
 * The building blocks of the kinds' shared yup schemas (entity.ts, service.ts, document.ts …): each
 * names a §5 message reference, never words in one language, and is strict about types (a number
 * where text is expected is refused, yup would turn 5 into "5"), yet trims text.
 */
import * as yup from 'yup';
import { attachmentProblem } from '../fileTypes';
import { INPUT_LIMITS, LIMITS } from '../limits';
import { isCalendarDate, ISO_DATE_PATTERN, messageRef as m } from '../validation';

/** Keeps a string as sent and anything else as sent too, for the type check to refuse. */
const onlyText = (value: unknown, original: unknown) => (typeof original === 'string' ? value : original);
/** Trims text; anything else stays as sent, for the type check to refuse (yup's trim would throw on an object). */
const trimmedText = (_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original);

/** yup words its own type, null, range and choice checks in English: here each one names a §5 message. */
export const FORMAT = m('format');
export const checked = <S extends yup.Schema>(schema: S): S => schema.typeError(FORMAT).nonNullable(FORMAT) as unknown as S;
/** Text taken as sent (not trimmed): rich text, long text. */
/**
 * A value taken as sent: yup's coercion off, so the type check refuses what is not of the type.
 * Not `.strict()`: a strict field is also left without its default when the body leaves it out (a
 * missing list stayed undefined and the kind's checks failed on it), and yup's coercion itself throws on
 * a body such as `{"toString": 1}` (it calls the value's `toString`): both were HTTP 500s (issue 28).
 * The flag is read by the transform yup adds at construction, on that very schema: hence the mutation.
 */
export const uncoerced = <S extends yup.Schema>(schema: S): S => schema.withMutation((mutable) => mutable.clone({ coerce: false }));
export const anyText = () => checked(uncoerced(yup.string())).transform(onlyText);
export const text = (max: number = LIMITS.textMaxLength) => checked(uncoerced(yup.string())).transform(trimmedText).max(max, m('maxCharacters'));
/** A number as sent. */
export const number = () => checked(uncoerced(yup.number()));
export const required = (max?: number) => text(max).required(m('required'));
/** yyyy-MM-dd ('Formato inválido' otherwise) and a day of the calendar ('Data inválida' for 2025-02-31, issue 29 §8). */
export const isoDate = () =>
  anyText()
    .matches(ISO_DATE_PATTERN, { message: FORMAT, excludeEmptyString: true })
    .test('calendar-date', m('invalidDate'), (value) => !value || !ISO_DATE_PATTERN.test(value) || isCalendarDate(value));
/** A database id: an integer within int4, never text that looks like one. */
export const id = () => number().integer(FORMAT).positive(FORMAT).max(INPUT_LIMITS.integerMax, FORMAT);
export const flag = () => checked(uncoerced(yup.boolean()));
/** yup does not coerce arrays (a non-array fails the type check); each item is read by its own schema. */
export const list = <T extends yup.Schema>(item: T, max: number) => checked(yup.array(item)).max(max, m('tooManyItems', max));
/** An http(s) address, or empty. */
export const url = (max: number = INPUT_LIMITS.urlMaxLength) => text(max).matches(/^https?:\/\/[^\s]+$/i, { message: m('url'), excludeEmptyString: true });
/** Base64 grows 4 characters for every 3 bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * A file as a record carries it (SPEC §3 Attachment: name, size, mime, format, data in base64): the
 * declared size and type must be those of the bytes, one of the §3.2 types (only images when asked).
 * With `stored`, a file the server already keeps travels without its bytes, by `attachmentId`
 * (documents and service diagrams); otherwise the bytes always travel (the entity's logo).
 */
export function attachmentSchema(options: { maxBytes: number; imagesOnly: boolean; stored: boolean }) {
  const fields = {
    name: required(255),
    size: number().integer(FORMAT).min(0, FORMAT).max(options.maxBytes, m('fileTooLarge')).required(m('required')),
    mime: (options.imagesOnly ? anyText().matches(/^image\//, { message: FORMAT }) : anyText().max(255, FORMAT)).required(m('required')),
    format: text(10).required(m('required')),
  };
  const data = anyText().max(base64Length(options.maxBytes), m('fileTooLarge'));
  const bytesMatch = (file: { data?: string; size: number; mime: string }, context: yup.TestContext) => {
    if (typeof file.data !== 'string' || file.data === '') return true;
    const problem = attachmentProblem({ data: file.data, size: file.size, mime: file.mime }, options);
    return problem === null || context.createError({ message: problem === 'size' ? m('fileTooLarge') : m('fileContent') });
  };
  if (!options.stored) {
    return checked(yup.object({ ...fields, data: data.required(m('required')) })).test('attachment-bytes', m('fileContent'), function check(file) {
      return !file || bytesMatch(file, this);
    });
  }
  return checked(yup.object({ ...fields, data: data.default(''), attachmentId: id().nullable().default(null) })).test(
    'attachment-bytes',
    m('fileContent'),
    function check(file) {
      if (!file) return true;
      // Either new bytes, or the id of bytes the server already keeps.
      if (!file.data && (file.attachmentId === null || file.attachmentId === undefined)) return this.createError({ message: m('required') });
      return bytesMatch(file, this);
    },
  );
}

/** The header fields every kind's schema starts with (RecordHeaderFields: the engine's columns). */
export function headerSchemaFields() {
  return {
    code: required(),
    abbreviation: required(),
    name: required(),
    startDate: isoDate().required(m('required')),
    endDate: isoDate().nullable().default(null),
    active: flag().default(true),
    versionComment: text(LIMITS.textareaMaxLength).default(''),
  };
}

/** The header fields of a new record's input, empty. */
export function emptyHeader() {
  return { code: '', abbreviation: '', name: '', startDate: '', endDate: null, active: true, versionComment: '' };
}

/** The header fields' labels; a kind overrides what its nouns need ('Pública/ativa' for an entity, 'Código do serviço'). */
export const HEADER_FIELD_LABELS = {
  code: { pt: 'Código', en: 'Code' },
  abbreviation: { pt: 'Sigla', en: 'Abbreviation' },
  name: { pt: 'Nome', en: 'Name' },
  startDate: { pt: 'Data de início de validade', en: 'Validity start date' },
  endDate: { pt: 'Data de fim de validade', en: 'Validity end date' },
  active: { pt: 'Público/ativo', en: 'Public/active' },
  versionComment: { pt: 'Comentário da versão', en: 'Version comment' },
} as const;
