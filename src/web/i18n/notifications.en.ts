import type { notificationsPt } from './notifications.pt';

/** English texts of the notifications side panel (notifications.pt.ts). */
export const notificationsEn: Readonly<Record<keyof typeof notificationsPt, string>> = {
  'notifications.title': 'Notifications',
  'notifications.empty': 'There are no notifications.',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.delete': 'Delete notification',
  'notifications.unread': 'Unread',
  'notifications.comment': 'Comment: {0}',
  'notifications.importFinished': 'Import finished: {0}',
  'notifications.importFailed': 'Import failed: {0}',
};
