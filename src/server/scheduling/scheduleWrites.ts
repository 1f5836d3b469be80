/**
 * Scheduling a version's publication, and cancelling it (issue 14 §1). The same permission and
 * state preconditions as the publish action (the transition table's 'publish' entry), the same
 * optimistic check (rowVersion), and the publish's rules run now too (checkPublishable): a version
 * that could not be published now is refused now, and the duplicate-name question is asked now —
 * the reviewer's "continue" is kept for the scheduled publish. Both are audited; neither changes
 * the version (its row_version stays, so the version's other actions keep working).
 */
import { ErrorCode } from '@/shared/errors';
import { TRANSITIONS } from '@/shared/recordStates';
import type { SavedRecord } from '@/shared/records/contract';
import { scheduleTimeRefusal, type CancelScheduleRequest, type SchedulePublicationRequest } from '@/shared/scheduling';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { chainOf, requirePermission } from '../records/recordAccess';
import { findVersionForUpdate, recordAction } from '../records/recordRepository';
import { checkPublishable } from '../records/recordWrites';
import { deleteSchedule, findSchedule, upsertSchedule } from './scheduleRepository';
import { SCHEDULE_ACTIONS, SCHEDULE_COMMENTS } from './scheduleTexts';

/** The version, locked, if the caller may publish it now (permission, state, rowVersion): the publish action's preconditions. */
async function publishableVersion(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number, rowVersion: number): Promise<RecordVersion> {
  const transition = TRANSITIONS.publish;
  const row = await findVersionForUpdate(ctx.db, def.meta.objectKind, id, version);
  if (!row) throw new AppError(def.meta.codes.notFound);
  requirePermission(ctx, def, transition.permission, await chainOf(ctx, row.organization_id));
  if (!transition.from.includes(row.state)) throw new AppError(def.meta.codes.stateInvalid);
  if (rowVersion !== row.row_version) throw new AppError(ErrorCode.ConcurrentChange);
  return row;
}

async function callerId(ctx: EngineContext): Promise<number> {
  const user = await ctx.db.selectFrom('app_user').select('id').where('username', '=', ctx.caller.username).executeTakeFirst();
  if (!user || ctx.caller.isGuest) throw new AppError(ErrorCode.NoPermission);
  return user.id;
}

/** Schedules (or reschedules) the publication of a version at `request.publishAt`; `minLeadSeconds` from the configuration. */
export async function schedulePublication(
  ctx: EngineContext,
  def: ServerKindDefinition,
  id: number,
  version: number,
  request: SchedulePublicationRequest,
  minLeadSeconds: number,
): Promise<SavedRecord> {
  const row = await publishableVersion(ctx, def, id, version, request.rowVersion);
  const refusal = scheduleTimeRefusal(request.publishAt, ctx.now, minLeadSeconds);
  if (refusal !== null) throw new AppError(refusal);
  await checkPublishable(ctx, def, row, request.continueOnDuplicate);
  const publishAt = new Date(request.publishAt);
  await upsertSchedule(ctx.db, {
    kind: def.meta.objectKind,
    record_id: id,
    version,
    publish_at: publishAt,
    user_id: await callerId(ctx),
    row_version: row.row_version,
    continue_on_duplicate: request.continueOnDuplicate === true,
    created_at: ctx.now,
  });
  await recordAction(ctx.db, {
    kind: def.meta.objectKind,
    id,
    version,
    action: SCHEDULE_ACTIONS.schedule,
    from: row.state,
    to: row.state,
    comment: SCHEDULE_COMMENTS.scheduled(publishAt),
    username: ctx.caller.username,
    at: ctx.now,
  });
  return { id, version, state: row.state };
}

/** Cancels a version's scheduled publication (-703 when it has none). */
export async function cancelSchedule(ctx: EngineContext, def: ServerKindDefinition, id: number, version: number, request: CancelScheduleRequest): Promise<SavedRecord> {
  const row = await publishableVersion(ctx, def, id, version, request.rowVersion);
  const key = { kind: def.meta.objectKind, id, version };
  if (!(await findSchedule(ctx.db, key))) throw new AppError(ErrorCode.ScheduleNotFound);
  await deleteSchedule(ctx.db, key);
  await recordAction(ctx.db, {
    kind: key.kind,
    id,
    version,
    action: SCHEDULE_ACTIONS.cancel,
    from: row.state,
    to: row.state,
    comment: null,
    username: ctx.caller.username,
    at: ctx.now,
  });
  return { id, version, state: row.state };
}
