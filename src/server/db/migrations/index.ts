/**
 * The list of migrations, in code rather than read from a folder: the same list works under tsx,
 * Jest and a bundle, and a missing import fails at compile time. Kysely runs them in the order of
 * their names. Add new ones at the end and never edit or rename a migration that has shipped (a
 * database records the names it ran).
 *
 * Names: the first nineteen carry a date, and some of those dates are later than the day they were
 * written; they keep their names. Every later migration is named `mNNNN_<what_it_does>`: `m` and the
 * next four-digit sequence number (the twentieth is `m0020_…`). A letter sorts after every digit, so
 * these run after all the dated ones and among themselves by number; nothing in such a name can be
 * mistaken for a date or collide with one, whatever day it is written.
 */
import type { Migration } from 'kysely';
import * as foundation from './2026_11_22_001_foundation';
import * as recordEngine from './2026_11_22_002_record_engine';
import * as settings from './2026_11_22_003_settings';
import * as loginThrottlePerAddress from './2026_11_23_001_login_throttle_per_address';
import * as searchFormIndexes from './2026_11_23_101_search_form_indexes';
import * as clearNewVersionComments from './2026_11_23_102_clear_new_version_comments';
import * as nameSortIndexes from './2026_11_23_201_name_sort_indexes';
import * as serviceSearchIndexes from './2026_11_26_101_service_search_indexes';
import * as attachments from './2026_11_26_301_attachments';
import * as publicationPeriods from './2026_11_27_201_publication_periods';
import * as locationPointOfCareIndexes from './2026_11_27_301_location_point_of_care_indexes';
import * as searchHistory from './2026_11_27_401_search_history';
import * as organicOrder from './2026_11_28_101_organic_order';
import * as notificationRecords from './2026_11_28_201_notification_records';
import * as importJobs from './2026_11_29_101_import_jobs';
import * as regionalSignIn from './2026_11_29_701_regional_sign_in';
import * as publicationSchedules from './2026_11_30_101_publication_schedules';
import * as openData from './2026_11_30_301_open_data';
import * as linkChecks from './2026_11_30_401_link_checks';
import * as attachmentContents from './m0020_attachment_contents';
import * as returnRefusalType from './m0021_return_refusal_type';
import * as bulkJobs from './m0022_bulk_jobs';
import * as userPreferences from './m0023_user_preferences';
import * as undo from './m0024_undo';
import * as myWorkIndexes from './m0025_my_work_indexes';
import * as presence from './m0026_presence';
import * as audit from './m0027_audit';
import * as reportNameOrder from './m0028_report_name_order';
import * as rateLimits from './m0029_rate_limits';
import * as sessionChangeTriggers from './m0030_session_change_triggers';
import * as reportSnapshots from './m0031_report_snapshots';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026_11_22_001_foundation': foundation,
  '2026_11_22_002_record_engine': recordEngine,
  '2026_11_22_003_settings': settings,
  '2026_11_23_001_login_throttle_per_address': loginThrottlePerAddress,
  '2026_11_23_101_search_form_indexes': searchFormIndexes,
  '2026_11_23_102_clear_new_version_comments': clearNewVersionComments,
  '2026_11_23_201_name_sort_indexes': nameSortIndexes,
  '2026_11_26_101_service_search_indexes': serviceSearchIndexes,
  '2026_11_26_301_attachments': attachments,
  '2026_11_27_201_publication_periods': publicationPeriods,
  '2026_11_27_301_location_point_of_care_indexes': locationPointOfCareIndexes,
  '2026_11_27_401_search_history': searchHistory,
  '2026_11_28_101_organic_order': organicOrder,
  '2026_11_28_201_notification_records': notificationRecords,
  '2026_11_29_101_import_jobs': importJobs,
  '2026_11_29_701_regional_sign_in': regionalSignIn,
  '2026_11_30_101_publication_schedules': publicationSchedules,
  '2026_11_30_301_open_data': openData,
  '2026_11_30_401_link_checks': linkChecks,
  m0020_attachment_contents: attachmentContents,
  m0021_return_refusal_type: returnRefusalType,
  m0022_bulk_jobs: bulkJobs,
  m0023_user_preferences: userPreferences,
  m0024_undo: undo,
  m0025_my_work_indexes: myWorkIndexes,
  m0026_presence: presence,
  m0027_audit: audit,
  m0028_report_name_order: reportNameOrder,
  m0029_rate_limits: rateLimits,
  m0030_session_change_triggers: sessionChangeTriggers,
  m0031_report_snapshots: reportSnapshots,
};
