/**
 * The side-by-side comparison of two versions of a record (issue 14 §2): GET
 * /api/records/{kind}/{id}/compare?from=A&to=B answers a VersionDiff. Every field of the kind, in form
 * order, with its status and a payload the SPA renders without interpreting values: plain values as
 * the detail page words them (references by their names), rich text as word-level segments of its
 * text (never HTML), lists item by item.
 */
import type { RecordState } from '../recordStates';

export type DiffStatus = 'same' | 'changed' | 'added' | 'removed';

/** A run of words of a rich text: kept, inserted (only in the newer version) or deleted (only in the older). */
export interface TextSegment {
  op: 'same' | 'insert' | 'delete';
  text: string;
}

/** One item of a list field, matched across the versions by its key (a contact by type and value, a legislation by id, …). */
export interface ListItemDiff {
  key: string;
  status: DiffStatus;
  /** The item as the older version words it (null when added). */
  before: string | null;
  /** The item as the newer version words it (null when removed). */
  after: string | null;
}

export type FieldDiffPayload =
  { type: 'value'; before: string; after: string } | { type: 'richText'; before: string; after: string; segments: TextSegment[] } | { type: 'list'; items: ListItemDiff[] };

export interface FieldDiff {
  field: string;
  /** The field's label in the answer's language. */
  label: string;
  status: DiffStatus;
  payload: FieldDiffPayload;
}

/** A compared version: what the columns' heads show. */
export interface ComparedVersion {
  version: number;
  state: RecordState;
  date: string;
  changedBy: string | null;
  versionComment: string;
}

export interface VersionDiff {
  id: number;
  /** The older version (left column): the server puts the lower number here whatever the order asked. */
  from: ComparedVersion;
  /** The newer version (right column). */
  to: ComparedVersion;
  fields: FieldDiff[];
}

/** Shown for an empty value, as the change log does. */
export const DIFF_EMPTY = '—';

/**
 * A change log entry (SPEC §3 'Field: old != new', contract.ts ChangeLogEntry) with the changed field
 * as the compare dialog shows it (issue 29 §2): the change log and the comparison word values through
 * the same presenters, so no structured value reaches a screen as raw JSON.
 */
export interface ChangeLogLine {
  field: string;
  before: string;
  after: string;
  text: string;
  diff: FieldDiff;
}
