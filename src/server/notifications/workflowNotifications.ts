/**
 * The notification subscriber of the record engine's workflow events (engineEvents.ts), issue 12 §2:
 * - submitted for approval or for publication → every active user who may approve that kind
 *   (the kind's approve permissions, as the engine checks them: shared/records/scope `can`) in a
 *   profile whose scope holds the record;
 * - returned → the version's author, with the comment;
 * - published, archived, extinct → the version's author.
 * Never the actor. The author is whoever last submitted the version for approval, else whoever created
 * it. A row stores the action, the record (kind, id, version) and its name (title) and the comment
 * (body): the SPA words it in the reader's language, with who acted (read from the audit: issue 29 §13).
 * Written with the event's transaction.
 */
import { sql } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { RecordActionName } from '@/shared/recordStates';
import { permissionsFor } from '@/shared/records/kinds';
import { can } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';
import { onWorkflowEvent, type WorkflowEvent } from '../records/engineEvents';
import { ancestorChain } from '../records/organizationTree';
import { notifyUsers } from './notificationRepository';
import { activeUsersHolding } from './usersHolding';
import { publishRecordChange } from './recordChanges';

type Db = EngineContext['db'];

const TO_REVIEWERS: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication'];
const TO_AUTHOR: readonly RecordActionName[] = ['return', 'publish', 'archive', 'extinct'];

async function reviewers(db: Db, event: WorkflowEvent): Promise<number[]> {
  const chain = await ancestorChain(db, event.organizationId);
  const users = await activeUsersHolding(db, permissionsFor(event.kind, 'approve'));
  return users.filter((u) => u.username !== event.actor && can(u.profiles, 'approve', event.kind, chain)).map((u) => u.id);
}

/** The user who last submitted the version for approval, else who created it; when active and not the actor. */
async function author(db: Db, event: WorkflowEvent): Promise<number[]> {
  // The event's version, as record_action (record_id) and record_version (id) name its columns.
  const { objectKind: kind, id, version } = event;
  const submitted = await db
    .selectFrom('record_action')
    .select('username')
    .where((eb) => eb.and({ kind, record_id: id, version, action: 'submitForApproval' }))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let username = submitted?.username;
  if (username === undefined) {
    const created = await db
      .selectFrom('record_version')
      .select('created_by')
      .where((eb) => eb.and({ kind, id, version }))
      .executeTakeFirst();
    username = created?.created_by ?? undefined;
  }
  if (username === undefined || username === event.actor) return [];
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('status', '=', UserStatus.Active)
    .where('username', '<>', GUEST_USERNAME)
    .executeTakeFirst();
  return user ? [user.id] : [];
}

export async function recipientsOf(db: Db, event: WorkflowEvent): Promise<number[]> {
  if (TO_REVIEWERS.includes(event.action)) return reviewers(db, event);
  if (TO_AUTHOR.includes(event.action)) return author(db, event);
  return [];
}

/** The actor's display name, as the list reads it from the audit (notificationRepository ACTOR_NAME). */
async function displayNameOf(db: Db, username: string): Promise<string> {
  const user = await db
    .selectFrom('app_user')
    .select('display_name')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return user?.display_name || username;
}

export async function notifyWorkflowEvent(ctx: EngineContext, event: WorkflowEvent): Promise<void> {
  const recipients = await recipientsOf(ctx.db, event);
  if (recipients.length === 0) return;
  const notification = {
    title: event.name,
    body: event.action === 'return' ? (event.comment ?? '') : '',
    event: event.action,
    record: { objectKind: event.objectKind, id: event.id, version: event.version },
    actor: await displayNameOf(ctx.db, event.actor),
  };
  await notifyUsers(ctx.db, recipients, notification, ctx.now);
}

/**
 * Subscribes the notifications, and the live refresh of open records (recordChanges.ts), to the engine's
 * workflow events (once per process; again is a no-op).
 */
export function registerWorkflowNotifications(): void {
  onWorkflowEvent(notifyWorkflowEvent);
  onWorkflowEvent(publishRecordChange);
}
