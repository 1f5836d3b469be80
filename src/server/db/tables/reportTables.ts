/** The reports' snapshots (migration m0031, reports/reportSnapshot.ts): state of the moment, UNLOGGED. Columns as in SQL (../schema.ts says why). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columnTypes';

/** One row (id 1): bumped by triggers in every transaction that changes what a report can read. */
export interface ReportGenerationTable {
  id: number;
  /** bigint: node-postgres answers a string, PGlite a number. */
  value: ColumnType<string | number, number, number>;
}

/** One report's whole result for one question (its key), at one generation. */
export interface ReportSnapshotTable {
  id: Generated<string | number>;
  key: string;
  generation: ColumnType<string | number, number, number>;
  total: number;
  chart: unknown;
  created_at: Generated<Timestamp>;
}

/** A hundred of a snapshot's rows, in the report's order (chunk n holds rows 100n to 100n + 99). */
export interface ReportSnapshotChunkTable {
  snapshot_id: string | number;
  chunk: number;
  rows: unknown;
}
