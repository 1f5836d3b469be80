/**
 * The notification calls of SPEC §7. `notificationActionId` filters by the notification's action
 * (the bell asks for 1). The guest never has notifications, so it simply gets 0 and an empty list.
 * Mark read, mark all read and delete act on the caller's own notifications only: another user's, or
 * one that is not there, is -380 alike (its existence is not revealed).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_PATHS, NOTIFICATION_WRITE_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { countUnread, deleteNotification, listNotifications, markAllRead, markRead } from './notificationRepository';
import { registerWorkflowNotifications } from './workflowNotifications';

const TAGS = ['notifications'];

export const CountBody = Type.Object({ notificationActionId: Type.Integer({ minimum: 1, maximum: 32767 }) });
/** A notification id: the table's serial (int4). */
export const NotificationParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  actionId: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  event: Type.Union([Type.String(), Type.Null()]),
  record: Type.Union([Type.Object({ kind: Type.String(), id: Type.Integer(), version: Type.Integer() }), Type.Null()]),
  /** Who acted, by display name (issue 29 §13); null when no one did. */
  actor: Type.Union([Type.String(), Type.Null()]),
  /** Where it leads when not to its record: an SPA path (a bulk job's result page, issue 30 §1). */
  link: Type.Optional(Type.String()),
});

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The workflow's notifications are written by the engine event seam (records/engineEvents.ts).
  registerWorkflowNotifications();
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

  app.post(
    NOTIFICATION_WRITE_PATHS.readAll,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Marks every notification of the current user read', response: responses(Type.Integer()) } },
    async (request) => ok(await markAllRead(app.db, sessionOf(request).user.id, app.clock()), requestLanguage(request)),
  );

  app.post(
    NOTIFICATION_WRITE_PATHS.readOne,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Marks one notification of the current user read', params: NotificationParams, response: responses(NoData) } },
    async (request) => {
      if (!(await markRead(app.db, sessionOf(request).user.id, request.params.id, app.clock()))) throw new AppError(ErrorCode.NotificationNotFound);
      return ok(null, requestLanguage(request));
    },
  );

  app.delete(
    NOTIFICATION_WRITE_PATHS.one,
    { schema: { tags: TAGS, security: BEARER_SECURITY, summary: 'Deletes one notification of the current user', params: NotificationParams, response: responses(NoData) } },
    async (request) => {
      if (!(await deleteNotification(app.db, sessionOf(request).user.id, request.params.id))) throw new AppError(ErrorCode.NotificationNotFound);
      return ok(null, requestLanguage(request));
    },
  );
};

export default notificationRoutes;
