/**
 * Users (SPEC §2.9 /configuracoes/utilizadores…): 71 for every call, delete also 72; each call is further
 * bounded by the caller's reach (adminReach.ts): lists and reads show the caller and the users they may manage.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Permission } from '@/shared/permissions';
import {
  PasswordResetSchema,
  SETTINGS_ROUTES,
  UserCreatedSchema,
  UserCreateInputSchema,
  UserDetailSchema,
  UserInputSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserParams,
} from '@/shared/settings';
import { sessionOf } from '../../auth/sessionOf';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import { adminAccessOf } from '../adminAccess';
import { crudRoutes } from '../crudRoutes';
import { listWithinReach } from '../reachList';
import { createEditDeleteGuards, guard } from '../guard';
import { listUsers } from './userAdminRepository';
import { createUser, deleteUser, editUser, readUser, resetPassword, toSummaries, userVisibility, type UserAdminDeps } from './userService';

const tag = 'settings: users';
const createEdit = guard(Permission.UserCreateEdit);

/** What the user rules need of a call: the clock, the key that decrypts initial passwords, the caller and their reach. */
function depsOf({ db, request }: { db: Kysely<Database>; request: FastifyRequest }): UserAdminDeps {
  const app = request.server;
  return { db, now: app.clock(), privateKey: app.keys.privateKey, callerId: sessionOf(request).user.id, access: adminAccessOf(db, request) };
}

export default crudRoutes({
  tag,
  summaries: {
    list: 'Users, searched by username, name, email and status, paged',
    get: 'One user',
    create: 'Create a user (a local one without password gets a one-time password, answered once)',
    update: 'Update a user (a status other than active ends their sessions)',
    remove: 'Delete a user: status deleted, sessions ended, history kept',
  },
  paths: { list: SETTINGS_ROUTES.users, one: SETTINGS_ROUTES.user },
  schemas: {
    query: UserListQuerySchema,
    params: UserParams,
    create: UserCreateInputSchema,
    update: UserInputSchema,
    item: UserDetailSchema,
    created: UserCreatedSchema,
    list: UserPageSchema,
  },
  idParam: 'userId',
  guards: createEditDeleteGuards(Permission.UserCreateEdit, Permission.UserDelete),
  list: listWithinReach({ reach: userVisibility, page: listUsers, summaries: toSummaries }),
  get: (call, id) => readUser(depsOf(call), id),
  create: (call, input) => createUser(depsOf(call), input),
  update: (call, id, input) => editUser(depsOf(call), id, input),
  remove: (call, id) => deleteUser(depsOf(call), id),
  more: (app) => {
    app.post(
      SETTINGS_ROUTES.userResetPassword,
      {
        onRequest: createEdit,
        schema: {
          tags: [tag],
          security: BEARER_SECURITY,
          summary: 'A new one-time password (answered once); the user must change it at next login',
          params: UserParams,
          response: responses(PasswordResetSchema),
        },
      },
      async (request) => ok(await resetPassword(depsOf({ db: app.db, request }), (request.params as { userId: number }).userId), requestLanguage(request)),
    );
  },
});
