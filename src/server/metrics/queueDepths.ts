/**
 * The job queues as the database has them, read at each scrape in one cheap statement: imports and
 * bulk actions waiting for a runner (no live lease) or running (a live lease, in any process), and
 * scheduled publications due but not done yet or still waiting. These are the whole deployment's,
 * not this process's: every process reports the same values (aggregate with max, not sum).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface QueueDepths {
  importPending: number;
  importRunning: number;
  bulkPending: number;
  bulkRunning: number;
  schedulesDue: number;
  schedulesWaiting: number;
}

type Row = Record<keyof QueueDepths, string | number>;

export async function readQueueDepths(db: Kysely<Database>, now: Date): Promise<QueueDepths> {
  // The states the runners claim (imports/importJobs.ts and bulk/bulkJobs.ts claimJob).
  const importActive = sql`state IN ('validating', 'importing')`;
  const bulkActive = sql`state = 'running'`;
  const free = sql`(lease_until IS NULL OR lease_until < ${now})`;
  const { rows } = await sql<Row>`
    SELECT
      (SELECT count(*) FROM import_job WHERE ${importActive} AND ${free}) AS "importPending",
      (SELECT count(*) FROM import_job WHERE ${importActive} AND lease_until >= ${now}) AS "importRunning",
      (SELECT count(*) FROM bulk_job WHERE ${bulkActive} AND ${free}) AS "bulkPending",
      (SELECT count(*) FROM bulk_job WHERE ${bulkActive} AND lease_until >= ${now}) AS "bulkRunning",
      (SELECT count(*) FROM publication_schedule WHERE publish_at <= ${now}) AS "schedulesDue",
      (SELECT count(*) FROM publication_schedule WHERE publish_at > ${now}) AS "schedulesWaiting"`.execute(db);
  const row = rows[0] as Row;
  // count(*) is a bigint: node-postgres gives it as text.
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as QueueDepths;
}
