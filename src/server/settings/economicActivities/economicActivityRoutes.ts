/** Economic activities (SPEC §2.9 /configuracoes/atividadeseconomica): reads 61 or 62, writes 61, delete 62. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listEconomicActivities, toItem } from './economicActivityRepository';
import {
  EconomicActivityCreateSchema,
  EconomicActivityItemSchema,
  EconomicActivityListQuerySchema,
  EconomicActivityPageSchema,
  EconomicActivityParams,
  EconomicActivityUpdateSchema,
} from './economicActivitySchemas';
import { createEconomicActivity, editEconomicActivity, getEconomicActivity, removeEconomicActivity } from './economicActivityService';

const tags = ['settings: economic activities'];
const security = BEARER_SECURITY;

const economicActivityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]);
  const write = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.economicActivities,
    { onRequest: read, schema: { tags, security, summary: 'CAE activities by level and text (code prefix or designation), paged', querystring: EconomicActivityListQuerySchema, response: responses(EconomicActivityPageSchema) } },
    async (request) => {
      const { rows, total, window } = await listEconomicActivities(app.db, request.query);
      return ok(tableData(rows.map(toItem), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.economicActivity,
    { onRequest: read, schema: { tags, security, summary: 'One activity', params: EconomicActivityParams, response: responses(EconomicActivityItemSchema) } },
    async (request) => ok(await getEconomicActivity(app.db, request.params.economicActivityId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.economicActivities,
    { onRequest: write, schema: { tags, security, summary: 'Create an activity; its code must fit the CAE hierarchy', body: EconomicActivityCreateSchema, response: responses(EconomicActivityItemSchema) } },
    async (request) => ok(await createEconomicActivity(app.db, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.economicActivity,
    { onRequest: write, schema: { tags, security, summary: 'Change the designation', params: EconomicActivityParams, body: EconomicActivityUpdateSchema, response: responses(EconomicActivityItemSchema) } },
    async (request) => ok(await editEconomicActivity(app.db, request.params.economicActivityId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.economicActivity,
    { onRequest: guard(Permission.ParameterDelete), schema: { tags, security, summary: 'Delete a leaf no record uses', params: EconomicActivityParams, response: responses(NoData) } },
    async (request) => {
      await removeEconomicActivity(app.db, request.params.economicActivityId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default economicActivityRoutes;
