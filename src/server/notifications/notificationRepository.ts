/** Reads and writes of a user's notifications (the workflow adds them: workflowNotifications.ts). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { NotifiedItem } from '@/shared/notificationItems';
import { HUB_METHODS } from '@/shared/hub';
import { kindByObjectKind } from '@/shared/records/kinds';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import type { Database, NotificationTable } from '../db/schema';
import { publishEach } from '../hub/hubBus';
import type { EngineContext } from '../records/engineContext';

/** How many notifications the list answers: the bell's panel shows the latest ones. */
export const NOTIFICATION_LIST_LIMIT = 100;

/** The notification action the bell counts (SPEC §7: notificationActionId 1); workflow notifications carry it. */
export const PENDING_ACTION_ID = 1;

export async function countUnread(db: Kysely<Database>, userId: number, actionId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('action_id', '=', actionId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  // count(*) is bigint: pg hands it over as text.
  return Number(row.count);
}

/**
 * Who acted, read from the audit (issue 29 §13): the latest entry of the notification's action on its
 * version, written in the same transaction as the notification, and that user's display name (their
 * username when they have none or are gone). The audit already names the actor: the notification does
 * not keep a second copy.
 */
const ACTOR_NAME = sql<string | null>`(
  SELECT coalesce(nullif(u.display_name, ''), ra.username)
  FROM record_action ra LEFT JOIN app_user u ON lower(u.username) = lower(ra.username)
  WHERE ra.kind = notification.record_kind AND ra.record_id = notification.record_id AND ra.version = notification.record_version
    AND ra.action = notification.event AND ra.at <= notification.created_at
  ORDER BY ra.at DESC, ra.id DESC LIMIT 1)`;

export async function listNotifications(db: Kysely<Database>, userId: number): Promise<NotifiedItem[]> {
  const rows = await db
    .selectFrom('notification')
    .select(['id', 'action_id', 'title', 'body', 'created_at', 'read_at', 'event', 'record_kind', 'record_id', 'record_version', 'link'])
    .select(ACTOR_NAME.as('actor'))
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((row) => toNotificationItem(row, row.actor));
}

type NotificationRow = Pick<
  Selectable<NotificationTable>,
  'id' | 'action_id' | 'title' | 'body' | 'created_at' | 'read_at' | 'event' | 'record_kind' | 'record_id' | 'record_version' | 'link'
>;

function toNotificationItem(r: NotificationRow, actor: string | null): NotifiedItem {
  const kind = r.record_kind === null ? undefined : kindByObjectKind(r.record_kind);
  return {
    id: r.id,
    actionId: r.action_id,
    title: r.title,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    read: r.read_at !== null,
    event: r.event,
    record: kind && r.record_id !== null && r.record_version !== null ? { kind: kind.name, id: r.record_id, version: r.record_version } : null,
    actor,
    // Only when set (a bulk job's result page): other notifications keep their shape.
    ...(r.link !== null && { link: r.link }),
  };
}

/** What one notification says, the same for each of its recipients. */
export interface NewNotification {
  title: string;
  body: string;
  /** A RecordActionName, or another origin's event name ('importFinished'). */
  event: string;
  record: { objectKind: number; id: number; version: number } | null;
  /** Who acted, as the list will name them (ACTOR_NAME); none when no one did. */
  actor?: string | null;
  /** Where it leads when not to its record (an SPA path: a bulk job's result page). */
  link?: string | null;
}

/**
 * Stores `notification` for each of `userIds` (unread, counted by the bell) and pushes each one to its
 * recipient through the hub (SendNotification), at commit when `db` is a transaction.
 */
export async function notifyUsers(db: EngineContext['db'], userIds: readonly number[], notification: NewNotification, at: Date): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await db
    .insertInto('notification')
    .values(
      userIds.map((userId) => ({
        user_id: userId,
        action_id: PENDING_ACTION_ID,
        title: notification.title,
        body: notification.body,
        created_at: at,
        event: notification.event,
        record_kind: notification.record?.objectKind ?? null,
        record_id: notification.record?.id ?? null,
        record_version: notification.record?.version ?? null,
        link: notification.link ?? null,
      })),
    )
    .returning(['id', 'user_id', 'action_id', 'title', 'body', 'created_at', 'read_at', 'event', 'record_kind', 'record_id', 'record_version', 'link'])
    .execute();
  await publishEach(
    db,
    HUB_METHODS.sendNotification,
    rows.map((row) => ({ userId: row.user_id, args: [toNotificationItem(row, notification.actor ?? null)] })),
  );
}

/** Marks one of the user's notifications read (a read one stays as it was); false when it is not theirs or not there. */
export async function markRead(db: Kysely<Database>, userId: number, id: number, at: Date): Promise<boolean> {
  const found = await db.selectFrom('notification').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!found) return false;
  if (found.read_at === null) await db.updateTable('notification').set({ read_at: at }).where('id', '=', id).execute();
  return true;
}

export async function markAllRead(db: Kysely<Database>, userId: number, at: Date): Promise<number> {
  const result = await db.updateTable('notification').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one of the user's notifications; false when it is not theirs or not there. */
export async function deleteNotification(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('notification').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Housekeeping: notifications created before `before` go. */
export async function purgeNotifications(db: EngineContext['db'], before: Date): Promise<number> {
  const result = await db.deleteFrom('notification').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** When the parameter is missing or not a number (the seed sets 90). */
export const DEFAULT_RETENTION_DAYS = 90;

/** The `notifications.retentionDays` parameter: how many days a notification is kept. */
export async function retentionDays(db: EngineContext['db']): Promise<number> {
  const row = await db.selectFrom('app_parameter').select('value').where('key', '=', PARAMETER_KEYS.notificationsRetentionDays).executeTakeFirst();
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** Housekeeping's part: the notifications older than the retention go; answers how many. */
export async function purgeOldNotifications(db: EngineContext['db'], now: Date): Promise<number> {
  const days = await retentionDays(db);
  return purgeNotifications(db, new Date(now.getTime() - days * 24 * 60 * 60_000));
}
