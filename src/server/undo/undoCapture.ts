/**
 * The one place where a record action that can be undone exactly (issue 30 §4) records what it changed:
 * the engine's action route (records/routes.ts: delete and archive, for every kind) and the schedule's
 * cancel route (scheduling/scheduleRoutes.ts) run the action through `withRecordUndo`, in the action's
 * transaction. The engine's functions keep their parameters (the bulk actions call them too, and offer
 * no undo).
 */
import { sql } from 'kysely';
import type { SavedRecord } from '@/shared/records/contract';
import { UNDOABLE_WORKFLOW_ACTIONS, type UndoableAction } from '@/shared/undo';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { beginUndo, recordBefore, recordFingerprint, type RecordTarget } from './undoStore';

/** Whether a workflow action of the transition table can be undone (delete, archive). */
export function isUndoableWorkflowAction(action: string): boolean {
  return UNDOABLE_WORKFLOW_ACTIONS.includes(action);
}

/**
 * Runs `run` (the action on version `id`/`version`) and, when `action` is undoable and it succeeded,
 * answers its result with an undo token (a deleted version answers `deleted` with the state it had,
 * instead of null). Any other action runs untouched.
 */
export async function withRecordUndo(
  ctx: EngineContext,
  def: ServerKindDefinition,
  id: number,
  version: number,
  action: string,
  run: () => Promise<SavedRecord | null>,
): Promise<SavedRecord | null> {
  const undoable: UndoableAction | null = isUndoableWorkflowAction(action) ? (action as UndoableAction) : action === 'cancelSchedule' ? 'cancelSchedule' : null;
  if (undoable === null || ctx.caller.isGuest) return run();
  const target: RecordTarget = { objectKind: def.meta.objectKind, id, version };
  // Locked first, so that the before-image is the row the action then changes (the action locks it again: a no-op).
  const row = await ctx.db
    .selectFrom('record_version')
    .select(['state'])
    .where('kind', '=', target.objectKind)
    .where('id', '=', id)
    .where('version', '=', version)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return run();
  const pending = await beginUndo(ctx.db, { action: undoable, username: ctx.caller.username, now: ctx.now, target, before: recordBefore(target) });
  const saved = await run();
  const left = await sql<{ row_version: number }>`SELECT row_version FROM record_version WHERE kind = ${target.objectKind} AND id = ${id} AND version = ${version}`.execute(
    ctx.db,
  );
  const rowVersion = left.rows[0]?.row_version ?? null;
  const undoToken = await pending.finish(recordFingerprint(target), rowVersion);
  if (saved === null) return { id, version, state: row.state, deleted: true, undoToken };
  return { ...saved, undoToken };
}
