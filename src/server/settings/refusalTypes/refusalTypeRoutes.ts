/** Refusal types (SPEC §2.9 /configuracoes/tiposderecusa): reads 61 or 62, writes 61, delete 62. */
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { crudRoutes } from '../crudRoutes';
import { guard } from '../guard';
import { listRefusalTypes, toItem } from './refusalTypeRepository';
import { RefusalTypeInputSchema, RefusalTypeItemSchema, RefusalTypeListQuerySchema, RefusalTypePageSchema, RefusalTypeParams } from './refusalTypeSchemas';
import { createRefusalType, editRefusalType, getRefusalType, removeRefusalType } from './refusalTypeService';

export default crudRoutes({
  tag: 'settings: refusal types',
  singular: 'refusal type',
  plural: 'Refusal types by text and active',
  paths: { list: SETTINGS_ROUTES.refusalTypes, one: SETTINGS_ROUTES.refusalType },
  schemas: { query: RefusalTypeListQuerySchema, params: RefusalTypeParams, input: RefusalTypeInputSchema, item: RefusalTypeItemSchema, page: RefusalTypePageSchema },
  idParam: 'refusalTypeId',
  guards: { read: guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]), write: guard(Permission.ParameterCreateEdit), remove: guard(Permission.ParameterDelete) },
  list: listRefusalTypes,
  toItem,
  get: getRefusalType,
  create: createRefusalType,
  update: editRefusalType,
  remove: removeRefusalType,
});
