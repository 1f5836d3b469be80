/**
 * A report's result kept for the pages that follow (issue 32: a page of a report at 100,000 records in
 * ≤ 50 ms). Building a report's page costs the whole day's tree: the total and the chart need every
 * row, and the order is the tree's. So the first page of a question builds the whole result once, in
 * the database, numbered in the report's order and stored in chunks of SNAPSHOT_LIMITS.chunkRows rows
 * (migration m0031); every later page of the same question — the next page, the same report opened
 * again, by any process — reads one or two chunks by key.
 *
 * A question is its key: the report, the day, the filter entity and the caller's scope (what
 * profileCovers reads of each profile), so users with different scopes never share a snapshot. A
 * snapshot is served only at the generation it was built at: triggers bump the generation in every
 * transaction that changes what a report reads (a published version, the stored sibling order), and
 * the build reads the generation in the same statement as the data, so a change committed meanwhile
 * either shows in the rows or has moved the generation on. Chosen over a cache in each process's
 * memory: several processes share it, and a change on one is seen by all at its COMMIT.
 *
 * Kept bounded: each build drops what can no longer be served (another generation), what is older
 * than SNAPSHOT_LIMITS.keptMinutes, duplicates of one question (two processes building at once), and
 * the oldest beyond SNAPSHOT_LIMITS.keptRows rows in all.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { reportScope, type ReportQuery } from './reportData';
import type { PlanRow, ReportPlan } from './reportPlan';

export const SNAPSHOT_LIMITS = {
  /** Rows per stored chunk: at least REPORT_LIMITS.pageSizeMax, so a page reads two chunks at most. */
  chunkRows: 100,
  /** Rows kept in all snapshots together (the oldest go first; the newest is always kept). */
  keptRows: 400_000,
  /** A snapshot older than this is dropped even if nothing changed (a reader's old question is not worth the space). */
  keptMinutes: 30,
} as const;

/** What a page is made of: the whole result's total and chart data, the page's rows (as `listed` answered them). */
export interface SnapshotPage {
  total: number;
  chartData: unknown;
  rows: PlanRow[];
}

/** The key of a question: the report, the day, the filter entity and the caller's scope, normalised (order of profiles and exclusions aside). */
export function snapshotKey(report: string, query: Pick<ReportQuery, 'day' | 'organizationId' | 'profiles'>): string {
  const scopes = [
    ...new Set(query.profiles.map((p) => JSON.stringify([p.organizationId ?? null, [...(p.excludedOrganizationIds ?? [])].sort((a, b) => a - b)]))),
  ].sort();
  return createHash('sha256')
    .update(JSON.stringify([report, query.day, query.organizationId, scopes]))
    .digest('base64url');
}

/** The current generation, in SQL (0 before the first change, or after a crash emptied the table). */
const currentGeneration = sql`coalesce((SELECT g.value FROM report_generation g WHERE g.id = 1), 0)`;

const chunkOf = (row: number) => Math.floor(row / SNAPSHOT_LIMITS.chunkRows);

/** The page from a snapshot of the question at the current generation, or null when there is none. One statement: a snapshot dropped meanwhile is either wholly seen or not found. */
export async function readSnapshotPage(db: ReportQuery['db'], key: string, offset: number, limit: number): Promise<SnapshotPage | null> {
  const first = chunkOf(offset);
  const last = chunkOf(offset + limit - 1);
  const result = await sql<{ total: number; chart: unknown; rows: PlanRow[] | null }>`
    SELECT s.total, s.chart, c.rows FROM
      (SELECT id, total, chart FROM report_snapshot WHERE key = ${key} AND generation = ${currentGeneration} ORDER BY id DESC LIMIT 1) s
      LEFT JOIN report_snapshot_chunk c ON c.snapshot_id = s.id AND c.chunk BETWEEN ${first} AND ${last}
    ORDER BY c.chunk`.execute(db);
  const head = result.rows[0];
  if (!head) return null;
  const rows = result.rows.flatMap((r) => r.rows ?? []);
  const skip = offset - first * SNAPSHOT_LIMITS.chunkRows;
  return { total: head.total, chartData: head.chart, rows: rows.slice(skip, skip + limit) };
}

/** Builds the question's snapshot at the current generation and answers the page from it, in one statement. */
export async function buildSnapshotPage(plan: ReportPlan, query: ReportQuery, key: string, offset: number, limit: number): Promise<SnapshotPage> {
  const result = await sql<{ total: number; chart: unknown; row: PlanRow | null }>`
    WITH RECURSIVE ${reportScope(query)}, ${plan.ctes},
      report_numbered AS MATERIALIZED (SELECT (row_number() OVER (ORDER BY ${plan.order('l')}) - 1)::int AS n, to_jsonb(l) AS row FROM listed l),
      report_header AS (INSERT INTO report_snapshot (key, generation, total, chart)
        SELECT ${key}, ${currentGeneration}, (SELECT count(*) FROM report_numbered)::int, ${plan.chart?.data ?? sql`NULL`}::json
        RETURNING id, total, chart),
      report_chunks AS (INSERT INTO report_snapshot_chunk (snapshot_id, chunk, rows)
        SELECT h.id, c.chunk, c.rows FROM report_header h
        CROSS JOIN (SELECT n / ${sql.lit(SNAPSHOT_LIMITS.chunkRows)} AS chunk, jsonb_agg(row ORDER BY n) AS rows FROM report_numbered GROUP BY 1) c)
    SELECT h.total, h.chart, r.row FROM report_header h
      LEFT JOIN report_numbered r ON r.n >= ${offset} AND r.n < ${offset + limit}
    ORDER BY r.n`.execute(query.db);
  const head = result.rows[0];
  await dropStaleSnapshots(query.db);
  return {
    total: head?.total ?? 0,
    chartData: head?.chart ?? null,
    rows: result.rows.flatMap((r) => (r.row ? [r.row] : [])),
  };
}

/** Drops what can no longer be served or is not worth keeping (see the file's comment). */
export async function dropStaleSnapshots(db: ReportQuery['db']): Promise<void> {
  await sql`
    WITH ranked AS (
      SELECT id, generation, created_at,
        coalesce(sum(total) OVER (ORDER BY id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS newer_rows,
        row_number() OVER (PARTITION BY key, generation ORDER BY id DESC) AS copy
      FROM report_snapshot),
    gone AS (DELETE FROM report_snapshot s USING ranked r WHERE s.id = r.id
      AND (r.generation <> ${currentGeneration} OR r.created_at < now() - make_interval(mins => ${SNAPSHOT_LIMITS.keptMinutes})
        OR r.newer_rows >= ${SNAPSHOT_LIMITS.keptRows} OR r.copy > 1)
      RETURNING s.id)
    DELETE FROM report_snapshot_chunk c USING gone WHERE c.snapshot_id = gone.id`.execute(db);
}
