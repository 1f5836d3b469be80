/**
 * The engine's writes: create, save (in place or as a new version) and the workflow actions of the
 * transition table. Every function runs inside the caller's transaction (ctx.db).
 */
import { ErrorCode } from '@/shared/errors';
import { EDITABLE_STATES, RecordState, SUPERSEDED_STATE, TRANSITIONS, type RecordActionName } from '@/shared/recordStates';
import type { ActionRequest, SavedRecord, SaveRecordRequest } from '@/shared/records/contract';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import type { ReturnRequestFields } from '@/shared/records/returnReason';
import { keepableIn, refuseBadFiles, storeAttachments, type KeepableAttachments } from '../attachments/attachmentSave';
import type { NewRecordVersion, RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from './engineContext';
import { dropSchedule } from '../scheduling/scheduleChanges';
import { emitWorkflowEvent } from './engineEvents';
import { fromRow, toColumns } from './headerMapping';
import type { ServerKindDefinition } from './kindDefinition';
import { chainOf, pendingAfter, requirePermission } from './recordAccess';
import { allocateRecordIds } from './recordIds';
import {
  deleteNewerVersions,
  deleteVersion,
  findVersionForUpdate,
  findVersionsForUpdate,
  insertVersion,
  recordAction,
  supersedePublished,
  updateVersion,
  type AuditEntry,
} from './recordRepository';
import { checkDatesAndParent, checkDuplicates, parseInput, sanitizeRichTextFields } from './recordRules';
import { checkedRefusalType } from './returnReasons';
import { publishSaved } from '../presence/presenceStore';

/** `keepable`: the stored attachments this save may keep without their bytes (attachmentSave.ts). */
export async function prepare(ctx: EngineContext, def: ServerKindDefinition, raw: unknown, previous: RecordVersion | null, keepable: KeepableAttachments) {
  refuseBadFiles(def, raw);
  // Rich text first: the schema then checks (and counts the characters of) what will be stored.
  const input = parseInput(def, sanitizeRichTextFields(def, raw));
  await checkDatesAndParent(ctx, def, input);
  await def.validate?.(ctx, input, previous);
  await storeAttachments(ctx, def, input, keepable);
  return input;
}

/** The audit entry of a write by the caller, now. */
export function audit(
  ctx: EngineContext,
  def: ServerKindDefinition,
  id: number,
  version: number,
  action: string,
  from: number | null,
  to: number | null,
  comment: string | null = null,
): AuditEntry {
  return { kind: def.meta.objectKind, id, version, action, from, to, comment, username: ctx.caller.username, at: ctx.now };
}

/** What a create may carry beyond the request: a copy (recordCopy.ts) keeps its source's attachments and says so in the audit. */
export interface CreateOptions {
  keepable?: KeepableAttachments;
  comment?: string;
}

export async function createRecord(ctx: EngineContext, def: ServerKindDefinition, request: SaveRecordRequest, options: CreateOptions = {}): Promise<SavedRecord> {
  if (ctx.caller.isGuest) throw new AppError(ErrorCode.NoPermission);
  // A new record has no attachments of its own yet: only a copy's source's may be kept.
  const input = await prepare(ctx, def, request.input, null, options.keepable ?? new Map());
  requirePermission(ctx, def, 'createEdit', await chainOf(ctx, def.owningOrganization(input, null)));
  const columns = toColumns(input);
  await checkDuplicates(ctx, def, columns.name, null, request.continueOnDuplicate);
  const id = await allocateRecordIds(ctx.db, def.meta.objectKind);
  await insertVersion(ctx.db, firstVersion(ctx, def, id, columns), audit(ctx, def, id, 1, 'create', null, RecordState.Draft, options.comment ?? null));
  return { id, version: 1, state: RecordState.Draft };
}

/** A new record's first version: a draft by the caller, now (createRecord, and the batch create of recordBatchWrites.ts). */
export function firstVersion(ctx: EngineContext, def: ServerKindDefinition, id: number, columns: ReturnType<typeof toColumns>): NewRecordVersion {
  return {
    kind: def.meta.objectKind,
    id,
    version: 1,
    state: RecordState.Draft,
    ...columns,
    organization_id: def.organizationOf({ id, parent_id: columns.parent_id, data: columns.data }),
    created_by: ctx.caller.username,
    created_at: ctx.now,
  };
}

async function lockedVersion(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number): Promise<RecordVersion> {
  const row = await findVersionForUpdate(ctx.db, def.meta.objectKind, id, version);
  if (!row) throw new AppError(def.meta.codes.notFound);
  return row;
}

function checkRowVersion(row: RecordVersion, rowVersion: number | undefined): void {
  if (rowVersion === undefined || rowVersion !== row.row_version) throw new AppError(ErrorCode.ConcurrentChange);
}

/**
 * Saves a version. A draft or returned version is changed in place; a published one opens a new draft
 * version carrying the edit (refused with the kind's -103 while another version is in progress).
 */
export async function saveRecord(
  ctx: EngineContext,
  def: ServerKindDefinition,
  id: number,
  version: number,
  request: SaveRecordRequest,
  // An import says so in the audit (imports/importWrite.ts); a user's save carries no comment.
  options: { comment?: string } = {},
): Promise<SavedRecord> {
  const versions = await findVersionsForUpdate(ctx.db, def.meta.objectKind, id);
  const row = versions.find((v) => v.version === version);
  if (!row) throw new AppError(def.meta.codes.notFound);
  requirePermission(ctx, def, 'createEdit', await chainOf(ctx, row.organization_id));
  const editable = EDITABLE_STATES.includes(row.state);
  if (!editable && row.state !== RecordState.Published) throw new AppError(def.meta.codes.stateInvalid);
  if (row.state === RecordState.Published && pendingAfter(versions, row) !== null) throw new AppError(def.meta.codes.editDraft);
  checkRowVersion(row, request.rowVersion);

  const input = await prepare(ctx, def, request.input, row, keepableIn(def, versions));
  const columns = toColumns(input);
  // chainOf walks the organic tree: only the owner kind's (entities') parent is a place in it. Other
  // kinds' parents (sub-services) decide no scope; their kind refuses cycles (serviceKind.ts).
  const parentIsOrganization = def.meta.name === OWNER_KIND;
  if (parentIsOrganization && columns.parent_id !== row.parent_id && columns.parent_id !== null) {
    // Moving under another parent: the caller must also hold the permission there, and a record
    // can never move under itself or one of its descendants.
    const newChain = await chainOf(ctx, columns.parent_id);
    if (newChain.includes(id)) throw new AppError(def.meta.codes.invalid, { detail: def.labels.parentId?.[ctx.language] });
    requirePermission(ctx, def, 'createEdit', newChain);
  }
  const organizationId = def.organizationOf({ id, parent_id: columns.parent_id, data: columns.data });
  // Moving to another organisation (a service or document given to another entity): the caller must
  // hold the permission there too. An entity's organisation is itself; its moves are the parent's, above.
  if (organizationId !== row.organization_id) requirePermission(ctx, def, 'createEdit', await chainOf(ctx, organizationId));
  await checkDuplicates(ctx, def, columns.name, id, request.continueOnDuplicate);

  if (editable) {
    // The reviewer scheduled the content they saw: a changed version is not published on their word.
    await dropSchedule(ctx, def, row);
    const saved = await updateVersion(
      ctx.db,
      def.meta.objectKind,
      id,
      version,
      row.row_version,
      {
        ...columns,
        organization_id: organizationId,
        changed_by: ctx.caller.username,
        changed_at: ctx.now,
      },
      audit(ctx, def, id, version, 'save', row.state, row.state, options.comment ?? null),
    );
    if (!saved) throw new AppError(ErrorCode.ConcurrentChange);
    // Others with this version open for editing are told who saved it (issue 31 §2), at commit.
    await publishSaved(ctx.db, { kind: def.meta.name, id, version }, version, ctx.caller.username, ctx.now);
    return { id, version, state: row.state };
  }

  const next = Math.max(...versions.map((v) => v.version)) + 1;
  await insertVersion(
    ctx.db,
    {
      kind: def.meta.objectKind,
      id,
      version: next,
      state: RecordState.Draft,
      ...columns,
      organization_id: organizationId,
      created_by: ctx.caller.username,
      created_at: ctx.now,
      // No comment: the row's version and action say it all (a 'v1' here read as a user's comment).
    },
    audit(ctx, def, id, next, 'newVersion', null, RecordState.Draft, options.comment ?? null),
  );
  await publishSaved(ctx.db, { kind: def.meta.name, id, version }, next, ctx.caller.username, ctx.now);
  return { id, version: next, state: RecordState.Draft };
}

/** The engine event of a transition of `row` by the caller (engineEvents.ts). */
function workflowEvent(ctx: EngineContext, def: ServerKindDefinition, row: RecordVersion, action: RecordActionName, comment: string | null) {
  const { name: kind, objectKind } = def.meta;
  return { kind, objectKind, id: row.id, version: row.version, action, organizationId: row.organization_id, name: row.name ?? '', actor: ctx.caller.username, comment };
}

/**
 * The rules a version must meet to go public, beyond its state and the caller's permission: every
 * rule of a save holds again (what it points at — its owner, a necessary document, a location — may
 * have been archived or extinguished since it was saved), and the duplicate-name check. The publish
 * action runs them, and so does scheduling a publication (scheduling/scheduleWrites.ts), which asks
 * the duplicate question at scheduling time.
 */
export async function checkPublishable(ctx: EngineContext, def: ServerKindDefinition, row: RecordVersion, continueOnDuplicate: boolean | undefined): Promise<void> {
  const input = fromRow(row, def.emptyInput);
  await checkDatesAndParent(ctx, def, input);
  await def.validate?.(ctx, input, row);
  await checkDuplicates(ctx, def, row.name ?? '', row.id, continueOnDuplicate);
}

/** Runs one action of the transition table (SPEC §4). */
export async function applyAction(
  ctx: EngineContext,
  def: ServerKindDefinition,
  id: number,
  version: number,
  action: RecordActionName,
  request: ActionRequest & ReturnRequestFields,
): Promise<SavedRecord | null> {
  const transition = TRANSITIONS[action];
  const row = await lockedVersion(ctx, def, id, version);
  requirePermission(ctx, def, transition.permission, await chainOf(ctx, row.organization_id));
  if (!transition.from.includes(row.state)) throw new AppError(def.meta.codes.stateInvalid);
  checkRowVersion(row, request.rowVersion);
  const comment = request.comment?.trim() || null;
  if (transition.commentRequired && !comment) throw new AppError(def.meta.codes.invalid, { detail: { pt: 'o comentário é obrigatório', en: 'a comment is required' } });
  const refusalTypeId = await checkedRefusalType(ctx, def, action, request.refusalTypeId);
  // Any other action on a version ends its scheduled publication (the scheduler's own publish removed it first).
  await dropSchedule(ctx, def, row);

  if (transition.to === null) {
    await deleteVersion(ctx.db, def.meta.objectKind, id, version);
    await recordAction(ctx.db, audit(ctx, def, id, version, action, row.state, null, comment));
    // Engine event seam (engineEvents.ts): after the audit row, in this transaction.
    await emitWorkflowEvent(ctx, workflowEvent(ctx, def, row, action, comment));
    return null;
  }

  const changes: { state: RecordState; end_date?: string; changed_by: string; changed_at: Date; published_at?: Date; unpublished_at?: Date | null } = {
    state: transition.to,
    changed_by: ctx.caller.username,
    changed_at: ctx.now,
  };
  // The version's publication period, on the engine's clock (the organic tree of a past date reads it).
  if (transition.to === RecordState.Published) Object.assign(changes, { published_at: ctx.now, unpublished_at: null });
  else if (row.state === RecordState.Published) changes.unpublished_at = ctx.now;
  if (action === 'extinct') {
    const endDate = request.endDate ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || (row.start_date !== null && endDate <= row.start_date)) throw new AppError(ErrorCode.InvalidExtinctionDate);
    await def.beforeExtinct?.(ctx, row);
    await deleteNewerVersions(ctx.db, def.meta.objectKind, id, version);
    changes.end_date = endDate;
  }
  if (action === 'publish') {
    await checkPublishable(ctx, def, row, request.continueOnDuplicate);
    await supersedePublished(ctx.db, def.meta.objectKind, id, version, SUPERSEDED_STATE, ctx.now);
  }
  const entry = { ...audit(ctx, def, id, version, action, row.state, transition.to, comment), refusalTypeId };
  if (!(await updateVersion(ctx.db, def.meta.objectKind, id, version, row.row_version, changes, entry))) throw new AppError(ErrorCode.ConcurrentChange);
  // Engine event seam (engineEvents.ts): after the audit row, in this transaction.
  await emitWorkflowEvent(ctx, workflowEvent(ctx, def, row, action, comment));
  return { id, version, state: transition.to };
}
