/** Reads of a user's notifications (the hub and the record engine add them in later issues). */
import type { Kysely } from 'kysely';
import type { NotificationItem } from '@/shared/api';
import type { Database } from '../db/schema';

/** How many notifications the list answers: the bell's panel shows the latest ones. */
export const NOTIFICATION_LIST_LIMIT = 100;

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

export async function listNotifications(db: Kysely<Database>, userId: number): Promise<NotificationItem[]> {
  const rows = await db
    .selectFrom('notification')
    .select(['id', 'action_id', 'title', 'body', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actionId: r.action_id,
    title: r.title,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    read: r.read_at !== null,
  }));
}
