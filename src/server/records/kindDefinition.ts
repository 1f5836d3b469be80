/**
 * What a record kind declares to the server-side engine. Everything the engine does — versions,
 * workflow, permissions, duplicates, change log, lists — is written once against this shape.
 */
import type { Expression, SqlBool, ExpressionBuilder } from 'kysely';
import type { AnyObjectSchema } from 'yup';
import type { ErrorCodeNumber } from '@/shared/errors';
import type { RecordKindMeta } from '@/shared/records/kinds';
import type { Database, RecordVersion } from '../db/schema';
import type { FieldPresenter } from './compare/presented';
import type { EngineContext } from './engineContext';

/** The columns the engine stores for every kind; the rest goes to `data`. */
export interface HeaderColumns {
  code: string;
  name: string;
  abbreviation: string;
  active: boolean;
  start_date: string | null;
  end_date: string | null;
  parent_id: number | null;
  parent_version: number | null;
  version_comment: string;
  data: Record<string, unknown>;
}

export type RecordExpressionBuilder = ExpressionBuilder<Database, 'record_version'>;

export interface KindFilter {
  /** The name of the search-form field this filter reads. */
  field: string;
  /** The WHERE condition for a non-empty value, or null to skip. */
  where(eb: RecordExpressionBuilder, value: unknown): Expression<SqlBool> | null;
}

export interface ServerKindDefinition<TInput extends object = Record<string, unknown>> {
  meta: RecordKindMeta;
  /** The shared validation schema (the same one the SPA's form uses). */
  schema: AnyObjectSchema;
  labels: Readonly<Record<string, { pt: string; en: string }>>;
  /** The input of a new record: every field with its empty value; headerMapping.ts maps inputs and rows through it. */
  emptyInput(): TInput;
  /** The organisation whose subtree decides the permission: the parent of a new entity, the owner of others. */
  owningOrganization(input: TInput, existing: RecordVersion | null): number | null;
  /** The organisation a row belongs to once saved (stored in organization_id). */
  organizationOf(row: { id: number; parent_id: number | null; data: Record<string, unknown> }): number | null;
  /** Search-form field → condition; text fields are accent- and case-insensitive. */
  filters: readonly KindFilter[];
  /** The search form's state filter field, and its default when the form omits it. */
  stateField: string;
  /** Sort keys of the search form ('Code', 'Name', …) → column expression. */
  sortColumns: Readonly<Record<string, string>>;
  /** Columns of `data` that lists show. */
  listExtra(row: RecordVersion): Record<string, unknown>;
  /** Kind rules checked on every save, after the schema and the engine's date rules. */
  validate?(ctx: EngineContext, input: TInput, previous: RecordVersion | null): Promise<void>;
  /** Checks before extinguishing (e.g. no active sub-records). */
  beforeExtinct?(ctx: EngineContext, row: RecordVersion): Promise<void>;
  /** Whether records of this kind may hang under a parent record of the same kind (sub-entities, sub-services). */
  hasParentOfSameKind: boolean;
  /** Fields of `data` holding rich text (HTML): the engine keeps only its allow-list of HTML on every save. */
  richTextFields?: readonly string[];
  /**
   * Fields of `data` holding attachments (one object, or an array of them): the engine stores their
   * bytes apart (the attachment table) on save and keeps only the reference in `data`.
   */
  attachmentFields?: readonly string[];
  /**
   * The codes of a refused attachment: `refused` for bytes that are not an allowed file or not the
   * declared type or size, `unknown` for an `attachmentId` that is not this record's. Absent: the
   * kind's invalid code for both.
   */
  attachmentCodes?: { refused: ErrorCodeNumber; unknown: ErrorCodeNumber };
  /**
   * Copying a published version into a new draft record under another owner (POST …/{id}/{version}/copy,
   * src/server/records/recordCopy.ts): the input field holding the owning organisation, and the code of a
   * copy that is not allowed. Absent: the kind has no copy route.
   */
  copy?: { ownerField: string; notAllowed: ErrorCodeNumber };
  /**
   * Fields of `data` holding a point's coordinates as decimal-degree text (SPEC §5 coordinate): the
   * records' map of a search (POST /records/{kind}/map) places each matching record that has both.
   * Absent: the kind has no map.
   */
  mapCoordinates?: { latitude: string; longitude: string };
  /**
   * Fields of `data` holding web addresses, for the broken-link check (src/server/linkCheck): the
   * checker walks the registry and reads only these declarations. Absent: the kind holds no links.
   */
  linkFields?: readonly LinkField[];
  /**
   * How the side-by-side comparison of two versions (compare/) words the fields it knows better than
   * the default: references by their names, lists keyed item by item (compare/fieldPresenters.ts).
   */
  comparePresenters?: Readonly<Record<string, FieldPresenter>>;
}

/**
 * Where a kind keeps addresses: `url` one address; `richText` the links of its HTML; `contacts` the
 * values of a contact list's items of `contactType` (the report names them by `label`); `legislations` the official-journal links of the
 * settings' legislations whose ids the field lists.
 */
export type LinkField =
  | { field: string; type: 'url' | 'richText' | 'legislations' }
  | { field: string; type: 'contacts'; contactType: string; /** What the report calls the field (the contact type's name). */ label: Readonly<Record<'pt' | 'en', string>> };

/** The header columns every kind's list sorts by (SPEC §3.1 sort keys → record_version columns); a kind adds its own by spreading these. */
export const HEADER_SORT_COLUMNS: Readonly<Record<string, string>> = {
  Code: 'code',
  Name: 'name',
  Abbreviation: 'abbreviation',
  State: 'state',
  StartDate: 'start_date',
  EndDate: 'end_date',
  Version: 'version',
};
