/**
 * Profiles (SPEC §2.9 /configuracoes/perfis…): 81 for every call, delete also 82; each call is further
 * bounded by the caller's reach (adminReach.ts): lists and reads show only the profiles the caller may manage.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { adminAccessOf } from '../adminAccess';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listProfiles } from './profileRepository';
import { ProfileDetailSchema, ProfileInputSchema, ProfileListQuerySchema, ProfilePageSchema, ProfileParams } from './profileSchemas';
import { createProfile, editProfile, readProfile, removeProfile, toSummaries, visibleProfileIds } from './profileService';

const tags = ['settings: profiles'];
const security = BEARER_SECURITY;

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const createEdit = guard(Permission.ProfileCreateEdit);

  app.get(
    SETTINGS_ROUTES.profiles,
    { onRequest: createEdit, schema: { tags, security, summary: 'Profiles, searched by name and paged', querystring: ProfileListQuerySchema, response: responses(ProfilePageSchema) } },
    async (request) => {
      const visible = await visibleProfileIds(app.db, adminAccessOf(app.db, request));
      const { rows, total, window } = await listProfiles(app.db, request.query, visible);
      return ok(tableData(await toSummaries(app.db, rows), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.profile,
    { onRequest: createEdit, schema: { tags, security, summary: 'One profile with its users count', params: ProfileParams, response: responses(ProfileDetailSchema) } },
    async (request) => ok(await readProfile(app.db, adminAccessOf(app.db, request), request.params.profileId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.profiles,
    { onRequest: createEdit, schema: { tags, security, summary: 'Create a profile', body: ProfileInputSchema, response: responses(ProfileDetailSchema) } },
    async (request) => ok(await createProfile(app.db, adminAccessOf(app.db, request), request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.profile,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: "Update a profile (its users' next request sees it)", params: ProfileParams, body: ProfileInputSchema, response: responses(ProfileDetailSchema) },
    },
    async (request) => ok(await editProfile(app.db, adminAccessOf(app.db, request), request.params.profileId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.profile,
    {
      onRequest: guard(Permission.ProfileCreateEdit, Permission.ProfileDelete),
      schema: { tags, security, summary: 'Delete a profile no user holds', params: ProfileParams, response: responses(NoData) },
    },
    async (request) => {
      await removeProfile(app.db, adminAccessOf(app.db, request), request.params.profileId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default profileRoutes;
