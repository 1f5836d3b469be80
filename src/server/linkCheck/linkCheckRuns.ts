/**
 * The link-check runs and results in the database. One run at a time across every server process: a
 * unique partial index allows a single 'running' row, so the INSERT of a second one does nothing; a
 * run's process renews its lease while it works, and a run whose lease ran out (its process died) is
 * marked failed before a new one may start.
 */
import { sql } from 'kysely';
import type { LinkCheckRun, LinkCheckRunState, LinkCheckTrigger } from '@/shared/linkCheck';
import type { EngineContext } from '../records/engineContext';
import type { LinkResult } from './checkUrl';
import type { LinkOccurrence } from './extractLinks';

type Db = EngineContext['db'];

/** Rows per INSERT of the results (well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;

interface RunRow {
  id: number;
  state: string;
  trigger: string;
  started_by_name: string | null;
  started_at: Date;
  finished_at: Date | null;
  url_count: number;
  checked_count: number;
  broken_count: number;
}

function toRun(row: RunRow): LinkCheckRun {
  return {
    id: row.id,
    state: row.state as LinkCheckRunState,
    trigger: row.trigger as LinkCheckTrigger,
    startedBy: row.started_by_name,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
    urlCount: row.url_count,
    checkedCount: row.checked_count,
    brokenCount: row.broken_count,
  };
}

const RUN_COLUMNS = sql`r.id, r.state, r.trigger, u.display_name AS started_by_name, r.started_at, r.finished_at, r.url_count, r.checked_count, r.broken_count`;

export async function latestRun(db: Db): Promise<LinkCheckRun | null> {
  const result = await sql<RunRow>`SELECT ${RUN_COLUMNS} FROM link_check_run r LEFT JOIN app_user u ON u.id = r.started_by
    ORDER BY r.started_at DESC, r.id DESC LIMIT 1`.execute(db);
  const row = result.rows[0];
  return row ? toRun(row) : null;
}

export async function runById(db: Db, id: number): Promise<LinkCheckRun | null> {
  const result = await sql<RunRow>`SELECT ${RUN_COLUMNS} FROM link_check_run r LEFT JOIN app_user u ON u.id = r.started_by WHERE r.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? toRun(row) : null;
}

/** A new running run, or null when another one runs (its lease still held). */
export async function claimRun(db: Db, input: { trigger: LinkCheckTrigger; userId: number | null; owner: string; now: Date; leaseUntil: Date }): Promise<number | null> {
  await db
    .updateTable('link_check_run')
    .set({ state: 'failed', finished_at: input.now, lease_owner: null, lease_until: null })
    .where('state', '=', 'running')
    .where('lease_until', '<', input.now)
    .execute();
  const inserted = await sql<{ id: number }>`INSERT INTO link_check_run (state, trigger, started_by, started_at, lease_owner, lease_until)
    VALUES ('running', ${input.trigger}, ${input.userId}, ${input.now}, ${input.owner}, ${input.leaseUntil})
    ON CONFLICT ((true)) WHERE state = 'running' DO NOTHING RETURNING id`.execute(db);
  return inserted.rows[0]?.id ?? null;
}

/** Renews the lease and stores the progress; false when the run is no longer ours. */
export async function heartbeat(db: Db, id: number, owner: string, changes: { url_count?: number; checked_count?: number; lease_until: Date }): Promise<boolean> {
  const result = await db.updateTable('link_check_run').set(changes).where('id', '=', id).where('lease_owner', '=', owner).where('state', '=', 'running').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function failRun(db: Db, id: number, owner: string, now: Date): Promise<void> {
  await db
    .updateTable('link_check_run')
    .set({ state: 'failed', finished_at: now, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export interface CheckedUrl extends LinkResult {
  url: string;
  checkedAt: Date;
}

/**
 * Replaces the stored results by this run's, in one transaction (the report never shows half a
 * run): addresses no longer in the catalogue go, with their occurrences. False when the run was no
 * longer ours (given up after a lost lease): then nothing is written.
 */
export async function finishRun(
  db: Db,
  input: { id: number; owner: string; now: Date; results: readonly CheckedUrl[]; occurrences: readonly LinkOccurrence[] },
): Promise<boolean> {
  const broken = input.results.filter((r) => r.outcome !== 'ok').length;
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable('link_check_run')
      .set({
        state: 'finished',
        finished_at: input.now,
        checked_count: input.results.length,
        url_count: input.results.length,
        broken_count: broken,
        lease_owner: null,
        lease_until: null,
      })
      .where('id', '=', input.id)
      .where('lease_owner', '=', input.owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('link_check_occurrence').execute();
    await trx.deleteFrom('link_check_url').execute();
    for (let i = 0; i < input.results.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('link_check_url')
        .values(
          input.results.slice(i, i + INSERT_CHUNK).map((r) => ({ url: r.url, outcome: r.outcome, http_status: r.httpStatus, detail: r.detail, checked_at: r.checkedAt })),
        )
        .execute();
    }
    for (let i = 0; i < input.occurrences.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('link_check_occurrence')
        .values(
          input.occurrences.slice(i, i + INSERT_CHUNK).map((o) => ({
            url: o.url,
            kind: o.kind,
            record_id: o.recordId,
            version: o.version,
            field: o.field,
            item: o.item,
            organization_id: o.organizationId,
          })),
        )
        .execute();
    }
    return true;
  });
}
