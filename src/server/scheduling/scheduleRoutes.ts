/**
 * The schedule routes of a kind (issue 14 §1), registered with the engine's routes under
 * /api/records/{kind}: POST /{id}/{version}/schedule schedules or reschedules the version's
 * publication; POST /{id}/{version}/schedule/cancel cancels it. Both answer the version (SavedRecord)
 * or a duplicate warning (the kind's code with the similar records, as the publish action does).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { inTransaction } from '../records/requestContext';
import { RecordParams, WriteResult } from '../records/schemas';
import { withRecordUndo } from '../undo/undoCapture';
import { cancelSchedule, schedulePublication } from './scheduleWrites';

const ScheduleBody = Type.Object(
  {
    rowVersion: Type.Integer({ minimum: 1 }),
    // The instant's form is checked by the rule (-700), with its catalogued text, not by the schema.
    publishAt: Type.String({ maxLength: 40, description: 'ISO 8601 instant with an offset, e.g. 2026-12-01T10:00:00.000Z' }),
    continueOnDuplicate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const CancelBody = Type.Object({ rowVersion: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

const scheduleRoutes: FastifyPluginAsyncTypebox<{ def: ServerKindDefinition }> = async (app, { def }) => {
  const tags = [def.meta.name];
  const security = BEARER_SECURITY;
  app.addHook('onRequest', app.requireSession());

  app.post(
    '/:id/:version/schedule',
    {
      schema: {
        tags,
        security,
        summary: 'Schedule (or reschedule) the publication of a version at a date and time',
        params: RecordParams,
        body: ScheduleBody,
        response: responses(WriteResult),
      },
    },
    async (request) =>
      ok(
        await inTransaction(app, request, (ctx) =>
          schedulePublication(ctx, def, request.params.id, request.params.version, request.body, app.config.scheduler.minLeadSeconds),
        ),
        requestLanguage(request),
      ),
  );

  app.post(
    '/:id/:version/schedule/cancel',
    { schema: { tags, security, summary: "Cancel a version's scheduled publication", params: RecordParams, body: CancelBody, response: responses(WriteResult) } },
    async (request) =>
      ok(
        await inTransaction(app, request, (ctx) => {
          const { id, version } = request.params;
          // The cancel answers an undo token (issue 30 §4, undo/undoCapture.ts).
          return withRecordUndo(ctx, def, id, version, 'cancelSchedule', () => cancelSchedule(ctx, def, id, version, request.body));
        }),
        requestLanguage(request),
      ),
  );
};

export default scheduleRoutes;
