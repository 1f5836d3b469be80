/**
 * How a report runs in SQL (issue 32): a plan names its rows (`listed`, a CTE over the day's tree of
 * reportData.ts), their order and, for the whole result, a chart aggregate; the runner asks one
 * statement for a page — the total counted once, the chart aggregated, the rows of the page only —
 * or, for an export, every row in order. Node only turns the rows it receives into cells.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Language } from '@/shared/errors';
import type { ReportCell, ReportChart } from '@/shared/reports';
import { reportScope, type ReportQuery } from './reportData';

export type PlanRow = Record<string, unknown>;

export interface ReportPlan {
  /** More common table expressions after the day's tree, the last named `listed`. */
  ctes: RawBuilder<unknown>;
  /** The rows' order, on the `listed` row aliased `alias` (total: it ends with an id). */
  order: (alias: string) => RawBuilder<unknown>;
  /** Columns read for the rows shown only (on `listed` aliased `p`), e.g. a version's JSON. */
  details?: RawBuilder<unknown>;
  /** A scalar subquery over `listed` answering the chart's data as JSON, and how it is drawn. */
  chart?: { data: RawBuilder<unknown>; draw: (data: unknown, language: Language) => ReportChart };
  cells: (row: PlanRow) => ReportCell[];
}

export interface PlannedPage {
  total: number;
  chart: ReportChart | null;
  rows: ReportCell[][];
}

const detailsOf = (plan: ReportPlan) => (plan.details ? sql`, ${plan.details}` : sql``);

/** One statement: the total, the chart's data and the page's rows (none past the last page; the total still answers). */
export async function runPage(plan: ReportPlan, query: ReportQuery, language: Language, offset: number, limit: number): Promise<PlannedPage> {
  const result = await sql<PlanRow & { report_total: number; report_chart: unknown; report_row: boolean | null }>`
    WITH RECURSIVE ${reportScope(query)}, ${plan.ctes}
    SELECT s.report_total, s.report_chart, l.* FROM
      (SELECT (SELECT count(*) FROM listed)::int AS report_total, ${plan.chart?.data ?? sql`NULL`}::json AS report_chart) s
      LEFT JOIN LATERAL (SELECT p.*, true AS report_row ${detailsOf(plan)}
        FROM (SELECT * FROM listed l ORDER BY ${plan.order('l')} LIMIT ${limit} OFFSET ${offset}) p) l ON true
    ORDER BY ${plan.order('l')}`.execute(query.db);
  const first = result.rows[0];
  return {
    total: first?.report_total ?? 0,
    chart: plan.chart ? plan.chart.draw(first?.report_chart, language) : null,
    rows: result.rows.filter((row) => row.report_row === true).map(plan.cells),
  };
}

/** Every row in order, as cells made one at a time while the file is written (exports: no array of cells beside the rows). */
export async function runAll(plan: ReportPlan, query: ReportQuery): Promise<{ total: number; cells: Iterable<ReportCell[]> }> {
  const result = await sql<PlanRow>`WITH RECURSIVE ${reportScope(query)}, ${plan.ctes}
    SELECT p.* ${detailsOf(plan)} FROM listed p ORDER BY ${plan.order('p')}`.execute(query.db);
  const rows: (PlanRow | undefined)[] = result.rows;
  function* cells(): Generator<ReportCell[]> {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as PlanRow;
      // Each row let go once written: the file, not the rows, is what grows.
      rows[i] = undefined;
      yield plan.cells(row);
    }
  }
  return { total: rows.length, cells: cells() };
}
