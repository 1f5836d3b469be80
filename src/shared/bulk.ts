/**
 * Bulk workflow actions on a selection of records (issue 30 §1): the wire contract shared by the
 * server (src/server/bulk) and the SPA (src/web/features/bulk). Each selected record goes through the
 * engine's own action in a transaction of its own: one refusal never undoes the others.
 */
import type { RecordKindName } from './records/kindBasics';

/** The workflow actions a selection may take, in the order the action bar offers them. */
export const BULK_ACTIONS = ['submitForApproval', 'submitForPublication', 'publish', 'schedule', 'return', 'archive', 'delete'] as const;
export type BulkActionName = (typeof BULK_ACTIONS)[number];

/** Our choices (the issue says "say 10,000 ids or one search"; "over 50 run as a job"). */
export const BULK_LIMITS = {
  /** The most records one bulk call may name or match. */
  maxRecords: 10_000,
  /** Above this many records the action runs as a job (progress over the hub, the end in the notifications). */
  jobThreshold: 50,
} as const;

/** One selected record; `rowVersion` (when the client saw it) is checked like a single action's. */
export interface BulkRecordRef {
  kind: RecordKindName;
  id: number;
  version: number;
  rowVersion?: number;
}

/**
 * What is selected: named records (rows ticked one by one or a page), a list's whole search ("select
 * all N matching", SPEC §4's 'all' with its unselected list in `except`), or Tarefas' whole filter.
 */
export type BulkTargets =
  | { items: BulkRecordRef[] }
  | { search: { kind: RecordKindName; form: Record<string, unknown> }; except?: BulkRecordRef[] }
  | { tasks: { name?: string; kinds?: RecordKindName[] }; except?: BulkRecordRef[] };

export interface BulkActionRequest {
  action: BulkActionName;
  targets: BulkTargets;
  /** return: required (the reason); others: optional, written to each record's audit. */
  comment?: string;
  /** return: an active refusal type of the settings. */
  refusalTypeId?: number;
  /** schedule: ISO 8601 instant with an offset. */
  publishAt?: string;
  /** publish, schedule: go on past a possible duplicate name (SPEC §4), as the single action allows. */
  continueOnDuplicate?: boolean;
}

/** POST /api/bulk/preview: how many records there are, and on how many the caller may take each action now. */
export interface BulkPreview {
  total: number;
  actions: Record<BulkActionName, number>;
}

export type BulkOutcome = 'done' | 'refused' | 'pending';

/** One record's result; a refusal carries the catalogued code and its text in both languages. */
export interface BulkItemResult {
  kind: RecordKindName;
  id: number;
  version: number;
  code: string;
  name: string;
  outcome: BulkOutcome;
  error: { code: number; pt: string; en: string } | null;
}

export type BulkJobState = 'running' | 'finished' | 'failed';

/** A bulk job's progress (the hub's SendBulkStatus, and the head of every answer). */
export interface BulkJobStatus {
  jobId: number;
  action: BulkActionName;
  state: BulkJobState;
  total: number;
  done: number;
  refused: number;
  /** 0…100. */
  percent: number;
}

/** POST /api/bulk/actions (finished at once up to jobThreshold) and GET /api/bulk/jobs/{jobId}. */
export interface BulkJobDetail extends BulkJobStatus {
  results: BulkItemResult[];
}

/** POST /api/bulk/export: the selection as a spreadsheet. */
export type BulkExportFormat = 'xlsx' | 'csv';

/** The SPA's page of a bulk job's result (the end's notification leads there): `/acoes-em-massa/{jobId}`. */
export const BULK_RESULT_PATH = '/acoes-em-massa/:jobId';

export function bulkResultPath(jobId: number): string {
  return BULK_RESULT_PATH.replace(':jobId', String(jobId));
}

/**
 * The notification events of a bulk job's end (a job: over BULK_LIMITS.jobThreshold records). The
 * notification's `title` is the job's action (a BulkActionName), its `body` "done/total" (e.g. "48/51"),
 * and its `link` the result page (bulkResultPath).
 */
export const BULK_EVENTS = { finished: 'bulkFinished', failed: 'bulkFailed' } as const;
