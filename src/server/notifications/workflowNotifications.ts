/**
 * The notification subscriber of the record engine's workflow events (engineEvents.ts), issue 12 §2:
 * - submitted for approval or for publication → every active user who may approve that kind
 *   (the kind's approve permissions, as the engine checks them: shared/records/scope `can`) in a
 *   profile whose scope holds the record;
 * - returned → the version's author, with the comment;
 * - published, archived, extinct → the version's author.
 * Never the actor. The author is whoever last submitted the version for approval, else whoever created
 * it. A row stores the action, the record (kind, id, version) and its name (title) and the comment
 * (body): the SPA words it in the reader's language. Written with the event's transaction.
 */
import { sql } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { RecordActionName } from '@/shared/recordStates';
import { permissionsFor } from '@/shared/records/kinds';
import { can, type ScopedProfile } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';
import { onWorkflowEvent, type WorkflowEvent } from '../records/engineEvents';
import { ancestorChain } from '../records/organizationTree';
import { notifyUsers } from './notificationRepository';

type Db = EngineContext['db'];

const TO_REVIEWERS: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication'];
const TO_AUTHOR: readonly RecordActionName[] = ['return', 'publish', 'archive', 'extinct'];

/**
 * Active users (never the guest) holding one of `permissions` in some profile, with their profiles as the
 * sessions load them (auth/authSession.ts); the scope is then decided by the engine's own `can`.
 */
async function activeUsersHolding(db: Db, permissions: readonly number[]): Promise<{ id: number; username: string; profiles: ScopedProfile[] }[]> {
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.username'])
    .select(
      sql<ScopedProfile[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'organizationId', p.organization_id, 'excludedOrganizationIds', p.excluded_organization_ids, 'permissions', p.permissions)), '[]'::json)
        FROM user_profile up JOIN profile p ON p.id = up.profile_id
        WHERE up.user_id = u.id)`.as('profiles'),
    )
    .where('u.status', '=', UserStatus.Active)
    .where('u.username', '<>', GUEST_USERNAME)
    .where(
      sql<boolean>`EXISTS (SELECT 1 FROM user_profile up JOIN profile p ON p.id = up.profile_id
        WHERE up.user_id = u.id AND p.permissions && ${sql.val([...permissions])}::integer[])`,
    )
    .orderBy('u.id')
    .execute();
}

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

export async function notifyWorkflowEvent(ctx: EngineContext, event: WorkflowEvent): Promise<void> {
  const recipients = await recipientsOf(ctx.db, event);
  const notification = {
    title: event.name,
    body: event.action === 'return' ? (event.comment ?? '') : '',
    event: event.action,
    record: { objectKind: event.objectKind, id: event.id, version: event.version },
  };
  await notifyUsers(ctx.db, recipients, notification, ctx.now);
}

/** Subscribes the notifications to the engine's workflow events (once per process; again is a no-op). */
export function registerWorkflowNotifications(): void {
  onWorkflowEvent(notifyWorkflowEvent);
}
