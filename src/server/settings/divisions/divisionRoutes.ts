/** The divisions section of the object parameters: the seeded islands → municipalities → parishes, read-only (61 or 62). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { DivisionType } from '@/shared/enums';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES, type DivisionNode } from '@/shared/settings';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import { guard } from '../guard';
import type { Division } from '../../db/schema';

const DivisionNodeSchema = Type.Recursive((Self: TSchema) =>
  Type.Object({ divisionId: Type.Integer(), type: Type.Integer(), code: Type.String(), name: Type.String(), children: Type.Array(Self) }),
);

/** Nodes by parent, in code order (DICOFRE codes sort islands, municipalities and parishes in the official order). */
export function divisionTree(rows: readonly Division[]): DivisionNode[] {
  const nodes = new Map<number, DivisionNode>(rows.map((r) => [r.id, { divisionId: r.id, type: r.type as DivisionType, code: r.code, name: r.name, children: [] }]));
  const roots: DivisionNode[] = [];
  for (const row of [...rows].sort((a, b) => a.code.localeCompare(b.code))) {
    const node = nodes.get(row.id) as DivisionNode;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

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
    async (request) => ok(divisionTree(await app.db.selectFrom('division').selectAll().execute()), requestLanguage(request)),
  );
};

export default divisionRoutes;
