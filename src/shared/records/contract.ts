/** The wire contract of the record engine: what the list, detail, history and task calls answer. */
import type { RecordActionName, RecordState } from '../recordStates';
import type { ScheduledPublication } from '../scheduling';
import type { RecordKindName } from './kinds';

/** SPEC §3 table data. */
export interface TableData<T> {
  items: T[];
  /** Exact unless `totalIsEstimate` ("about `total`") or `totalIsLowerBound` ("more than `total`"). */
  total: number;
  pageCount: number;
  /** The page answered: the last one when the one asked lies past the end. */
  pageNumber: number;
  /** Set when `total` is the database planner's estimate, rounded (LIMITS.exactTotalUpTo): "about `total`". */
  totalIsEstimate?: boolean;
  /** Set when the list knows only that more than `total` records match (LIMITS.exactTotalUpTo). */
  totalIsLowerBound?: boolean;
}

/** The columns every kind's version carries (the engine's header fields). */
export interface RecordHeader {
  kind: RecordKindName;
  id: number;
  version: number;
  state: RecordState;
  code: string;
  name: string;
  abbreviation: string;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  parentId: number | null;
  parentVersion: number | null;
  parentName: string | null;
}

export interface RecordListItem extends RecordHeader {
  changedAt: string;
  /** The name of the entity that owns it (kinds owned by an entity): its published version's, else its latest's; null otherwise. */
  organizationName: string | null;
  /** Kind-specific columns a list shows (e.g. the entity type). */
  extra: Record<string, unknown>;
  /** Its pending scheduled publication (issue 14 §1), when it has one. */
  scheduledPublication?: ScheduledPublication;
}

/** One version of a record, with what the current user may do with it. */
export interface RecordView<TData = Record<string, unknown>> extends RecordHeader {
  organizationId: number | null;
  /** As in RecordListItem: the owning entity's name (kinds owned by an entity), null otherwise. */
  organizationName: string | null;
  versionComment: string;
  rowVersion: number;
  createdBy: string | null;
  createdAt: string;
  changedBy: string | null;
  changedAt: string | null;
  data: TData;
  /** Workflow actions the user may take on this version now. */
  allowedActions: RecordActionName[];
  /** The user may save this version (in place, or as a new draft when it is published). */
  canEdit: boolean;
  /** The user may create sub-records under it (sub-entities). */
  canCreateChild: boolean;
  /**
   * On an entity's view only: the kinds owned by an entity (`inEntity`: services, documents …) whose
   * records the user may create under this entity (create/edit in its scope). The server re-checks on save.
   */
  canCreateOwned?: RecordKindName[];
  /** The user may read the audit trail (only readers of the record's unpublished versions may). */
  canReadAudit: boolean;
  /** A newer version still in progress (draft, returned, submitted), if any: edit that one (-103). */
  pendingVersion: number | null;
  latestVersion: number;
  /** Its pending scheduled publication (issue 14 §1), when it has one. */
  scheduledPublication?: ScheduledPublication;
}

/**
 * One changed field of a version (SPEC §3 change log entry): the field as data, its values as people
 * read them (rich text without markup, files by name), and the spec's text 'Field: old != new' in the
 * caller's language.
 */
export interface ChangeLogEntry {
  /** The field's name in the kind's declaration ('name', 'procedure', …). */
  field: string;
  before: string;
  after: string;
  text: string;
}

/** SPEC §3 history entry: a version and a date. */
export interface HistoryEntry {
  version: number;
  date: string;
  state: RecordState;
  changedBy: string | null;
}

export interface AuditEntry {
  version: number;
  action: string;
  fromState: RecordState | null;
  toState: RecordState | null;
  comment: string | null;
  username: string;
  at: string;
}

export interface SaveRecordRequest<TInput = Record<string, unknown>> {
  input: TInput;
  /** row_version of the version as loaded; omitted when creating. */
  rowVersion?: number;
  /** Resend after a duplicate warning (-106 …) to go ahead anyway. */
  continueOnDuplicate?: boolean;
}

export interface ActionRequest {
  rowVersion: number;
  comment?: string;
  /** Required by 'extinct': the end of validity (yyyy-MM-dd). */
  endDate?: string;
  continueOnDuplicate?: boolean;
}

/** A record with a name like the one being saved that the caller may read: what a duplicate warning lists. */
export interface SimilarReadableRecord {
  id: number;
  /** Its latest active version. */
  version: number;
  name: string;
}

/**
 * One a duplicate warning lists: readable, or only said to exist (a version the caller may not read, a
 * draft in another branch: "um registo semelhante noutro ramo", without its name, id or version).
 */
export type SimilarRecord = SimilarReadableRecord | { elsewhere: true };

/**
 * The envelope's data of a duplicate warning (the kind's duplicate code: -106, -205, -225, -255,
 * -305): the similar records as data, so that the dialog lists and links them without reading prose.
 * SPEC §8 gives -225 and -305 a second meaning, 'service already provided by the point of care': that
 * refusal is answered with the same code but no `similar` list, so only an answer carrying the list is
 * a warning the user may continue past (similarRecords.ts, docs/decisions.md).
 */
export interface DuplicateWarningData {
  similar: SimilarRecord[];
}

export interface SavedRecord {
  id: number;
  version: number;
  /** The version's state now; a deleted version's, the state it had. */
  state: RecordState;
  /** The version was deleted (the 'delete' action). */
  deleted?: true;
  /** The action can be undone with this token for a short while (issue 30 §4, src/shared/undo.ts). */
  undoToken?: string;
}

/** A record waiting for the current user (Tasks). */
export interface TaskItem extends RecordListItem {
  submittedBy: string | null;
  submittedAt: string | null;
}

/** An organisation as the picker shows it (coloured markers for published, folder and submitted). */
export interface OrganizationOption {
  id: number;
  version: number;
  code: string;
  name: string;
  abbreviation: string;
  state: RecordState;
  isFolder: boolean;
}

/**
 * What the organisation picker offers: 'any' what the user may read (related entities, filters);
 * 'parent' the published organisations under which the user may create or edit entities (the parent
 * field: their profiles' subtrees, the whole tree for a whole-tree profile); 'owner' the published
 * entities that may own records of the picker's `kind` (its owner flag in KIND_BASICS, e.g. may have
 * services) and under which the user may create them.
 */
export const ORGANIZATION_PICKER_PURPOSES = ['any', 'parent', 'owner'] as const;
export type OrganizationPickerPurpose = (typeof ORGANIZATION_PICKER_PURPOSES)[number];

/** An Azores division (island, municipality or parish) as record forms offer it. */
export interface DivisionOption {
  id: number;
  /** DivisionType. */
  type: number;
  code: string;
  name: string;
  parentId: number | null;
}

/** A legislation of the settings as record forms offer it (services' legislations). */
export interface LegislationOption {
  id: number;
  /** LegislationType (src/shared/settings/vocabulary.ts). */
  type: string;
  number: string;
  /** yyyy-MM-dd */
  date: string;
  title: string;
}

/**
 * POST /attachment/get (SPEC §7): one stored attachment of a record version the caller may read;
 * answers the Attachment with its data (base64).
 */
export interface AttachmentRequest {
  kind: RecordKindName;
  id: number;
  version: number;
  attachmentId: number;
}

/** Copying a document (or any kind that allows it) into a new draft record under an entity; -253 when not allowed. */
export interface CopyRecordRequest {
  organizationId: number;
}

export const RECORD_PATHS = {
  base: (kind: RecordKindName) => `/records/${kind}`,
  search: (kind: RecordKindName) => `/records/${kind}/search`,
  version: (kind: RecordKindName, id: number, version: number) => `/records/${kind}/${id}/${version}`,
  action: (kind: RecordKindName, id: number, version: number, action: RecordActionName) => `/records/${kind}/${id}/${version}/actions/${action}`,
  history: (kind: RecordKindName, id: number) => `/records/${kind}/${id}/history`,
  changeLog: (kind: RecordKindName, id: number, version: number) => `/records/${kind}/${id}/${version}/changelog`,
  audit: (kind: RecordKindName, id: number) => `/records/${kind}/${id}/audit`,
  organizationPicker: '/records/entity/picker',
  tasks: '/tasks/search',
  reference: (category: string) => `/reference/${category}`,
  divisions: '/reference/divisions',
  /** The active legislations of the settings, for any signed-in user (LegislationOption[]). */
  legislations: '/reference/legislations',
  attachment: '/attachment/get',
  copy: (kind: RecordKindName, id: number, version: number) => `/records/${kind}/${id}/${version}/copy`,
} as const;
