/**
 * The Kysely view of the database: one `<Name>Table` type per table, columns in snake_case exactly as
 * in SQL (no CamelCasePlugin: what you read here is what you type in psql; repositories map rows to
 * the camelCase shapes of the API). Must match the migrations in ./migrations. The tables are declared by
 * area in ./tables; this file assembles them into the one Database type.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { LookupTable, DivisionTable, EconomicActivityTable, ReferenceItemTable, LegislationTable, RefusalTypeTable, SeedStepTable } from './tables/referenceTables';
import type {
  AppUserTable,
  ProfileTable,
  UserProfileTable,
  SessionTable,
  OidcPendingLoginTable,
  ServerKeyTable,
  LoginAttemptTable,
  RateLimitTable,
} from './tables/accountTables';
import type {
  RecordVersionTable,
  RecordSequenceTable,
  RecordActionTable,
  PublicationScheduleTable,
  AttachmentTable,
  AttachmentContentTable,
  RecordPresenceTable,
} from './tables/recordTables';
import type { BulkJobTable, BulkJobItemTable, ImportJobTable, ImportIssueTable, LinkCheckRunTable, LinkCheckUrlTable, LinkCheckOccurrenceTable } from './tables/jobTables';
import type { NotificationTable, SearchHistoryTable, UserListPreferenceTable, SavedSearchTable, UndoEntryTable } from './tables/userWorkTables';
import type { ReportGenerationTable, ReportSnapshotTable, ReportSnapshotChunkTable } from './tables/reportTables';
import type { AppParameterTable, RichTextTemplateTable, OpenDataSettingTable, OpenDataKeyTable, SettingsActionTable } from './tables/settingsTables';

export type * from './tables/referenceTables';
export type * from './tables/accountTables';
export type * from './tables/recordTables';
export type * from './tables/jobTables';
export type * from './tables/userWorkTables';
export type * from './tables/settingsTables';

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
  rate_limit: RateLimitTable;
  report_generation: ReportGenerationTable;
  report_snapshot: ReportSnapshotTable;
  report_snapshot_chunk: ReportSnapshotChunkTable;
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
