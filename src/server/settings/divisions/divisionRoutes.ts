/** The divisions section of the object parameters: the seeded islands → municipalities → parishes, read-only (61 or 62). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { Permission } from '@/shared/permissions';
import { divisionTree } from '@/shared/records/divisionTree';
import { SETTINGS_ROUTES } from '@/shared/settings';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import { guard } from '../guard';

const DivisionNodeSchema = Type.Recursive((Self: TSchema) =>
  Type.Object({ divisionId: Type.Integer(), type: Type.Integer(), code: Type.String(), name: Type.String(), children: Type.Array(Self) }),
);

const divisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    SETTINGS_ROUTES.divisions,
    {
      onRequest: guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]),
      schema: {
        tags: ['settings: divisions'],
        security: BEARER_SECURITY,
        summary: 'Islands → municipalities → parishes',
        response: responses(Type.Array(DivisionNodeSchema)),
      },
    },
    async (request) =>
      ok(
        divisionTree((await app.db.selectFrom('division').selectAll().execute()).map((r) => ({ id: r.id, type: r.type, code: r.code, name: r.name, parentId: r.parent_id }))),
        requestLanguage(request),
      ),
  );
};

export default divisionRoutes;
