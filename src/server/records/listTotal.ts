/**
 * What a list's total is made of (issue 32), for every paged list (records, Tarefas, the home search,
 * the audit view): its matches counted, keys only, up to one past LIMITS.exactTotalUpTo (a capped
 * count: `count(*) FROM (… LIMIT 10001)`, whose cost stops at the cap however broad the filter);
 * below the cap the total is exact. Only a list that reaches the cap asks the planner (kept a while,
 * below), and its estimate is shown only when it lies above what was counted: the planner decides
 * nothing near the threshold, where its error (9 for 111, 1,200 for 603) is what the user sees.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { LIMITS } from '@/shared/limits';
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
export function plannedMatches(db: Db, matches: Matches): Promise<number> {
  return plannedRows(db, sql`${matches.clearSelect().select('id')}`);
}

/** The planner's estimate of the rows of any statement (the audit view's union too), kept as plannedMatches says. */
export async function plannedRows(db: Db, keys: RawBuilder<unknown>): Promise<number> {
  const compiled = keys.compile(db);
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
 * The matching rows counted up to `cap` (all of them without one): only the filter is read (no
 * column), so an index alone can answer, and the reading stops at the cap.
 */
export async function countMatches(db: Db, matches: Matches, cap?: number): Promise<number> {
  const keys = matches.clearSelect().select(sql<number>`1`.as('one'));
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${cap === undefined ? keys : keys.limit(cap)}) k`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * How far a list counts: one past LIMITS.exactTotalUpTo, or one past the page asked when it lies
 * deeper (its rows must exist for it to be shown, and a count below the cap says where the list ends).
 */
export function countCap(offset: number, pageSize: number): number {
  return Math.max(LIMITS.exactTotalUpTo, offset + pageSize) + 1;
}

/**
 * The total of a list whose matches were counted up to `cap`: below it, exact; at it, the planner's
 * estimate (asked only then) if it says more than was counted, else "more than" the rows counted.
 */
export async function cappedTotal(counted: number, cap: number, planned: () => Promise<number>): Promise<ListTotal> {
  if (counted < cap) return { total: counted };
  return estimatedTotal(await planned(), cap);
}

/** An estimate shown as a person would say it: two significant figures (83 412 → 83 000). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * The total of a list known to hold at least `atLeast` matches (its capped count reached the cap):
 * the planner's estimate, rounded, unless it is below what was counted (the planner guessed low, or a
 * deep page was counted further): then "more than" those rows. Rounded, an estimate never reads as
 * exactly the cap (10,040 reads 10,000, said "more than 10 000").
 */
export function estimatedTotal(planned: number, atLeast: number): ListTotal {
  const rounded = roundEstimate(planned);
  return rounded >= atLeast ? { total: rounded, totalIsEstimate: true } : { total: atLeast - 1, totalIsLowerBound: true };
}
