/**
 * The panel's writes on notifications: mark one read, mark all read, delete. Apart from
 * notificationsApi.ts (the bell's first load) so that only the lazy panel downloads them.
 */
import { NOTIFICATION_WRITE_PATHS, notificationPath } from '@/shared/api';
import { api } from '@/web/api/api';

const CHANGED = [
  { type: 'Notification' as const, id: 'LIST' },
  { type: 'Notification' as const, id: 'COUNT' },
];

export const notificationsPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<null, number>({
      query: (id) => ({ url: notificationPath(NOTIFICATION_WRITE_PATHS.readOne, id), method: 'POST' }),
      invalidatesTags: CHANGED,
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ url: NOTIFICATION_WRITE_PATHS.readAll, method: 'POST' }),
      invalidatesTags: CHANGED,
    }),
    deleteNotification: build.mutation<null, number>({
      query: (id) => ({ url: notificationPath(NOTIFICATION_WRITE_PATHS.one, id), method: 'DELETE' }),
      invalidatesTags: CHANGED,
    }),
  }),
});

export const { useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation, useDeleteNotificationMutation } = notificationsPanelApi;
