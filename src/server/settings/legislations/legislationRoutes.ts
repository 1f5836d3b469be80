/** Legislations (SPEC §2.9 /configuracoes/legislacoes): reads 61 or 62, writes 61, delete 62. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { tableData } from '../paging';
import { listLegislations, toItem } from './legislationRepository';
import { LegislationInputSchema, LegislationItemSchema, LegislationListQuerySchema, LegislationPageSchema, LegislationParams } from './legislationSchemas';
import { createLegislation, editLegislation, getLegislation, removeLegislation } from './legislationService';

const tags = ['settings: legislations'];
const security = BEARER_SECURITY;

const legislationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]);
  const write = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.legislations,
    { onRequest: read, schema: { tags, security, summary: 'Legislations by text, type and active, paged (newest first)', querystring: LegislationListQuerySchema, response: responses(LegislationPageSchema) } },
    async (request) => {
      const { rows, total, window } = await listLegislations(app.db, request.query);
      return ok(tableData(rows.map(toItem), total, window), requestLanguage(request));
    },
  );

  app.get(
    SETTINGS_ROUTES.legislation,
    { onRequest: read, schema: { tags, security, summary: 'One legislation', params: LegislationParams, response: responses(LegislationItemSchema) } },
    async (request) => ok(await getLegislation(app.db, request.params.legislationId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.legislations,
    { onRequest: write, schema: { tags, security, summary: 'Create a legislation', body: LegislationInputSchema, response: responses(LegislationItemSchema) } },
    async (request) => ok(await createLegislation(app.db, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.legislation,
    { onRequest: write, schema: { tags, security, summary: 'Update a legislation', params: LegislationParams, body: LegislationInputSchema, response: responses(LegislationItemSchema) } },
    async (request) => ok(await editLegislation(app.db, request.params.legislationId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.legislation,
    { onRequest: guard(Permission.ParameterDelete), schema: { tags, security, summary: 'Delete a legislation', params: LegislationParams, response: responses(NoData) } },
    async (request) => {
      await removeLegislation(app.db, request.params.legislationId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default legislationRoutes;
