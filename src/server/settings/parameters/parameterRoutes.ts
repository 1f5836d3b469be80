/** Parameters (SPEC §2.9 /configuracoes/parametros): reads and writes 61, delete 62 (never of a key the system reads). */
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { crudRoutes } from '../crudRoutes';
import { guard } from '../guard';
import { listParameters, toItem } from './parameterRepository';
import { ParameterInputSchema, ParameterItemSchema, ParameterListQuerySchema, ParameterPageSchema, ParameterParams } from './parameterSchemas';
import { createParameter, editParameter, getParameter, removeParameter } from './parameterService';

export default crudRoutes({
  tag: 'settings: parameters',
  singular: 'parameter',
  plural: 'Parameters by text and type',
  paths: { list: SETTINGS_ROUTES.parameters, one: SETTINGS_ROUTES.parameter },
  schemas: { query: ParameterListQuerySchema, params: ParameterParams, input: ParameterInputSchema, item: ParameterItemSchema, page: ParameterPageSchema },
  idParam: 'parameterId',
  guards: { read: guard(Permission.ParameterCreateEdit), write: guard(Permission.ParameterCreateEdit), remove: guard(Permission.ParameterDelete) },
  list: listParameters,
  toItem,
  get: getParameter,
  create: createParameter,
  update: editParameter,
  remove: removeParameter,
});
