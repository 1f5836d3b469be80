/**
 * What a list's total is made of (recordSearch.pageOf, issue 8 §1): the planner's estimate of the
 * matches, which chooses between counting them in the page's own statement (few) and taking the
 * estimate as the total (many). Counting a broad match means reading every matching key, 2 to 46
 * times the page's own cost at 100,000 records, while the estimate costs one planning whatever the size.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { TableData } from '@/shared/records/contract';
import { statisticsGeneration } from '../db/maintenance';
import type { Database, RecordVersion } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Matches = SelectQueryBuilder<Database, 'record_version', RecordVersion>;

export type ListTotal = Pick<TableData<unknown>, 'total' | 'totalIsEstimate' | 'totalIsLowerBound'>;

/**
 * How long an estimate is kept. The planner's estimate changes only when the statistics do (an
 * ANALYZE: this process's are seen at once through statisticsGeneration, another process's or
 * autovacuum's within this time), so asking it again for the same filter — the next page, another
 * sort, the list seen again — would only pay the planning again: a third to a half of a narrow
 * list's own time on pages of 2–4 ms (issue 8 §1).
 */
export const ESTIMATE_LIFETIME_MS = 30_000;
const ESTIMATES_KEPT = 1_000;

/** Per database handle (a test's database, the app's pool): the same filter means other rows elsewhere. */
const estimatesByDatabase = new WeakMap<object, LRUCache<string, number>>();

function estimatesOf(db: Db): LRUCache<string, number> {
  let estimates = estimatesByDatabase.get(db);
  if (!estimates) {
    estimates = new LRUCache<string, number>({ max: ESTIMATES_KEPT, ttl: ESTIMATE_LIFETIME_MS });
    estimatesByDatabase.set(db, estimates);
  }
  return estimates;
}

/**
 * The planner's estimate of the matching rows: EXPLAIN's top "Plan Rows", nothing executed; kept
 * for ESTIMATE_LIFETIME_MS per statement and parameters (the filter, the caller's scope).
 */
export async function plannedMatches(db: Db, matches: Matches): Promise<number> {
  const keys = matches.clearSelect().select('id');
  const compiled = keys.compile();
  const key = `${statisticsGeneration()}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const estimates = estimatesOf(db);
  const kept = estimates.get(key);
  if (kept !== undefined) return kept;
  const result = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${keys}`.execute(db);
  const plan = result.rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; a driver that does not hands over its text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  const planned = Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  estimates.set(key, planned);
  return planned;
}

/**
 * The matching rows counted, all of them: only for a page asked past the end of a list. Only the
 * filter is read (no column), so an index alone can answer.
 */
export async function countMatches(db: Db, matches: Matches): Promise<number> {
  const keys = matches.clearSelect().select(sql<number>`1`.as('one'));
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${keys}) k`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** An estimate shown as a person would say it: two significant figures (83 412 → 83 000). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * The total of a list the planner thinks large (above LIMITS.exactTotalUpTo) and known to hold at
 * least `atLeast` matches (the rows up to its page and one more): the estimate, rounded, unless the
 * rows already seen exceed it (a deep page of a list the planner thought smaller): then "more than"
 * those rows.
 */
export function estimatedTotal(planned: number, atLeast: number): ListTotal {
  const rounded = roundEstimate(planned);
  return rounded >= atLeast ? { total: rounded, totalIsEstimate: true } : { total: atLeast - 1, totalIsLowerBound: true };
}
