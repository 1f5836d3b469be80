/** Refusal types (SPEC §2.9 /configuracoes/tiposderecusa): reads 61 or 62, writes 61, delete 62. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listRefusalTypes, toItem } from './refusalTypeRepository';
import { RefusalTypeInputSchema, RefusalTypeItemSchema, RefusalTypeListQuerySchema, RefusalTypePageSchema, RefusalTypeParams } from './refusalTypeSchemas';
import { createRefusalType, editRefusalType, getRefusalType, removeRefusalType } from './refusalTypeService';

const tags = ['settings: refusal types'];
const security = BEARER_SECURITY;

const refusalTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]);
  const write = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.refusalTypes,
    { onRequest: read, schema: { tags, security, summary: 'Refusal types by text and active, paged', querystring: RefusalTypeListQuerySchema, response: responses(RefusalTypePageSchema) } },
    async (request) => {
      const { rows, total, window } = await listRefusalTypes(app.db, request.query);
      return ok(tableData(rows.map(toItem), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.refusalType,
    { onRequest: read, schema: { tags, security, summary: 'One refusal type', params: RefusalTypeParams, response: responses(RefusalTypeItemSchema) } },
    async (request) => ok(await getRefusalType(app.db, request.params.refusalTypeId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.refusalTypes,
    { onRequest: write, schema: { tags, security, summary: 'Create a refusal type', body: RefusalTypeInputSchema, response: responses(RefusalTypeItemSchema) } },
    async (request) => ok(await createRefusalType(app.db, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.refusalType,
    { onRequest: write, schema: { tags, security, summary: 'Update a refusal type', params: RefusalTypeParams, body: RefusalTypeInputSchema, response: responses(RefusalTypeItemSchema) } },
    async (request) => ok(await editRefusalType(app.db, request.params.refusalTypeId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.refusalType,
    { onRequest: guard(Permission.ParameterDelete), schema: { tags, security, summary: 'Delete a refusal type', params: RefusalTypeParams, response: responses(NoData) } },
    async (request) => {
      await removeRefusalType(app.db, request.params.refusalTypeId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default refusalTypeRoutes;
