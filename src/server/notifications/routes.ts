/**
 * The notification calls of SPEC §7. `notificationActionId` filters by the notification's action
 * (the bell asks for 1). The guest never has notifications, so it simply gets 0 and an empty list.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_PATHS } from '@/shared/api';
import { sessionOf } from '../auth/sessionOf';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { countUnread, listNotifications } from './notificationRepository';

const TAGS = ['notifications'];

export const CountBody = Type.Object({ notificationActionId: Type.Integer({ minimum: 1, maximum: 32767 }) });

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  actionId: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession({ allowPendingPasswordChange: true }));

  app.post(
    NOTIFICATION_PATHS.count,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Unread notifications of the current user', body: CountBody, response: responses(Type.Integer()) } },
    async (request) => ok(await countUnread(app.db, sessionOf(request).user.id, request.body.notificationActionId), requestLanguage(request)),
  );

  app.get(
    NOTIFICATION_PATHS.list,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Latest notifications of the current user', response: responses(Type.Array(NotificationSchema)) } },
    async (request) => ok(await listNotifications(app.db, sessionOf(request).user.id), requestLanguage(request)),
  );
};

export default notificationRoutes;
