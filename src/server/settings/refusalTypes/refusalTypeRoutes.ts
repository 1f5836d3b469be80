/** Refusal types (SPEC §2.9 /configuracoes/tiposderecusa): reads 61 or 62, writes 61, delete 62. */
import { RefusalTypeInputSchema, RefusalTypeItemSchema, RefusalTypeListQuerySchema, RefusalTypePageSchema, RefusalTypeParams, SETTINGS_ROUTES } from '@/shared/settings';
import { crudRoutes } from '../crudRoutes';
import { referenceDataGuards } from '../guard';
import { refusalTypes } from './refusalTypeService';

export default crudRoutes({
  tag: 'settings: refusal types',
  summaries: {
    list: 'Refusal types by text and active, paged',
    get: 'One refusal type',
    create: 'Create a refusal type',
    update: 'Update a refusal type',
    remove: 'Delete a refusal type',
  },
  paths: { list: SETTINGS_ROUTES.refusalTypes, one: SETTINGS_ROUTES.refusalType },
  schemas: {
    query: RefusalTypeListQuerySchema,
    params: RefusalTypeParams,
    create: RefusalTypeInputSchema,
    update: RefusalTypeInputSchema,
    item: RefusalTypeItemSchema,
    list: RefusalTypePageSchema,
  },
  idParam: 'refusalTypeId',
  guards: referenceDataGuards(),
  ...refusalTypes.handlers,
});
