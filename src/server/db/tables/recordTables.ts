/** The records themselves: versions, codes, the workflow's audit trail, schedules, attachments and who has a version open. Columns as in SQL (../schema.ts says why). */
import type { Generated } from 'kysely';
import type { WithDefault, Timestamp, NullableTimestamp, DateText } from './columnTypes';

/** Kind-specific fields of a record version; the record engine's registry types them per kind. */
export type RecordData = Record<string, unknown>;

export interface RecordVersionTable {
  /** ObjectKind. */
  kind: number;
  id: number;
  version: number;
  /** RecordState. */
  state: number;
  code: string | null;
  name: string | null;
  abbreviation: string | null;
  active: WithDefault<boolean>;
  parent_id: number | null;
  parent_version: number | null;
  organization_id: number | null;
  start_date: DateText;
  end_date: DateText;
  data: WithDefault<RecordData>;
  version_comment: string | null;
  row_version: WithDefault<number>;
  created_by: string | null;
  created_at: Timestamp;
  changed_by: string | null;
  changed_at: NullableTimestamp;
  /** When this version became the published one (set by the engine; a trigger fills rows written outside it). */
  published_at: NullableTimestamp;
  /** When it stopped being the published one (replaced, archived, obsolete, extinct); null while it is. */
  unpublished_at: NullableTimestamp;
}

export interface RecordSequenceTable {
  kind: number;
  next_id: number;
}

export interface RecordActionTable {
  id: Generated<string>;
  kind: number;
  record_id: number;
  version: number;
  /** RecordActionName, or 'create' / 'save' / 'newVersion' for edits. */
  action: string;
  from_state: number | null;
  to_state: number | null;
  comment: string | null;
  /** A return's refusal type (issue 29 §10); null for every other action. */
  refusal_type_id: number | null;
  username: string;
  at: Timestamp;
}

/** A pending scheduled publication of a record version (issue 14 §1): one per version, deleted once done. */
export interface PublicationScheduleTable {
  kind: number;
  record_id: number;
  version: number;
  publish_at: Timestamp;
  /** The reviewer who scheduled it (app_user.id). */
  user_id: number;
  /** The version's row_version when it was scheduled. */
  row_version: number;
  continue_on_duplicate: WithDefault<boolean>;
  created_at: Timestamp;
}

/**
 * One uploaded attachment (documents' files, services' diagrams): each upload its own row and id, its
 * bytes in a shared `attachment_content`; record versions keep only `attachmentId` in their data
 * (src/server/attachments/).
 */
export interface AttachmentTable {
  id: Generated<number>;
  content_id: number;
  /** The media type declared by the upload (checked against the bytes). */
  mime: string;
  size: number;
  created_at: Timestamp;
}

/** The bytes of attachments, stored once per content (SHA-256 and size) whoever uploaded them. */
export interface AttachmentContentTable {
  id: Generated<number>;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  size: number;
  /** Read as a Uint8Array (PGlite) or a Buffer, which is one (pg). */
  bytes: Uint8Array;
  created_at: Timestamp;
}

/** Who has a record version open for editing (issue 31 §2, presence/presenceStore.ts): one row per hub connection and version. */
export interface RecordPresenceTable {
  connection_id: string;
  user_id: number;
  /** As the record routes name kinds (RecordKindName). */
  kind: string;
  record_id: number;
  version: number;
  since: Timestamp;
  /** Refreshed at each keep-alive by the process holding the connection; older than two keep-alives is stale. */
  seen_at: Timestamp;
}
