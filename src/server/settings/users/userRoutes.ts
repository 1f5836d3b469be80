/**
 * Users (SPEC §2.9 /configuracoes/utilizadores…): 71 for every call, delete also 72; each call is further
 * bounded by the caller's reach (adminReach.ts): lists and reads show the caller and the users they may manage.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { sessionOf } from '../../auth/sessionOf';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { adminAccessOf } from '../adminAccess';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listUsers } from './userAdminRepository';
import { PasswordResetSchema, UserCreatedSchema, UserCreateInputSchema, UserDetailSchema, UserInputSchema, UserListQuerySchema, UserPageSchema, UserParams } from './userSchemas';
import { createUser, deleteUser, editUser, readUser, resetPassword, toSummaries, userVisibility, type UserAdminDeps } from './userService';

const tags = ['settings: users'];
const security = BEARER_SECURITY;

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const createEdit = guard(Permission.UserCreateEdit);
  const deps = (request: FastifyRequest): UserAdminDeps => ({ db: app.db, now: app.clock(), privateKey: app.keys.privateKey, callerId: sessionOf(request).user.id, access: adminAccessOf(app.db, request) });

  app.get(
    SETTINGS_ROUTES.users,
    { onRequest: createEdit, schema: { tags, security, summary: 'Users, searched by username, name, email and status, paged', querystring: UserListQuerySchema, response: responses(UserPageSchema) } },
    async (request) => {
      const visibility = await userVisibility(app.db, adminAccessOf(app.db, request));
      const { rows, total, window } = await listUsers(app.db, request.query, visibility);
      return ok(tableData(await toSummaries(app.db, rows), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.user,
    { onRequest: createEdit, schema: { tags, security, summary: 'One user', params: UserParams, response: responses(UserDetailSchema) } },
    async (request) => ok(await readUser(deps(request), request.params.userId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.users,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: 'Create a user (a local one without password gets a one-time password, answered once)', body: UserCreateInputSchema, response: responses(UserCreatedSchema) },
    },
    async (request) => ok(await createUser(deps(request), request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.user,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: 'Update a user (a status other than active ends their sessions)', params: UserParams, body: UserInputSchema, response: responses(UserDetailSchema) },
    },
    async (request) => ok(await editUser(deps(request), request.params.userId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.user,
    {
      onRequest: guard(Permission.UserCreateEdit, Permission.UserDelete),
      schema: { tags, security, summary: 'Delete a user: status deleted, sessions ended, history kept', params: UserParams, response: responses(NoData) },
    },
    async (request) => {
      await deleteUser(deps(request), request.params.userId);
      return ok(null, requestLanguage(request));
    },
  );

  app.post(
    SETTINGS_ROUTES.userResetPassword,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: 'A new one-time password (answered once); the user must change it at next login', params: UserParams, response: responses(PasswordResetSchema) },
    },
    async (request) => ok(await resetPassword(deps(request), request.params.userId), requestLanguage(request)),
  );
};

export default userRoutes;
