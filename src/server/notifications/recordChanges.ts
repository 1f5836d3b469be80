/**
 * The live refresh of open records (issue 29 §6): every workflow action tells, through the hub
 * (RecordChanged, at commit), each active user who may read the version's non-published states there
 * (recordAccess's own rule) that the version changed, the actor included (their other tabs). An open
 * page of that record reads it again. The message names the kind, id, version and action, and who acted
 * and when (as the audit trail does): a user who may not read the record is not told, and nobody is told its name.
 */
import { HUB_METHODS } from '@/shared/hub';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { publishToUsers } from '../hub/hubBus';
import type { EngineContext } from '../records/engineContext';
import type { WorkflowEvent } from '../records/engineEvents';
import { readPermissions, readsUnpublishedOn } from '../records/recordAccess';
import { ancestorChain } from '../records/organizationTree';
import { displayNamesOf } from '../records/userNames';
import { activeUsersHolding } from './usersHolding';

/** Who is told that `event`'s version changed: the users who read it whatever its state. */
export async function recordChangeRecipients(db: EngineContext['db'], event: Pick<WorkflowEvent, 'kind' | 'organizationId'>): Promise<number[]> {
  const def = { meta: RECORD_KINDS[event.kind] };
  const chain = await ancestorChain(db, event.organizationId);
  const users = await activeUsersHolding(db, readPermissions(def));
  return users.filter((u) => readsUnpublishedOn(u.profiles, def, chain)).map((u) => u.id);
}

/**
 * Who acted and when go with it (issue 31 §2: the open page says "Publicado por Ana Silva às 10:05"): the
 * recipients are the readers of the record's audit trail, where the same is written.
 */
export async function publishRecordChange(ctx: EngineContext, event: WorkflowEvent): Promise<void> {
  const recipients = await recordChangeRecipients(ctx.db, event);
  if (recipients.length === 0) return;
  const by = (await displayNamesOf(ctx.db, [event.actor])).get(event.actor) ?? event.actor;
  await publishToUsers(ctx.db, recipients, HUB_METHODS.recordChanged, [
    { kind: event.kind, id: event.id, version: event.version, action: event.action, by, at: ctx.now.toISOString() },
  ]);
}
