/**
 * The import's work on the record engine, apart from the job around it (importRunner.ts): the
 * headers, the validation of every row, and the writing of a group of rows through the engine.
 * Units: a record import writes one row per record; an association import writes the rows of one
 * point of care together (importAssociations.ts). Validation and writing walk the same units.
 */
import { ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { ImportType } from '@/shared/enums';
import { IMPORT_COLUMNS, IMPORT_RECORD_KIND, type ImportColumn } from '@/shared/importColumns';
import type { ImportIssue } from '@/shared/imports';
import type { SimilarRecord } from '@/shared/records/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { createRecords } from '../records/recordBatchWrites';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { createRecord, saveRecord } from '../records/recordWrites';
import { similarAsSeenBy } from '../records/recordAccess';
import { findSimilarNamesMany } from '../records/recordRepository';
import { SERVER_KINDS } from '../records/registry';
import { associationGroups, planAssociationGroup } from './importAssociations';
import { appErrorMessage, rowError } from './importIssues';
import { IMPORT_MESSAGES } from './importMessages';
import { planRecordRow, type PlanContext } from './importPlan';
import { loadImportReferences, matchKey } from './importReferences';
import type { ImportTable } from './importTable';

export function kindDefinitionOf(importType: ImportType): ServerKindDefinition {
  const def = SERVER_KINDS[IMPORT_RECORD_KIND[importType]];
  if (!def) throw new Error(`no server kind for import type ${importType}`);
  return def;
}

const join = (names: readonly string[]) => names.map((n) => `«${n}»`).join(', ');

/**
 * The column of each header, or -604 naming what is wrong: required headers missing, headers the
 * template does not have, or a header written twice. Optional columns may be left out; empty header
 * cells are ignored.
 */
export function checkHeaders(table: ImportTable, columns: readonly ImportColumn[]): Map<string, number> {
  const known = new Map(columns.map((c) => [matchKey(c.header), c]));
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  table.headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const column = known.get(matchKey(header));
    if (!column) unknown.push(header);
    else if (positions.has(column.header)) repeated.push(header);
    else positions.set(column.header, index);
  });
  const missing = columns.filter((c) => c.required && !positions.has(c.header)).map((c) => c.header);
  if (missing.length + unknown.length + repeated.length > 0) {
    const parts: CatalogueEntry[] = [];
    if (missing.length) parts.push(IMPORT_MESSAGES.missingHeaders(join(missing)));
    if (unknown.length) parts.push(IMPORT_MESSAGES.unknownHeaders(join(unknown)));
    if (repeated.length) parts.push(IMPORT_MESSAGES.repeatedHeaders(join(repeated)));
    throw new AppError(ErrorCode.ImportHeadersInvalid, { detail: { pt: parts.map((p) => p.pt).join('; '), en: parts.map((p) => p.en).join('; ') } });
  }
  return positions;
}

/** Everything planning needs for one import, loaded once (references, positions, a chain cache). */
export async function preparePlan(ctx: EngineContext, importType: ImportType, table: ImportTable): Promise<PlanContext> {
  const columns = IMPORT_COLUMNS[importType];
  const positions = checkHeaders(table, columns);
  const kind = IMPORT_RECORD_KIND[importType];
  const references = await loadImportReferences(ctx, columns, kind);
  return { ctx, def: kindDefinitionOf(importType), kind, columns, positions, references, chains: new Map() };
}

/** The units of work, as lists of row indexes, in the order they are validated and written. */
export function importUnits(importType: ImportType, table: ImportTable, positions: ReadonlyMap<string, number>): number[][] {
  if (importType === ImportType.ServicePointServiceAssociation) return associationGroups(table.rows, positions);
  return table.rows.map((_row, index) => [index]);
}

/** Every issue of one unit's rows (nothing written). */
export async function validateUnit(plan: PlanContext, importType: ImportType, table: ImportTable, unit: readonly number[]): Promise<ImportIssue[]> {
  const rows = unit.map((index) => table.rows[index]).filter((row) => row !== undefined);
  if (importType === ImportType.ServicePointServiceAssociation) return (await planAssociationGroup(plan, rows)).issues;
  const [row] = rows;
  return row ? (await planRecordRow(plan, row)).issues : [];
}

/**
 * What only the whole file shows: a code used by two rows (an error: both would write one record)
 * and names repeated in the file. Not for associations (no names).
 */
export function fileIssues(importType: ImportType, table: ImportTable, positions: ReadonlyMap<string, number>): ImportIssue[] {
  if (importType === ImportType.ServicePointServiceAssociation) return [];
  const issues: ImportIssue[] = [];
  const codeAt = positions.get('Código');
  const nameColumn = IMPORT_COLUMNS[importType].find((c) => c.field === 'name');
  const nameAt = nameColumn ? positions.get(nameColumn.header) : undefined;
  const codes = new Map<string, number>();
  const names = new Map<string, number>();
  for (const row of table.rows) {
    const code = matchKey(row.cells[codeAt ?? -1] ?? '');
    if (code) {
      const first = codes.get(code);
      if (first !== undefined) issues.push(rowError(row.rowNumber, 'Código', IMPORT_MESSAGES.codeInFile(String(first))));
      else codes.set(code, row.rowNumber);
    }
    const name = matchKey(row.cells[nameAt ?? -1] ?? '');
    if (name && nameColumn) {
      const first = names.get(name);
      if (first !== undefined) issues.push({ row: row.rowNumber, column: nameColumn.header, severity: 'warning', message: IMPORT_MESSAGES.duplicateInFile(String(first)) });
      else names.set(name, row.rowNumber);
    }
  }
  return issues;
}

/**
 * The engine's duplicate check (similar names, SPEC §4) for the rows without errors, as warnings:
 * one query for many names, in a read-only transaction of its own.
 */
export async function duplicateWarnings(
  plan: PlanContext,
  importType: ImportType,
  table: ImportTable,
  rowIndexes: readonly number[],
  // A handle that can open a transaction (plan.ctx.db may be a read cache: readCache.ts).
  db: Kysely<Database>,
): Promise<ImportIssue[]> {
  if (importType === ImportType.ServicePointServiceAssociation) return [];
  const nameColumn = plan.columns.find((c) => c.field === 'name');
  const nameAt = nameColumn ? plan.positions.get(nameColumn.header) : undefined;
  const codeAt = plan.positions.get('Código');
  if (!nameColumn || nameAt === undefined) return [];
  const rows = rowIndexes.map((i) => table.rows[i]).filter((row) => row !== undefined && (row.cells[nameAt] ?? '') !== '');
  const names = rows.map((row) => row?.cells[nameAt] ?? '');
  const except = rows.map((row) => plan.references.record(plan.kind, row?.cells[codeAt ?? -1] ?? '')?.id ?? null);
  const issues: ImportIssue[] = [];
  const CHUNK = 2000;
  for (let start = 0; start < names.length; start += CHUNK) {
    const found = await db
      .transaction()
      .execute((trx) => findSimilarNamesMany(trx, plan.def.meta.objectKind, names.slice(start, start + CHUNK), except.slice(start, start + CHUNK)));
    const seen = await similarAsSeenBy(
      plan.ctx,
      plan.def,
      found.map((f) => f.similar),
    );
    const byPosition = new Map<number, SimilarRecord[]>();
    for (const [k, { position }] of found.entries()) {
      const record = seen[k];
      if (record) byPosition.set(position, [...(byPosition.get(position) ?? []), record]);
    }
    for (const [position, similar] of byPosition) {
      const row = rows[start + position];
      if (!row) continue;
      const named = similar.flatMap((s) => ('name' in s ? [s.name] : []));
      const message = named.length > 0 ? IMPORT_MESSAGES.similarName(join(named)) : IMPORT_MESSAGES.similarElsewhere;
      issues.push({ row: row.rowNumber, column: nameColumn.header, severity: 'warning', message });
    }
  }
  return issues;
}

/** A unit the engine refused at write time: its rows' issues (nothing of it was written). */
export class UnitRefused extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super('import unit refused');
  }
}

/**
 * Writes one unit through the engine in `plan.ctx.db` (the caller's transaction): planned again on
 * what the database holds now, then created or saved with the engine's every rule, the duplicate
 * warning answered (the import showed it), audited with `comment`. Answers how many rows it wrote;
 * rows with errors are skipped (an association unit writes its valid rows). Throws UnitRefused when
 * a row fails now; the caller rolls the unit back.
 */
/** A new draft version of an existing record (matched by code), audited with the import's comment. */
function saveNewVersion(plan: PlanContext, target: { id: number; version: number; row_version: number }, input: Record<string, unknown>, comment: string) {
  return saveRecord(plan.ctx, plan.def, target.id, target.version, { input, rowVersion: target.row_version, continueOnDuplicate: true }, { comment });
}

export async function writeUnit(plan: PlanContext, importType: ImportType, table: ImportTable, unit: readonly number[], comment: string): Promise<number> {
  const rows = unit.map((index) => table.rows[index]).filter((row) => row !== undefined);
  const { ctx, def } = plan;
  try {
    if (importType === ImportType.ServicePointServiceAssociation) {
      const planned = await planAssociationGroup(plan, rows);
      const valid = planned.perRow.filter((entry) => entry.service !== null).length;
      if (!planned.input || !planned.target || valid === 0) return 0;
      await saveNewVersion(plan, planned.target, planned.input, comment);
      return valid;
    }
    const [row] = rows;
    if (!row) return 0;
    const planned = await planRecordRow(plan, row, { forWrite: true });
    if (planned.issues.some((issue) => issue.severity === 'error')) throw new UnitRefused(planned.issues.filter((i) => i.severity === 'error'));
    if (!planned.input) return 0;
    if (planned.target) {
      await saveNewVersion(plan, planned.target, planned.input, comment);
    } else {
      await createRecord(ctx, def, { input: planned.input, continueOnDuplicate: true }, { comment });
    }
    return 1;
  } catch (error) {
    if (error instanceof AppError) throw new UnitRefused(rows.map((row) => rowError(row.rowNumber, null, appErrorMessage(error))));
    throw error;
  }
}

/** What a batch did: rows written, rows that failed now (with why). */
export interface BatchResult {
  written: number;
  failed: number;
  issues: ImportIssue[];
}

/**
 * Writes a batch of units in `plan.ctx.db` (the caller's transaction). Record imports plan every row
 * again, then create the new records together through the engine's batch create
 * (records/recordBatchWrites.ts: every rule per row, one multi-row insert) and save the new versions
 * of existing records one by one; associations write unit by unit. Rows in `skip` (errors at
 * validation) are left out. With `savepoints` ('validOnly') a row refused now counts as failed and
 * the others are written; without ('allOrNothing') the first refusal throws UnitRefused with every
 * refusal so far, and the caller rolls everything back.
 */
export async function writeBatch(
  plan: PlanContext,
  importType: ImportType,
  table: ImportTable,
  units: readonly (readonly number[])[],
  skip: ReadonlySet<number>,
  comment: string,
  savepoints: boolean,
  // The transaction itself (plan.ctx.db may be a read cache over it), for the savepoints.
  trx: Kysely<Database>,
): Promise<BatchResult> {
  const result: BatchResult = { written: 0, failed: 0, issues: [] };
  const refuse = (issues: ImportIssue[], rows: number) => {
    result.failed += rows;
    result.issues.push(...issues);
    if (!savepoints) throw new UnitRefused(result.issues);
  };
  /** Runs one unit's write so that, refused, nothing of it stays (a savepoint in 'validOnly'). */
  const guarded = async (rows: number, write: () => Promise<number>) => {
    if (savepoints) await sql`SAVEPOINT import_unit`.execute(trx);
    try {
      result.written += await write();
      if (savepoints) await sql`RELEASE SAVEPOINT import_unit`.execute(trx);
    } catch (error) {
      if (!(error instanceof UnitRefused)) throw error;
      if (savepoints) await sql`ROLLBACK TO SAVEPOINT import_unit`.execute(trx);
      refuse(error.issues, rows);
    }
  };

  if (importType === ImportType.ServicePointServiceAssociation) {
    for (const unit of units) {
      const valid = unit.filter((index) => !skip.has(index));
      if (valid.length > 0) await guarded(valid.length, () => writeUnit(plan, importType, table, unit, comment));
    }
    return result;
  }

  const creates: { rowNumber: number; input: Record<string, unknown> }[] = [];
  const saves: { index: number }[] = [];
  for (const index of units.flat()) {
    const row = table.rows[index];
    if (!row || skip.has(index)) continue;
    const planned = await planRecordRow(plan, row, { forWrite: true });
    const errors = planned.issues.filter((issue) => issue.severity === 'error');
    if (errors.length > 0 || !planned.input) refuse(errors, 1);
    else if (planned.target) saves.push({ index });
    else creates.push({ rowNumber: row.rowNumber, input: planned.input });
  }
  const created = await createRecords(
    plan.ctx,
    plan.def,
    creates.map((c) => ({ input: c.input, continueOnDuplicate: true })),
    { comment },
  );
  created.forEach((outcome, i) => {
    const rowNumber = creates[i]?.rowNumber ?? 0;
    if (outcome instanceof AppError) refuse([rowError(rowNumber, null, appErrorMessage(outcome))], 1);
    else result.written += 1;
  });
  for (const { index } of saves) await guarded(1, () => writeUnit(plan, importType, table, [index], comment));
  return result;
}
