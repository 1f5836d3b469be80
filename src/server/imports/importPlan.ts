/**
 * One row of a record import (entity, service, point of care, heritage) planned against the engine's
 * rules, without writing: the input it would save, the existing version it would save on (matched by
 * code), and every problem — the cells, the shared schema (all its errors), the engine's rules
 * (dates, parent, the kind's own checks) and the caller's permission. Validation runs it on every row;
 * writing runs it again just before the engine saves, which checks everything once more.
 */
import { ValidationError } from 'yup';
import { ErrorCode } from '@/shared/errors';
import type { ImportColumn } from '@/shared/importColumns';
import type { ImportIssue } from '@/shared/imports';
import { EDITABLE_STATES, RecordState } from '@/shared/recordStates';
import { validationText } from '@/shared/records/recordValidationMessages';
import { can } from '@/shared/records/scope';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import { fromRow } from '../records/headerMapping';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { chainOf } from '../records/recordAccess';
import { findVersion } from '../records/recordRepository';
import { checkDatesAndParent, sanitizeRichTextFields } from '../records/recordRules';
import { appErrorMessage, columnOfError, rowError } from './importIssues';
import { IMPORT_MESSAGES } from './importMessages';
import type { ImportReferences, RecordKindForImport } from './importReferences';
import { convertRow, overlay, VERSION_FIELD } from './importRows';
import type { ImportRow } from './importTable';

export interface PlannedRow {
  /** The validated input (the schema's normalised value; for a write, the converted row the engine validates); null when the row has an error. */
  input: Record<string, unknown> | null;
  /** The existing version the row saves on (a new draft version of a published one, or the never-published draft itself). */
  target: RecordVersion | null;
  issues: ImportIssue[];
}

/** What planning needs besides the row: the import's kind, columns, references and a cache of organisation chains. */
export interface PlanContext {
  ctx: EngineContext;
  def: ServerKindDefinition;
  kind: RecordKindForImport;
  columns: readonly ImportColumn[];
  positions: ReadonlyMap<string, number>;
  references: ImportReferences;
  chains: Map<number | null, Promise<number[]>>;
}

export function chainCached(plan: Pick<PlanContext, 'ctx' | 'chains'>, organizationId: number | null): Promise<number[]> {
  let chain = plan.chains.get(organizationId);
  if (!chain) {
    chain = chainOf(plan.ctx, organizationId);
    plan.chains.set(organizationId, chain);
  }
  return chain;
}

/**
 * Which version of an existing record an import saves on: its published version when nothing is in
 * progress after it (the engine opens a new draft version), or its draft when it was never published
 * (changed in place). Anything else is the engine's refusal of that edit.
 */
export function targetVersionOf(def: ServerKindDefinition, latestVersion: number, latestState: number, publishedVersion: number | null): number | AppError {
  if (latestState === RecordState.Published) return latestVersion;
  if (EDITABLE_STATES.includes(latestState) && publishedVersion === null) return latestVersion;
  if (publishedVersion !== null && latestVersion > publishedVersion) return new AppError(def.meta.codes.editDraft);
  return new AppError(def.meta.codes.stateInvalid);
}

/** The column that fills `path` (a schema error's path: 'address.zipCode', 'parentVersion', 'services[0]'). */
function columnOfPath(columns: readonly ImportColumn[], path: string): ImportColumn | undefined {
  const clean = path.replace(/\[\d+\]/g, '');
  const byVersion = Object.entries(VERSION_FIELD).find(([, version]) => version === clean)?.[0];
  return columns.find((c) => c.field === clean || c.field === byVersion) ?? columns.find((c) => clean.startsWith(`${c.field}.`) || c.field.startsWith(`${clean}.`));
}

/** Every schema error of the input, each on its column (its field's label when no column fills it). */
function schemaIssues(plan: PlanContext, rowNumber: number, error: ValidationError, skip: ReadonlySet<string>): ImportIssue[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  for (const item of errors) {
    const path = item.path ?? '';
    const column = columnOfPath(plan.columns, path);
    if (column && skip.has(column.header)) continue;
    const message: unknown = item.errors[0] ?? item.message;
    const label = plan.def.labels[path.split(/[.[]/)[0] ?? '']?.pt;
    const labelEn = plan.def.labels[path.split(/[.[]/)[0] ?? '']?.en;
    const words = {
      pt: column || !label ? validationText(message, 'pt') : `${label}: ${validationText(message, 'pt')}`,
      en: column || !labelEn ? validationText(message, 'en') : `${labelEn}: ${validationText(message, 'en')}`,
    };
    const key = `${column?.header ?? ''}|${words.pt}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(rowError(rowNumber, column?.header ?? null, words));
  }
  return issues;
}

/** May the caller save `input` (on `target`)? The engine's createRecord/saveRecord permission checks, on cached chains. */
async function permitted(plan: PlanContext, input: Record<string, unknown>, target: RecordVersion | null): Promise<boolean> {
  const { def } = plan;
  const organizations = new Set<number | null>([def.owningOrganization(input, target)]);
  if (target) {
    organizations.add(target.organization_id);
    organizations.add(def.organizationOf({ id: target.id, parent_id: (input.parentId as number | null) ?? null, data: input }));
    if (def.meta.name === OWNER_KIND && input.parentId !== null && input.parentId !== target.parent_id) organizations.add(input.parentId as number | null);
  }
  for (const organization of organizations) {
    const chain = await chainCached(plan, organization);
    if (plan.ctx.caller.isGuest || !can(plan.ctx.caller.profiles, 'createEdit', def.meta.name, chain)) return false;
  }
  return true;
}

/**
 * A row's input and target, with its issues. `forWrite`: planned for the engine's own write, which
 * checks the schema and every rule again (createRecords, saveRecord) and refuses with an AppError: the
 * row is only converted, not checked twice (measured: a third of the writing's time at 10,000 rows).
 * Validation plans without it, to name each issue's column.
 */
export async function planRecordRow(plan: PlanContext, row: ImportRow, { forWrite = false } = {}): Promise<PlannedRow> {
  const { def, ctx } = plan;
  const converted = convertRow(row, plan.columns, plan.positions, plan.references);
  const issues = [...converted.issues];
  const fail = (error: AppError) => issues.push(rowError(row.rowNumber, columnOfError(error, def, plan.columns), appErrorMessage(error)));

  // The existing record with this code, if any: the row becomes its new draft version.
  const code = converted.values.get('code');
  const found = typeof code === 'string' && code !== '' ? plan.references.record(plan.kind, code) : undefined;
  let target: RecordVersion | null = null;
  if (found?.ambiguous) issues.push(rowError(row.rowNumber, plan.columns[0]?.header ?? null, IMPORT_MESSAGES.ambiguousCode(String(code))));
  else if (found) {
    const version = targetVersionOf(def, found.latestVersion, found.latestState, found.publishedVersion);
    if (version instanceof AppError) fail(version);
    else target = (await findVersion(ctx.db, def.meta.objectKind, found.id, version)) ?? null;
  }

  const empty = def.emptyInput() as Record<string, unknown>;
  const base = target ? (fromRow(target, def.emptyInput) as Record<string, unknown>) : empty;
  const raw = sanitizeRichTextFields(def, overlay(base, empty, converted.values));
  if (forWrite) return issues.length > 0 ? { input: null, target, issues } : { input: raw as Record<string, unknown>, target, issues };
  let input: Record<string, unknown>;
  try {
    input = def.schema.validateSync(raw, { abortEarly: false, stripUnknown: true }) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { input: null, target, issues: [...issues, ...schemaIssues(plan, row.rowNumber, error, converted.badColumns)] };
  }
  if (issues.length > 0) return { input: null, target, issues };

  try {
    await checkDatesAndParent(ctx, def, input);
    await def.validate?.(ctx, input, target);
    if (!(await permitted(plan, input, target))) throw new AppError(ErrorCode.NoPermission);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(error);
    return { input: null, target, issues };
  }
  return { input, target, issues };
}
