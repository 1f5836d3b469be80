/**
 * Who else is here (issue 31 §2): the one HTTP route of presence. A page being closed cannot wait for a
 * hub message to be sent (the browser cancels it), but a `fetch(…, { keepalive: true })` outlives the
 * page: the SPA sends this on `pagehide`, so the others' notice goes at once instead of when the hub
 * notices the connection gone (a long poll's disconnect timeout). Only the caller's own rows of that
 * connection go: any session may call, and a connection id not its own removes nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PRESENCE_PATHS } from '@/shared/hub';
import { sessionOf } from '../auth/sessionOf';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { leaveConnection } from './presenceStore';

const LeaveBody = Type.Object(
  { connectionId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: "The hub connection's id (its connectionId)" }) },
  { additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  app.post(
    PRESENCE_PATHS.leave,
    {
      schema: {
        tags: ['presence'],
        security: BEARER_SECURITY,
        summary: "The caller's page closed: the record versions its hub connection had open for editing are left (issue 31 §2)",
        body: LeaveBody,
        response: responses(Type.Object({ left: Type.Integer() })),
      },
    },
    async (request) => {
      const left = await leaveConnection(app.db, request.body.connectionId, sessionOf(request).user.id, app.clock());
      return ok({ left }, requestLanguage(request));
    },
  );
};

export default routes;
