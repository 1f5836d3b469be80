/**
 * How a report runs in SQL (issue 32): a plan names its rows (`listed`, a CTE over the day's tree of
 * reportData.ts), their order and, for the whole result, a chart aggregate; a page is read from the
 * question's snapshot (reportSnapshot.ts: the whole result built once, in SQL, for the pages that
 * follow), an export asks every row in order. Node only turns the rows it receives into cells.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Language } from '@/shared/errors';
import type { ReportCell, ReportChart } from '@/shared/reports';
import { reportScope, type ReportQuery } from './reportData';
import { buildSnapshotPage, readSnapshotPage } from './reportSnapshot';

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

/**
 * A page: the total, the chart and the page's rows, from the question's snapshot (reportSnapshot.ts) —
 * built by this call, in one statement, when there is none at the current generation. The details
 * (a version's JSON) are read for the page's rows only.
 */
export async function runPage(plan: ReportPlan, query: ReportQuery, language: Language, key: string, offset: number, limit: number): Promise<PlannedPage> {
  const page = (await readSnapshotPage(query.db, key, offset, limit)) ?? (await buildSnapshotPage(plan, query, key, offset, limit));
  const rows = plan.details ? await withDetails(plan.details, query, page.rows) : page.rows;
  return {
    total: page.total,
    chart: plan.chart ? plan.chart.draw(page.chartData, language) : null,
    rows: rows.map(plan.cells),
  };
}

/** The rows with the plan's details (its SQL on `p.id` and `p.version`), one statement for the page. */
async function withDetails(details: RawBuilder<unknown>, query: ReportQuery, rows: PlanRow[]): Promise<PlanRow[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((r) => Number(r.id));
  const versions = rows.map((r) => Number(r.version));
  const result = await sql<PlanRow & { report_ordinal: number }>`
    SELECT p.ordinal::int AS report_ordinal, ${details} FROM unnest(${ids}::int[], ${versions}::int[]) WITH ORDINALITY AS p(id, version, ordinal)`.execute(query.db);
  const byOrdinal = new Map(result.rows.map(({ report_ordinal, ...detail }) => [report_ordinal, detail]));
  return rows.map((row, i) => ({ ...row, ...byOrdinal.get(i + 1) }));
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
