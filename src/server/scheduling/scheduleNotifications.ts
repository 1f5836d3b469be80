/**
 * Tells the reviewer who scheduled a publication that it will not happen (issue 14 §1): the scheduled
 * publish failed a rule, or the version changed before its time. One notification (event
 * 'scheduledPublicationFailed', record linked, title the record's name), its body the reason in the
 * reviewer's language as it stands when written.
 */
import type { CatalogueEntry, Language } from '@/shared/errors';
import { notifyUsers } from '../notifications/notificationRepository';
import type { EngineContext } from '../records/engineContext';
import type { ScheduleKey } from './scheduleRepository';
import { SCHEDULE_FAILED_EVENT } from './scheduleTexts';

export async function notifyScheduleFailed(
  ctx: Pick<EngineContext, 'db' | 'now'>,
  reviewer: { id: number; language: Language },
  key: ScheduleKey,
  name: string,
  reason: CatalogueEntry,
): Promise<void> {
  await notifyUsers(
    ctx.db,
    [reviewer.id],
    { title: name, body: reason[reviewer.language], event: SCHEDULE_FAILED_EVENT, record: { objectKind: key.kind, id: key.id, version: key.version } },
    ctx.now,
  );
}
