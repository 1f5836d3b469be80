/** Reads and writes of `import_job` and `import_issue`: plain queries, no rules (importRunner.ts and importRoutes.ts decide). */
import { sql, type Kysely } from 'kysely';
import type { CatalogueEntry } from '@/shared/errors';
import { IMPORT_LIMITS, type ImportDetail, type ImportIssue, type ImportMode, type ImportState, type ImportStatus, type ImportSummary } from '@/shared/imports';
import type { Database, ImportJob } from '../db/schema';
import type { EngineContext } from '../records/engineContext';
import type { ImportTable } from './importTable';

type Db = EngineContext['db'];

export async function insertJob(db: Kysely<Database>, job: { importType: number; fileName: string; userId: number; table: ImportTable; at: Date }): Promise<number> {
  const row = await db
    .insertInto('import_job')
    .values({
      import_type: job.importType,
      file_name: job.fileName,
      user_id: job.userId,
      state: 'validating',
      total: job.table.rows.length,
      table_data: JSON.stringify(job.table),
      created_at: job.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJob(db: Db, id: number): Promise<ImportJob | undefined> {
  return db.selectFrom('import_job').selectAll().where('id', '=', id).executeTakeFirst();
}

export function tableOf(job: ImportJob): ImportTable {
  // jsonb comes back parsed; the shape is what insertJob stored.
  return job.table_data as ImportTable;
}

/** The job's progress (see ImportStatus.percent). */
export function statusOf(job: Pick<ImportJob, 'id' | 'state' | 'mode' | 'total' | 'validated' | 'written' | 'failed'>): ImportStatus {
  const total = job.total;
  const state = job.state as ImportState;
  let percent: number;
  if (state === 'finished') percent = 100;
  else if (job.mode === null) percent = total === 0 ? 100 : (100 * job.validated) / total;
  else percent = 50 + (total === 0 ? 50 : (50 * Math.min(total, job.written + job.failed)) / total);
  return { importId: job.id, state, total, validated: job.validated, written: job.written, failed: job.failed, percent: Math.floor(percent) };
}

const SUMMARY_COLUMNS = [
  'j.id',
  'j.state',
  'j.mode',
  'j.total',
  'j.validated',
  'j.written',
  'j.failed',
  'j.import_type',
  'j.file_name',
  'j.user_id',
  'j.created_at',
  'j.finished_at',
  'j.error_count',
  'j.warning_count',
  'j.message_pt',
  'j.message_en',
  'u.username',
  'u.display_name',
] as const;

function summaryQuery(db: Db) {
  return db.selectFrom('import_job as j').innerJoin('app_user as u', 'u.id', 'j.user_id').select(SUMMARY_COLUMNS);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): ImportSummary {
  return {
    ...statusOf(row),
    importType: row.import_type,
    fileName: row.file_name,
    username: row.username,
    displayName: row.display_name,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    mode: row.mode as ImportMode | null,
    errorCount: row.error_count,
    warningCount: row.warning_count,
    message: row.message_pt !== null && row.message_en !== null ? { pt: row.message_pt, en: row.message_en } : null,
  };
}

/** A user's imports, newest first (the page lists them; IMPORT_LIST_LIMIT of them). */
export const IMPORT_LIST_LIMIT = 100;

export async function listJobs(db: Db, userId: number): Promise<ImportSummary[]> {
  const rows = await summaryQuery(db).where('j.user_id', '=', userId).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(IMPORT_LIST_LIMIT).execute();
  return rows.map(toSummary);
}

export async function jobDetail(db: Db, id: number): Promise<ImportDetail | undefined> {
  const row = await summaryQuery(db).where('j.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const issues = await readIssues(db, id, IMPORT_LIMITS.issuesShown + 1);
  return { ...toSummary(row), issues: issues.slice(0, IMPORT_LIMITS.issuesShown), issuesTruncated: issues.length > IMPORT_LIMITS.issuesShown };
}

export async function readIssues(db: Db, id: number, limit?: number): Promise<ImportIssue[]> {
  let query = db
    .selectFrom('import_issue')
    .select(['row_number', 'column_header', 'severity', 'message_pt', 'message_en'])
    .where('import_id', '=', id)
    .orderBy('row_number')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((r) => ({ row: r.row_number, column: r.column_header, severity: r.severity as ImportIssue['severity'], message: { pt: r.message_pt, en: r.message_en } }));
}

/** Stores issues in chunks (a file may have tens of thousands). */
export async function insertIssues(db: Db, id: number, issues: readonly ImportIssue[]): Promise<void> {
  const CHUNK = 1000;
  for (let start = 0; start < issues.length; start += CHUNK) {
    await db
      .insertInto('import_issue')
      .values(
        issues.slice(start, start + CHUNK).map((issue) => ({
          import_id: id,
          row_number: issue.row,
          column_header: issue.column,
          severity: issue.severity,
          message_pt: issue.message.pt,
          message_en: issue.message.en,
        })),
      )
      .execute();
  }
}

export async function deleteIssues(db: Db, id: number): Promise<void> {
  await db.deleteFrom('import_issue').where('import_id', '=', id).execute();
}

/**
 * Claims one job left running that nobody holds (no lease, or an expired one), for `owner` until
 * `until`; FOR UPDATE SKIP LOCKED lets two processes claim at once without taking the same job.
 */
export async function claimJob(db: Kysely<Database>, owner: string, now: Date, until: Date): Promise<ImportJob | undefined> {
  const result = await sql<ImportJob>`
    UPDATE import_job SET lease_owner = ${owner}, lease_until = ${until}
    WHERE id = (
      SELECT id FROM import_job
      WHERE state IN ('validating', 'importing') AND (lease_until IS NULL OR lease_until < ${now})
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return result.rows[0];
}

/**
 * Changes a job this process holds, only while it is still in `state` and held by `owner`: answers
 * false when it is not (cancelled, or claimed by another process after the lease ran out).
 */
export async function updateHeldJob(
  db: Db,
  id: number,
  owner: string,
  state: ImportState,
  changes: Partial<{
    state: ImportState;
    validated: number;
    written: number;
    failed: number;
    error_count: number;
    warning_count: number;
    error_rows: number[];
    next_row: number;
    lease_until: Date | null;
    lease_owner: string | null;
    finished_at: Date;
    message: CatalogueEntry;
  }>,
): Promise<boolean> {
  const { error_rows: errorRows, message, ...rest } = changes;
  const result = await db
    .updateTable('import_job')
    .set({
      ...rest,
      ...(errorRows !== undefined && { error_rows: JSON.stringify(errorRows) }),
      ...(message !== undefined && { message_pt: message.pt, message_en: message.en }),
    })
    .where('id', '=', id)
    .where('state', '=', state)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A state change by a request (start, cancel): only from one of `from`; answers the job after, or undefined when it was not in one of them. */
export async function changeState(
  db: Db,
  id: number,
  from: readonly ImportState[],
  changes: { state: ImportState; mode?: ImportMode; finished_at?: Date },
): Promise<ImportJob | undefined> {
  return (
    db
      .updateTable('import_job')
      // Whoever held it lets go: a started job is claimed afresh by a runner, a cancelled one by none.
      .set({ ...changes, lease_owner: null, lease_until: null })
      .where('id', '=', id)
      .where('state', 'in', [...from])
      .returningAll()
      .executeTakeFirst()
  );
}
