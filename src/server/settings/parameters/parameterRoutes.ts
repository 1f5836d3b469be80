/** Parameters (SPEC §2.9 /configuracoes/parametros): reads and writes 61, delete 62. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listParameters, toItem } from './parameterRepository';
import { ParameterInputSchema, ParameterItemSchema, ParameterListQuerySchema, ParameterPageSchema, ParameterParams } from './parameterSchemas';
import { createParameter, editParameter, getParameter, removeParameter } from './parameterService';

const tags = ['settings: parameters'];
const security = BEARER_SECURITY;

const parameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = guard(Permission.ParameterCreateEdit);
  const write = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.parameters,
    { onRequest: read, schema: { tags, security, summary: 'Parameters by key or description, paged', querystring: ParameterListQuerySchema, response: responses(ParameterPageSchema) } },
    async (request) => {
      const { rows, total, window } = await listParameters(app.db, request.query);
      return ok(tableData(rows.map(toItem), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.parameter,
    { onRequest: read, schema: { tags, security, summary: 'One parameter', params: ParameterParams, response: responses(ParameterItemSchema) } },
    async (request) => ok(await getParameter(app.db, request.params.parameterId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.parameters,
    { onRequest: write, schema: { tags, security, summary: 'Create a parameter', body: ParameterInputSchema, response: responses(ParameterItemSchema) } },
    async (request) => ok(await createParameter(app.db, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.parameter,
    { onRequest: write, schema: { tags, security, summary: 'Update a parameter (value checked against its type)', params: ParameterParams, body: ParameterInputSchema, response: responses(ParameterItemSchema) } },
    async (request) => ok(await editParameter(app.db, request.params.parameterId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.parameter,
    { onRequest: guard(Permission.ParameterDelete), schema: { tags, security, summary: 'Delete a parameter the system does not read', params: ParameterParams, response: responses(NoData) } },
    async (request) => {
      await removeParameter(app.db, request.params.parameterId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default parameterRoutes;
