/** Parameters (SPEC §2.9 /configuracoes/parametros): reads and writes 61, delete 62 (never of a key the system reads). */
import { Permission } from '@/shared/permissions';
import { ParameterInputSchema, ParameterItemSchema, ParameterListQuerySchema, ParameterPageSchema, ParameterParams, SETTINGS_ROUTES } from '@/shared/settings';
import { crudRoutes } from '../crudRoutes';
import { guard } from '../guard';
import { parameters } from './parameterService';

export default crudRoutes({
  tag: 'settings: parameters',
  summaries: { list: 'Parameters by text and type, paged', get: 'One parameter', create: 'Create a parameter', update: 'Update a parameter', remove: 'Delete a parameter' },
  paths: { list: SETTINGS_ROUTES.parameters, one: SETTINGS_ROUTES.parameter },
  schemas: {
    query: ParameterListQuerySchema,
    params: ParameterParams,
    create: ParameterInputSchema,
    update: ParameterInputSchema,
    item: ParameterItemSchema,
    list: ParameterPageSchema,
  },
  idParam: 'parameterId',
  guards: { read: guard(Permission.ParameterCreateEdit), write: guard(Permission.ParameterCreateEdit), remove: guard(Permission.ParameterDelete) },
  ...parameters.handlers,
});
