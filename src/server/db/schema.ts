/**
 * The Kysely view of the database: one `<Name>Table` type per table, columns in snake_case exactly as
 * in SQL (no CamelCasePlugin: what you read here is what you type in psql; repositories map rows to
 * the camelCase shapes of the API). Must match the migrations in ./migrations.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A column the database fills when an insert leaves it out (a DEFAULT); always there when read. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** timestamptz: pg reads a Date; we write a Date or let the default apply. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns are read as 'YYYY-MM-DD' text (createDatabase turns off pg's Date parsing for them). */
type DateText = WithDefault<string | null>;

export interface LookupTable {
  /** Which enumeration: 'objectKind', 'recordState', … (see db/seed/lookups.ts). */
  kind: string;
  code: number;
  /** The member's name in code (e.g. 'Published'), stable across label changes. */
  value: string;
  label_pt: string;
  label_en: string;
}

export interface DivisionTable {
  id: Generated<number>;
  /** DivisionType. */
  type: number;
  /** DICOFRE code: 2 digits island (district), 4 municipality, 6 parish. */
  code: string;
  name: string;
  parent_id: number | null;
}

export type EconomicActivityLevel = 'section' | 'division' | 'group' | 'class' | 'subclass';

export interface EconomicActivityTable {
  id: Generated<number>;
  level: EconomicActivityLevel;
  code: string;
  parent_code: string | null;
  designation: string;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  given_name: WithDefault<string>;
  email: WithDefault<string>;
  language: WithDefault<'pt' | 'en'>;
  /** auth/passwordHash.ts format; null: no password sign-in (guest, regional sign-in users). */
  password_hash: string | null;
  /** UserStatus. */
  status: number;
  is_gra_user: WithDefault<boolean>;
  must_change_password: WithDefault<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfileTable {
  id: Generated<number>;
  name: string;
  /** Root of the organisation subtree the profile covers; null: the whole tree. */
  organization_id: number | null;
  excluded_organization_ids: WithDefault<number[]>;
  permissions: WithDefault<number[]>;
}

export interface UserProfileTable {
  user_id: number;
  profile_id: number;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Date;
  ended_at: NullableTimestamp;
  /** Hash (`th` claim) of the latest token issued for the session. */
  token_hash: string;
  /** Token replaced by the last refresh, still accepted for a short grace (auth/sessionRepository.ts). */
  previous_token_hash: string | null;
  rotated_at: NullableTimestamp;
  last_seen_at: Timestamp;
  /** The provider's ID token when the session began through the regional sign-in (its logout's id_token_hint). */
  oidc_id_token: WithDefault<string | null>;
}

/** A regional sign-in sent to the provider and not yet back (oidc/pendingLoginRepository.ts). */
export interface OidcPendingLoginTable {
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ServerKeyTable {
  name: string;
  value: string;
}

/** One counter per username and source address (auth/loginThrottle.ts). */
export interface LoginAttemptTable {
  /** Normalised (trimmed, lower-case) so case variants share one counter. */
  username: string;
  /** The source address (request.ip, so trustProxy applies); an IPv6 address by its /64. */
  address: string;
  /** Consecutive failures from this address; 0 after a success. */
  failed_count: number;
  last_failed_at: Date | null;
  /** The last sign-in from this address: the per-username ceiling spares it. */
  last_success_at: Date | null;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  action_id: number;
  title: string;
  body: WithDefault<string>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** The workflow action (RecordActionName) it tells of; null for notifications of other origins. */
  event: WithDefault<string | null>;
  /** The record version it is about (record_version kind, id, version); null when none. */
  record_kind: WithDefault<number | null>;
  record_id: WithDefault<number | null>;
  record_version: WithDefault<number | null>;
  /** Where it leads when not to its record (a bulk job's result page, issue 30 §1); null otherwise. */
  link: WithDefault<string | null>;
}

/** A bulk workflow action (issue 30 §1): one job per call, its records in bulk_job_item. */
export interface BulkJobTable {
  id: Generated<number>;
  /** The caller (app_user.id). */
  user_id: number;
  /** BulkActionName. */
  action: string;
  /** BulkJobState. */
  state: string;
  total: WithDefault<number>;
  done: WithDefault<number>;
  refused: WithDefault<number>;
  /** The action's options (BulkJobOptions, src/server/bulk/bulkJobs.ts). */
  options: ColumnType<unknown, string | undefined, string>;
  /** Why it failed (both languages); null otherwise. */
  message_pt: WithDefault<string | null>;
  message_en: WithDefault<string | null>;
  lease_owner: WithDefault<string | null>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** One selected record of a bulk job, in selection order (seq), with its outcome. */
export interface BulkJobItemTable {
  job_id: number;
  seq: number;
  /** record_version.kind. */
  kind: number;
  record_id: number;
  version: number;
  /** The rowVersion the client saw, when it sent one. */
  row_version: number | null;
  code: WithDefault<string>;
  name: WithDefault<string>;
  /** BulkOutcome. */
  outcome: WithDefault<string>;
  error_code: WithDefault<number | null>;
  error_pt: WithDefault<string | null>;
  error_en: WithDefault<string | null>;
}

/** An import (issue 12 §3): a job whose state lives here so it survives a reload and a restart. */
export interface ImportJobTable {
  id: Generated<number>;
  /** ImportType. */
  import_type: number;
  file_name: string;
  /** The importer (app_user.id). */
  user_id: number;
  /** ImportState. */
  state: string;
  /** ImportMode, once started. */
  mode: WithDefault<string | null>;
  total: WithDefault<number>;
  validated: WithDefault<number>;
  written: WithDefault<number>;
  failed: WithDefault<number>;
  error_count: WithDefault<number>;
  warning_count: WithDefault<number>;
  /** The parsed file (ImportTable), so a job resumes after a restart. */
  table_data: ColumnType<unknown, string, string>;
  /** Indexes into the table's rows of those with at least one error. */
  error_rows: ColumnType<number[], string | undefined, string>;
  /** Writing in batches: the rows before this index are done. */
  next_row: WithDefault<number>;
  /** Why it failed (both languages); null otherwise. */
  message_pt: WithDefault<string | null>;
  message_en: WithDefault<string | null>;
  /** Which process runs it, until when (renewed while it runs); null when nobody does. */
  lease_owner: WithDefault<string | null>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface ImportIssueTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  column_header: string | null;
  /** 'error' | 'warning'. */
  severity: string;
  message_pt: string;
  message_en: string;
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

/** A signed-in user's home search, kept for their history. */
export interface SearchHistoryTable {
  id: Generated<number>;
  user_id: number;
  filters: ColumnType<Record<string, unknown>, string, string>;
  searched_at: Timestamp;
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

/** A multi-language reference list item (entity types, relation types, channel types, …). */
export interface ReferenceItemTable {
  id: Generated<number>;
  category: string;
  label_pt: string;
  label_en: WithDefault<string>;
  active: WithDefault<boolean>;
  sort_order: WithDefault<number>;
  data: WithDefault<Record<string, unknown>>;
}

export interface LegislationTable {
  id: Generated<number>;
  /** LegislationType of src/shared/settings/vocabulary.ts. */
  type: string;
  number: string;
  date: ColumnType<string, string, string>;
  title: string;
  journal_url: WithDefault<string>;
  active: WithDefault<boolean>;
}

export interface RefusalTypeTable {
  id: Generated<number>;
  code: string;
  designation_pt: string;
  designation_en: WithDefault<string>;
  active: WithDefault<boolean>;
}

export interface AppParameterTable {
  id: Generated<number>;
  key: string;
  /** Text on the wire and here; `type` says how to read it. */
  value: string;
  description: WithDefault<string>;
  type: 'text' | 'number' | 'boolean' | 'date';
}

/** Per language: { question, defaultAnswer, answer } (RichTextTemplateText of the settings contract). */
export type RichTextTemplateTexts = Record<string, { question: string; defaultAnswer: string; answer: string }>;

export interface RichTextTemplateTable {
  id: Generated<number>;
  name: string;
  active: WithDefault<boolean>;
  texts: RichTextTemplateTexts;
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

export interface SeedStepTable {
  step: string;
  ran_at: Timestamp;
}

/** The broken-link check (issue 14 §4; src/server/linkCheck). */
export interface LinkCheckRunTable {
  id: Generated<number>;
  /** LinkCheckRunState. */
  state: string;
  /** LinkCheckTrigger. */
  trigger: string;
  started_by: number | null;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  url_count: WithDefault<number>;
  checked_count: WithDefault<number>;
  broken_count: WithDefault<number>;
  lease_owner: string | null;
  lease_until: NullableTimestamp;
}

export interface LinkCheckUrlTable {
  url: string;
  /** LinkOutcome. */
  outcome: string;
  http_status: number | null;
  detail: string | null;
  checked_at: Timestamp;
}

export interface LinkCheckOccurrenceTable {
  id: Generated<number>;
  url: string;
  /** ObjectKind. */
  kind: number;
  record_id: number;
  version: number;
  field: string;
  item: string | null;
  organization_id: number | null;
}

/** Open data (issue 14 §3): one row of settings. */
export interface OpenDataSettingTable {
  id: number;
  exposed_kinds: string[];
  anonymous_per_minute: number;
  key_per_minute: number;
  updated_by: string | null;
  updated_at: NullableTimestamp;
}

/** An integrator's key: the SHA-256 (hex) of its secret, never the secret. */
export interface OpenDataKeyTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  prefix: string;
  created_by: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** What an undoable action changed (issue 30 §4, undo/undoStore.ts): kept until `expires_at`, keyed by its token's SHA-256. */
export interface UndoEntryTable {
  token_hash: string;
  user_id: number;
  /** UndoableAction (src/shared/undo.ts). */
  action: string;
  object_kind: number | null;
  record_id: number | null;
  version: number | null;
  /** The version's row_version the action left (null when it deleted the version). */
  row_version: number | null;
  before: ColumnType<unknown, string, string>;
  after: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A user's shape of one list (issue 30 §3, me/preferenceStore.ts): ListPreferences of src/shared/userPreferences.ts. */
export interface UserListPreferenceTable {
  user_id: number;
  list_key: string;
  preferences: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

/** A user's named search form of a list (issue 30 §3, me/savedSearchStore.ts). */
export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  form: string;
  name: string;
  search_values: ColumnType<Record<string, unknown>, string, string>;
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

/** A successful settings write (issue 31 §4, m0027): who, when, which route and target; never the body. */
export interface SettingsActionTable {
  id: Generated<string>;
  at: Timestamp;
  username: string;
  /** The settings area: the path segment after /settings (users, profiles, opendata, …). */
  area: string;
  /** create | update | delete, or the route's own verb (resetpassword, reset, …). */
  action: string;
  method: string;
  /** The route's pattern, e.g. /api/settings/users/:userId. */
  route: string;
  /** The target's id when the route names one (or the created one's). */
  target: string | null;
}

export interface Database {
  lookup: LookupTable;
  division: DivisionTable;
  economic_activity: EconomicActivityTable;
  app_user: AppUserTable;
  profile: ProfileTable;
  user_profile: UserProfileTable;
  session: SessionTable;
  oidc_pending_login: OidcPendingLoginTable;
  server_key: ServerKeyTable;
  login_attempt: LoginAttemptTable;
  notification: NotificationTable;
  bulk_job: BulkJobTable;
  bulk_job_item: BulkJobItemTable;
  record_version: RecordVersionTable;
  record_sequence: RecordSequenceTable;
  seed_step: SeedStepTable;
  record_action: RecordActionTable;
  reference_item: ReferenceItemTable;
  legislation: LegislationTable;
  refusal_type: RefusalTypeTable;
  app_parameter: AppParameterTable;
  rich_text_template: RichTextTemplateTable;
  attachment: AttachmentTable;
  attachment_content: AttachmentContentTable;
  search_history: SearchHistoryTable;
  import_job: ImportJobTable;
  import_issue: ImportIssueTable;
  link_check_run: LinkCheckRunTable;
  link_check_url: LinkCheckUrlTable;
  link_check_occurrence: LinkCheckOccurrenceTable;
  publication_schedule: PublicationScheduleTable;
  open_data_setting: OpenDataSettingTable;
  open_data_key: OpenDataKeyTable;
  user_list_preference: UserListPreferenceTable;
  saved_search: SavedSearchTable;
  undo_entry: UndoEntryTable;
  record_presence: RecordPresenceTable;
  settings_action: SettingsActionTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Profile = Selectable<ProfileTable>;
export type Session = Selectable<SessionTable>;
export type Division = Selectable<DivisionTable>;
export type EconomicActivity = Selectable<EconomicActivityTable>;
export type Notification = Selectable<NotificationTable>;
export type RecordVersion = Selectable<RecordVersionTable>;
export type NewRecordVersion = Insertable<RecordVersionTable>;
export type ImportJob = Selectable<ImportJobTable>;
export type BulkJob = Selectable<BulkJobTable>;
export type BulkJobItem = Selectable<BulkJobItemTable>;
export type PublicationSchedule = Selectable<PublicationScheduleTable>;
