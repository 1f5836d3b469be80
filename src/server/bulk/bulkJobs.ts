/** Reads and writes of `bulk_job` and `bulk_job_item`: plain queries, no rules (bulkRunner.ts and bulkRoutes.ts decide). */
import { sql, type Kysely } from 'kysely';
import type { BulkActionName, BulkItemResult, BulkJobDetail, BulkJobState, BulkJobStatus, BulkOutcome } from '@/shared/bulk';
import type { CatalogueEntry } from '@/shared/errors';
import { kindByObjectKind } from '@/shared/records/kinds';
import type { RecordKindName } from '@/shared/records/kindBasics';
import type { BulkJob, BulkJobItem, Database } from '../db/schema';
import type { EngineContext } from '../records/engineContext';
import type { ResolvedRecord } from './bulkTargets';

type Db = EngineContext['db'];

/** What a job's every record is done with, beside the action. */
export interface BulkJobOptions {
  comment?: string;
  refusalTypeId?: number;
  publishAt?: string;
  continueOnDuplicate?: boolean;
}

export function optionsOf(job: BulkJob): BulkJobOptions {
  // jsonb comes back parsed; the shape is what insertJob stored.
  return job.options as BulkJobOptions;
}

/** A new job and its records (pending), held by `owner` until `leaseUntil` (whoever runs it first). */
export async function insertJob(
  db: Kysely<Database>,
  job: { userId: number; action: BulkActionName; options: BulkJobOptions; records: readonly ResolvedRecord[]; at: Date; owner: string; leaseUntil: Date },
): Promise<BulkJob> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('bulk_job')
      .values({
        user_id: job.userId,
        action: job.action,
        state: 'running',
        total: job.records.length,
        options: JSON.stringify(job.options),
        lease_owner: job.owner,
        lease_until: job.leaseUntil,
        created_at: job.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const CHUNK = 1000;
    for (let start = 0; start < job.records.length; start += CHUNK) {
      await trx
        .insertInto('bulk_job_item')
        .values(
          job.records.slice(start, start + CHUNK).map((r, k) => ({
            job_id: row.id,
            seq: start + k,
            kind: r.def.meta.objectKind,
            record_id: r.id,
            version: r.version,
            row_version: r.rowVersion,
            code: r.code,
            name: r.name,
          })),
        )
        .execute();
    }
    return row;
  });
}

export function findJob(db: Db, id: number): Promise<BulkJob | undefined> {
  return db.selectFrom('bulk_job').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The next records still to do, in selection order. */
export function pendingItems(db: Db, jobId: number, limit: number): Promise<BulkJobItem[]> {
  return db.selectFrom('bulk_job_item').selectAll().where('job_id', '=', jobId).where('outcome', '=', 'pending').orderBy('seq').limit(limit).execute();
}

export function statusOf(job: Pick<BulkJob, 'id' | 'action' | 'state' | 'total' | 'done' | 'refused'>): BulkJobStatus {
  const settled = Math.min(job.total, job.done + job.refused);
  const percent = job.state === 'finished' || job.total === 0 ? 100 : Math.floor((100 * settled) / job.total);
  return { jobId: job.id, action: job.action as BulkActionName, state: job.state as BulkJobState, total: job.total, done: job.done, refused: job.refused, percent };
}

function toResult(item: BulkJobItem): BulkItemResult {
  return {
    kind: (kindByObjectKind(item.kind)?.name ?? 'entity') as RecordKindName,
    id: item.record_id,
    version: item.version,
    code: item.code,
    name: item.name,
    outcome: item.outcome as BulkOutcome,
    error: item.error_code === null ? null : { code: item.error_code, pt: item.error_pt ?? '', en: item.error_en ?? '' },
  };
}

export async function jobDetail(db: Db, job: BulkJob): Promise<BulkJobDetail> {
  const items = await db.selectFrom('bulk_job_item').selectAll().where('job_id', '=', job.id).orderBy('seq').execute();
  return { ...statusOf(job), results: items.map(toResult) };
}

/** One record's outcome, with the job's counters and lease, while `owner` holds the job: false when it does not any more. */
export async function settleItem(
  db: Db,
  item: Pick<BulkJobItem, 'job_id' | 'seq'>,
  owner: string,
  leaseUntil: Date,
  outcome: { refused: { code: number; message: CatalogueEntry } | null },
): Promise<boolean> {
  const refused = outcome.refused;
  const held = await db
    .updateTable('bulk_job')
    .set((eb) => ({
      done: refused ? eb.ref('done') : eb('done', '+', 1),
      refused: refused ? eb('refused', '+', 1) : eb.ref('refused'),
      lease_until: leaseUntil,
    }))
    .where('id', '=', item.job_id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  if (held.numUpdatedRows === 0n) return false;
  await db
    .updateTable('bulk_job_item')
    .set(refused ? { outcome: 'refused', error_code: refused.code, error_pt: refused.message.pt, error_en: refused.message.en } : { outcome: 'done' })
    .where('job_id', '=', item.job_id)
    .where('seq', '=', item.seq)
    .execute();
  return true;
}

/** Ends a job `owner` holds: finished, or failed with why; false when it was not held. */
export async function endJob(db: Db, id: number, owner: string, state: 'finished' | 'failed', at: Date, message: CatalogueEntry | null = null): Promise<BulkJob | undefined> {
  return db
    .updateTable('bulk_job')
    .set({ state, finished_at: at, lease_owner: null, lease_until: null, message_pt: message?.pt ?? null, message_en: message?.en ?? null })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .returningAll()
    .executeTakeFirst();
}

/** Lets go of a job without changing its state (the server is closing): another runner resumes it. */
export async function releaseJob(db: Db, id: number, owner: string): Promise<void> {
  await db.updateTable('bulk_job').set({ lease_owner: null, lease_until: null }).where('id', '=', id).where('lease_owner', '=', owner).execute();
}

/** Renews a held job's lease; false when it is not held any more. */
export async function renewLease(db: Db, id: number, owner: string, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('bulk_job')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Claims one running job that nobody holds (no lease, or an expired one), for `owner` until `until`;
 * FOR UPDATE SKIP LOCKED lets two processes claim at once without taking the same job.
 */
export async function claimJob(db: Kysely<Database>, owner: string, now: Date, until: Date): Promise<BulkJob | undefined> {
  const result = await sql<BulkJob>`
    UPDATE bulk_job SET lease_owner = ${owner}, lease_until = ${until}
    WHERE id = (
      SELECT id FROM bulk_job
      WHERE state = 'running' AND (lease_until IS NULL OR lease_until < ${now})
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return result.rows[0];
}
