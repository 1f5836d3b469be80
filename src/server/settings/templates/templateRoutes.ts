/**
 * Rich-text templates, managed on the object-parameters page: 61 for every call, delete also 62.
 * The active ones are readable by any user holding a permission, for the forms' rich-text template modal.
 */
import { Type } from '@sinclair/typebox';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES, TemplateInputSchema, TemplateParams, TemplateSchema } from '@/shared/settings';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { BEARER_SECURITY, responses } from '../../http/schemas';
import { crudRoutes } from '../crudRoutes';
import { createEditDeleteGuards, guard } from '../guard';
import { listTemplates, templates } from './templateService';

const tag = 'settings: rich-text templates';
export default crudRoutes({
  tag,
  summaries: { list: 'Every template, by name', get: 'One template', create: 'Create a template', update: 'Update a template', remove: 'Delete a template' },
  paths: { list: SETTINGS_ROUTES.templates, one: SETTINGS_ROUTES.template },
  schemas: { query: undefined, params: TemplateParams, create: TemplateInputSchema, update: TemplateInputSchema, item: TemplateSchema, list: Type.Array(TemplateSchema) },
  idParam: 'templateId',
  guards: createEditDeleteGuards(Permission.ParameterCreateEdit, Permission.ParameterDelete),
  ...templates.handlers,
  more: (app) => {
    app.get(
      SETTINGS_ROUTES.activeTemplates,
      {
        // Whoever holds any permission may edit some record, and so may need a template.
        onRequest: guard(ALL_PERMISSIONS),
        schema: {
          tags: [tag],
          security: BEARER_SECURITY,
          summary: 'The active templates, for any user holding a permission',
          response: responses(Type.Array(TemplateSchema)),
        },
      },
      async (request) => ok(await listTemplates(app.db, true), requestLanguage(request)),
    );
  },
});
