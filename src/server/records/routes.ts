/**
 * The record engine's routes, registered once per kind under /api/records/{kind}: list, read, create,
 * save, workflow actions, history, change log and audit trail (SPEC §4, §7).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { belongsToEntity } from '@/shared/records/kindBasics';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import compareRoute from './compare/compareRoute';
import { documentedInput } from './inputJsonSchema';
import type { ServerKindDefinition } from './kindDefinition';
import recordMapRoute from './recordMapRoute';
import { getAudit, getChangeLog, getHistory, getRecordView } from './recordReads';
import { searchRecords } from './recordSearch';
import { applyAction, createRecord, saveRecord } from './recordWrites';
import { engineContext, inTransaction } from './requestContext';
import { withRecordUndo } from '../undo/undoCapture';
import { lastReturnOf } from './returnReasons';
import { ActionBody, ActionParams, AnyData, ChangeLogEntrySchema, ChangeLogQuery, IdParams, RecordParams, SaveBody, withOwnerFilter, WriteResult } from './schemas';
import { named } from '../http/namedPlugin';

export interface RecordRoutesOptions {
  def: ServerKindDefinition;
  searchBody: TSchema;
}

const recordRoutes: FastifyPluginAsyncTypebox<RecordRoutesOptions> = async (app, { def, searchBody: kindSearchBody }) => {
  const tags = [def.meta.name];
  // A kind owned by an entity is searched by owner too (the entity detail's lists): the engine's field, not the kind's.
  const searchBody = belongsToEntity(def.meta.name) ? withOwnerFilter(kindSearchBody) : kindSearchBody;
  const security = BEARER_SECURITY;
  app.addHook('onRequest', app.requireSession());

  app.post('/search', { schema: { tags, security, summary: `Search ${def.meta.labelPlural.en}`, body: searchBody, response: responses(AnyData) } }, async (request) =>
    ok(await searchRecords(engineContext(app, request), def, request.body as Record<string, unknown>), requestLanguage(request)),
  );
  await app.register(named(recordMapRoute), { def, searchBody });
  await app.register(named(compareRoute), { def });

  app.post(
    '/',
    {
      schema: { tags, security, summary: `Create a ${def.meta.label.en} (version 1, draft)`, body: SaveBody, response: responses(WriteResult) },
      config: { swaggerTransform: documentedInput(def) },
    },
    async (request) => ok(await inTransaction(app, request, (ctx) => createRecord(ctx, def, request.body)), requestLanguage(request)),
  );

  app.get(
    '/:id/:version',
    { schema: { tags, security, summary: 'One version with the actions the caller may take', params: RecordParams, response: responses(AnyData) } },
    async (request) => ok(await getRecordView(engineContext(app, request), def, request.params.id, request.params.version), requestLanguage(request)),
  );

  app.put(
    '/:id/:version',
    {
      schema: { tags, security, summary: 'Save a version (a published one opens a new draft)', params: RecordParams, body: SaveBody, response: responses(WriteResult) },
      config: { swaggerTransform: documentedInput(def) },
    },
    async (request) => ok(await inTransaction(app, request, (ctx) => saveRecord(ctx, def, request.params.id, request.params.version, request.body)), requestLanguage(request)),
  );

  app.post(
    '/:id/:version/actions/:action',
    {
      schema: {
        tags,
        security,
        summary: 'A workflow action of the transition table',
        params: ActionParams,
        body: ActionBody,
        response: responses(WriteResult),
      },
    },
    async (request) =>
      ok(
        await inTransaction(app, request, (ctx) => {
          const { id, version, action } = request.params;
          // Delete and archive answer an undo token (issue 30 §4): one capture for every kind (undo/undoCapture.ts).
          return withRecordUndo(ctx, def, id, version, action, () => applyAction(ctx, def, id, version, action, request.body));
        }),
        requestLanguage(request),
      ),
  );

  app.get('/:id/history', { schema: { tags, security, summary: 'Versions with their dates', params: IdParams, response: responses(AnyData) } }, async (request) =>
    ok(await getHistory(engineContext(app, request), def, request.params.id), requestLanguage(request)),
  );

  app.get(
    '/:id/:version/changelog',
    {
      schema: {
        tags,
        security,
        summary: "Change log: one entry per changed field, with the text 'Field: old != new'",
        params: RecordParams,
        querystring: ChangeLogQuery,
        response: responses(Type.Array(ChangeLogEntrySchema)),
      },
    },
    async (request) => {
      const base = engineContext(app, request);
      const ctx = { ...base, language: request.query.language ?? base.language };
      return ok(await getChangeLog(ctx, def, request.params.id, request.params.version, request.query.againstPublished ?? false), requestLanguage(request));
    },
  );

  app.get(
    '/:id/:version/last-return',
    {
      schema: {
        tags,
        security,
        summary: 'The last return of the version: refusal type, reason, who and when (null when never returned)',
        params: RecordParams,
        response: responses(AnyData),
      },
    },
    async (request) => ok(await lastReturnOf(engineContext(app, request), def, request.params.id, request.params.version), requestLanguage(request)),
  );

  app.get(
    '/:id/audit',
    { schema: { tags, security, summary: 'Every action on the record: who, when, from, to, comment', params: IdParams, response: responses(AnyData) } },
    async (request) => ok(await getAudit(engineContext(app, request), def, request.params.id), requestLanguage(request)),
  );
};

export default recordRoutes;
