import { NOTIFICATION_PATHS } from '@/shared/api';
import type { NotifiedItem } from '@/shared/notificationItems';
import { api } from '@/web/api/api';

/**
 * The notification action the header counts (SPEC §7: POST /notifications/count with
 * notificationActionId 1): the notifications still waiting for the user.
 */
const PENDING_ACTION_ID = 1;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationCount: build.query<number, void>({
      query: () => ({ url: NOTIFICATION_PATHS.count, method: 'POST', body: { notificationActionId: PENDING_ACTION_ID } }),
      providesTags: [{ type: 'Notification', id: 'COUNT' }],
    }),
    getNotifications: build.query<NotifiedItem[], void>({
      query: () => NOTIFICATION_PATHS.list,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetNotificationCountQuery, useGetNotificationsQuery } = notificationsApi;
