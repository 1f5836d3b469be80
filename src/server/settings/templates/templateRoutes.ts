/**
 * Rich-text templates, managed on the object-parameters page: 61 for every call, delete also 62.
 * The active ones are readable by any user holding a permission, for the forms' rich-text template modal.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, NoData, responses } from '../../http/schemas';
import { guard } from '../guard';
import { TemplateInputSchema, TemplateParams, TemplateSchema } from './templateSchemas';
import { createTemplate, editTemplate, getTemplate, listTemplates, removeTemplate } from './templateService';

const tags = ['settings: rich-text templates'];
const security = BEARER_SECURITY;

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const createEdit = guard(Permission.ParameterCreateEdit);

  app.get(
    SETTINGS_ROUTES.activeTemplates,
    {
      // Whoever holds any permission may edit some record, and so may need a template.
      onRequest: guard(ALL_PERMISSIONS),
      schema: { tags, security, summary: 'The active templates, for any user holding a permission', response: responses(Type.Array(TemplateSchema)) },
    },
    async (request) => ok(await listTemplates(app.db, true), requestLanguage(request)),
  );

  app.get(
    SETTINGS_ROUTES.templates,
    { onRequest: createEdit, schema: { tags, security, summary: 'Every template, by name', response: responses(Type.Array(TemplateSchema)) } },
    async (request) => ok(await listTemplates(app.db, false), requestLanguage(request)),
  );

  app.get(
    SETTINGS_ROUTES.template,
    { onRequest: createEdit, schema: { tags, security, summary: 'One template', params: TemplateParams, response: responses(TemplateSchema) } },
    async (request) => ok(await getTemplate(app.db, request.params.templateId), requestLanguage(request)),
  );

  app.post(
    SETTINGS_ROUTES.templates,
    { onRequest: createEdit, schema: { tags, security, summary: 'Create a template', body: TemplateInputSchema, response: responses(TemplateSchema) } },
    async (request) => ok(await createTemplate(app.db, request.body), requestLanguage(request)),
  );

  app.put(
    SETTINGS_ROUTES.template,
    { onRequest: createEdit, schema: { tags, security, summary: 'Update a template', params: TemplateParams, body: TemplateInputSchema, response: responses(TemplateSchema) } },
    async (request) => ok(await editTemplate(app.db, request.params.templateId, request.body), requestLanguage(request)),
  );

  app.delete(
    SETTINGS_ROUTES.template,
    { onRequest: guard(Permission.ParameterCreateEdit, Permission.ParameterDelete), schema: { tags, security, summary: 'Delete a template', params: TemplateParams, response: responses(NoData) } },
    async (request) => {
      await removeTemplate(app.db, request.params.templateId);
      return ok(null, requestLanguage(request));
    },
  );
};

export default templateRoutes;
