/**
 * The open data's settings (issue 14 §3) under /api/settings/opendata, behind a session, every call
 * needing permission 92 (IntegrationUpdate, SPEC §6): GET the exposed kinds, the two rate limits and
 * the active keys; PUT the kinds and limits; POST …/keys creates a key and answers its secret, the
 * only time it is ever shown; DELETE …/keys/{id} revokes one (-725 when unknown or already revoked).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OPEN_DATA_PATHS, OpenDataKeyCreatedSchema, OpenDataKeyCreateSchema, OpenDataSettingsInputSchema, OpenDataSettingsSchema } from '@/shared/openData';
import { Permission } from '@/shared/permissions';
import { sessionOf } from '../auth/sessionOf';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { guard } from '../settings/guard';
import { logSettingsWrite } from '../audit/settingsLog';
import type { OpenDataSettingsStore } from './openDataSettingsStore';

const tags = ['settings: open data'];
const security = BEARER_SECURITY;

const openDataSettingsRoutes: FastifyPluginAsyncTypebox<{ store: OpenDataSettingsStore }> = async (app, { store }) => {
  app.addHook('onRequest', app.requireSession());
  app.addHook('onRequest', guard(Permission.IntegrationUpdate));
  // Every successful write is logged for the audit view (issue 31 §4).
  app.addHook('onSend', logSettingsWrite);

  const settings = async () => ({ ...(await store.current()), keys: await store.listKeys() });

  app.get(
    OPEN_DATA_PATHS.settings,
    { schema: { tags, security, summary: 'The open data settings and the active integrator keys', response: responses(OpenDataSettingsSchema) } },
    async (request) => ok(await settings(), requestLanguage(request)),
  );

  app.put(
    OPEN_DATA_PATHS.settings,
    {
      schema: {
        tags,
        security,
        summary: 'Set the exposed kinds and the rate limits per minute (anonymous, per key)',
        body: OpenDataSettingsInputSchema,
        response: responses(OpenDataSettingsSchema),
      },
    },
    async (request) => {
      await store.save(request.body, sessionOf(request).user.username, app.clock());
      return ok(await settings(), requestLanguage(request));
    },
  );

  app.post(
    OPEN_DATA_PATHS.keys,
    {
      schema: {
        tags,
        security,
        summary: 'Create an integrator key; the answer is the only one that carries its secret',
        body: OpenDataKeyCreateSchema,
        response: responses(OpenDataKeyCreatedSchema),
      },
    },
    async (request) => ok(await store.createKey(request.body.name, sessionOf(request).user.username, app.clock()), requestLanguage(request)),
  );

  app.delete(
    `${OPEN_DATA_PATHS.keys}/:keyId`,
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an integrator key',
        params: Type.Object({ keyId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: responses(NoData),
      },
    },
    async (request) => {
      await store.revokeKey(request.params.keyId, app.clock());
      return ok(null, requestLanguage(request));
    },
  );
};

export default openDataSettingsRoutes;
