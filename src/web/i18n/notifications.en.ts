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
  'notifications.acted.submitForApproval': '{0} submitted {1} for approval',
  'notifications.acted.submitForPublication': '{0} submitted {1} for publication',
  'notifications.acted.return': '{0} returned {1}',
  'notifications.acted.publish': '{0} published {1}',
  'notifications.acted.archive': '{0} archived {1}',
  'notifications.acted.extinct': '{0} extinguished {1}',
  'notifications.kindF': 'the {0}',
  'notifications.kindM': 'the {0}',
};
