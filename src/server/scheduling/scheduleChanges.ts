/**
 * The engine's side of schedules (issue 14 §1): a save of a version, or any workflow action on it
 * other than its scheduled publish, ends its schedule in the same transaction. The reviewer
 * scheduled the content and state they saw; a version changed since is not published on their word.
 * The end is audited, and the reviewer told when someone else made the change.
 */
import { ERROR_CATALOGUE, ErrorCode } from '@/shared/errors';
import type { RecordVersion } from '../db/schema';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { recordAction } from '../records/recordRepository';
import { notifyScheduleFailed } from './scheduleNotifications';
import { deleteSchedule, findSchedule } from './scheduleRepository';
import { SCHEDULE_ACTIONS, SCHEDULE_COMMENTS } from './scheduleTexts';

export async function dropSchedule(ctx: EngineContext, def: ServerKindDefinition, row: RecordVersion): Promise<void> {
  const key = { kind: def.meta.objectKind, id: row.id, version: row.version };
  const schedule = await findSchedule(ctx.db, key);
  if (!schedule) return;
  await deleteSchedule(ctx.db, key);
  await recordAction(ctx.db, {
    kind: key.kind,
    id: key.id,
    version: key.version,
    action: SCHEDULE_ACTIONS.cancel,
    from: row.state,
    to: row.state,
    comment: SCHEDULE_COMMENTS.changed,
    username: ctx.caller.username,
    at: ctx.now,
  });
  if (schedule.username.toLowerCase() !== ctx.caller.username.toLowerCase()) {
    await notifyScheduleFailed(ctx, { id: schedule.user_id, language: schedule.language }, key, row.name ?? '', ERROR_CATALOGUE[ErrorCode.ScheduleChanged]);
  }
}
