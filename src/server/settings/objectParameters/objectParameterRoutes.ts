/**
 * Object parameters (SPEC §2.9 /configuracoes/parametrosobjetos): only holders of 61 may use them;
 * deleting an item also needs 62. Every list of REFERENCE_CATEGORIES, inactive items included.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settings';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { CategoryParams, ItemParams, ReferenceItemInputSchema, ReferenceItemSchema, ReferenceOrderSchema } from '@/shared/settings';
import { createObjectParameter, editObjectParameter, listObjectParameters, removeObjectParameter, reorderObjectParameters } from './objectParameterService';

const tags = ['settings: object parameters'];
const security = BEARER_SECURITY;

const objectParameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const createEdit = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.objectParameters,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: 'Every item of a list, inactive included, in order', params: CategoryParams, response: responses(Type.Array(ReferenceItemSchema)) },
    },
    async (request) => ok(await listObjectParameters(app.db, request.params.category), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.objectParameters,
    {
      onRequest: createEdit,
      schema: {
        tags,
        security,
        summary: 'Add an item at the end of the list',
        params: CategoryParams,
        body: ReferenceItemInputSchema,
        response: responses(ReferenceItemSchema),
      },
    },
    async (request) => ok(await createObjectParameter(app.db, request.params.category, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.objectParametersOrder,
    {
      onRequest: createEdit,
      schema: {
        tags,
        security,
        summary: 'Reorder the list (every item id, once)',
        params: CategoryParams,
        body: ReferenceOrderSchema,
        response: responses(Type.Array(ReferenceItemSchema)),
      },
    },
    async (request) => ok(await reorderObjectParameters(app.db, request.params.category, request.body.itemIds), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.objectParameter,
    {
      onRequest: createEdit,
      schema: { tags, security, summary: 'Update an item (labels, active)', params: ItemParams, body: ReferenceItemInputSchema, response: responses(ReferenceItemSchema) },
    },
    async (request) => ok(await editObjectParameter(app.db, request.params.category, request.params.itemId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.objectParameter,
    {
      onRequest: guard(Permission.ParameterCreateEdit, Permission.ParameterDelete),
      schema: { tags, security, summary: 'Delete an item no record uses (otherwise deactivate it)', params: ItemParams, response: responses(NoData) },
    },
    async (request) => {
      await removeObjectParameter(app.db, request.params.category, request.params.itemId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default objectParameterRoutes;
