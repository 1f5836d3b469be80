/** Group management: reads 101 or 102; assigning a kind 101 (resetting to "not applicable" also 102); reset 102. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { GroupKind } from '@/shared/enums';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settings';
import { sessionOf } from '../../auth/sessionOf';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import { guard, requirePermissions } from '../guard';
import { tableData } from '../paging';
import { listGroupAssignments } from './groupRepository';
import { GroupAssignSchema, GroupChangeResultSchema, GroupListQuerySchema, GroupPageSchema, GroupResetSchema } from '@/shared/settings';
import { setGroupKind } from './groupService';

const tags = ['settings: group management'];
const security = BEARER_SECURITY;

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const change = (request: FastifyRequest, organizationIds: readonly number[], groupKind: GroupKind) =>
    setGroupKind(app.db, { organizationIds, groupKind, username: sessionOf(request).user.username, now: app.clock() });

  app.get(
    SETTINGS_ROUTES.groups,
    {
      onRequest: guard([Permission.GroupCreateEdit, Permission.GroupDelete]),
      schema: {
        tags,
        security,
        summary: 'Published entities with their group kind, by kind and text, paged',
        querystring: GroupListQuerySchema,
        response: responses(GroupPageSchema),
      },
    },
    async (request) => {
      const { items, total, window } = await listGroupAssignments(app.db, request.query);
      return ok(tableData(items, total, window), requestLanguage(request));
    },
  );

  app.put(
    SETTINGS_ROUTES.groups,
    {
      onRequest: guard(Permission.GroupCreateEdit),
      schema: { tags, security, summary: 'Set the group kind of one or several entities', body: GroupAssignSchema, response: responses(GroupChangeResultSchema) },
    },
    async (request) => {
      // "Not applicable" is the reset, which is the delete permission's.
      if (request.body.groupKind === GroupKind.NotApplicable) requirePermissions(request, Permission.GroupDelete);
      return ok(await change(request, request.body.organizationIds, request.body.groupKind), requestLanguage(request));
    },
  );

  app.post(
    SETTINGS_ROUTES.groupsReset,
    {
      onRequest: guard(Permission.GroupDelete),
      schema: { tags, security, summary: 'Reset entities to "not applicable"', body: GroupResetSchema, response: responses(GroupChangeResultSchema) },
    },
    async (request) => ok(await change(request, request.body.organizationIds, GroupKind.NotApplicable), requestLanguage(request)),
  );
};

export default groupRoutes;
