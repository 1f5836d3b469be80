/**
 * A list's total when its page is not the last (recordSearch.pageOf): exact while the matches are
 * few, the planner's estimate beyond (issue 8 §1). Counting a broad match means reading every
 * matching key again after the page — 2 to 46 times the page's own cost at 100,000 records — while
 * the planner's estimate costs one planning, whatever the size.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { LIMITS } from '@/shared/limits';
import type { TableData } from '@/shared/records/contract';
import type { Database, RecordVersion } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Matches = SelectQueryBuilder<Database, 'record_version', RecordVersion>;

export type ListTotal = Pick<TableData<unknown>, 'total' | 'totalIsEstimate' | 'totalIsLowerBound'>;

/** The planner's estimate of the matching rows: EXPLAIN's top "Plan Rows", nothing executed. */
export async function plannedMatches(db: Db, matches: Matches): Promise<number> {
  const keys = matches.clearSelect().select('id');
  const result = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${keys}`.execute(db);
  const plan = result.rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; a driver that does not hands over its text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** The matching rows counted, stopping at `upTo` when given. */
export async function countMatches(db: Db, matches: Matches, upTo: number | null): Promise<number> {
  const keys = matches.clearSelect().select('id');
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${upTo === null ? keys : keys.limit(upTo)}) k`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** An estimate shown as a person would say it: two significant figures (83 412 → 83 000). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * The total of a list known to hold at least `atLeast` matches (the rows up to its page and one
 * more). A large estimate is the answer, rounded, unless the rows already seen exceed it (a deep
 * page of a list the planner thought smaller): then "more than" those rows. A small estimate is
 * counted instead — a planner that says 400 of a list with 12 would read as nonsense — stopping past
 * LIMITS.exactTotalUpTo: beyond it the planner was wrong and the answer is a lower bound.
 */
export async function broadTotal(db: Db, matches: Matches, atLeast: number, estimate: Promise<number>): Promise<ListTotal> {
  const cap = LIMITS.exactTotalUpTo;
  const planned = await estimate;
  if (planned > cap) {
    const rounded = roundEstimate(planned);
    return rounded >= atLeast ? { total: rounded, totalIsEstimate: true } : { total: atLeast - 1, totalIsLowerBound: true };
  }
  if (atLeast > cap) return { total: atLeast - 1, totalIsLowerBound: true };
  const counted = await countMatches(db, matches, cap + 1);
  if (counted > cap) return { total: cap, totalIsLowerBound: true };
  // A row deleted between the page and the count must not hide the page just read.
  return { total: Math.max(counted, atLeast) };
}
