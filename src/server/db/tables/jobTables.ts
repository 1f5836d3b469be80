/** Work that runs in the background, claimed with a lease: bulk actions, imports and the broken-link check. Columns as in SQL (../schema.ts says why). */
import type { ColumnType, Generated } from 'kysely';
import type { WithDefault, Timestamp, NullableTimestamp } from './columnTypes';

/** The columns an import and a bulk job share: both are run by a jobs/leasedJobRunner.ts runner. */
interface LeasedJobColumns {
  /** Why it failed (both languages); null otherwise. */
  message_pt: WithDefault<string | null>;
  message_en: WithDefault<string | null>;
  /** Which process runs it, until when (renewed while it runs); null when nobody does. */
  lease_owner: WithDefault<string | null>;
  lease_until: NullableTimestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A bulk workflow action (issue 30 §1): one job per call, its records in bulk_job_item. */
export interface BulkJobTable extends LeasedJobColumns {
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
export interface ImportJobTable extends LeasedJobColumns {
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
