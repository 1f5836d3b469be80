/** What belongs to one user's work: notifications, search history, list shapes, saved searches and undo tokens. Columns as in SQL (../schema.ts says why). */
import type { ColumnType, Generated } from 'kysely';
import type { WithDefault, Timestamp, NullableTimestamp } from './columnTypes';

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

/** A signed-in user's home search, kept for their history. */
export interface SearchHistoryTable {
  id: Generated<number>;
  user_id: number;
  filters: ColumnType<Record<string, unknown>, string, string>;
  searched_at: Timestamp;
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
