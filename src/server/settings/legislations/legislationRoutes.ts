/** Legislations (SPEC §2.9 /configuracoes/legislacoes): reads 61 or 62, writes 61, delete 62. */
import { Permission } from '@/shared/permissions';
import { SETTINGS_ROUTES } from '@/shared/settingsContract';
import { crudRoutes } from '../crudRoutes';
import { guard } from '../guard';
import { listLegislations, toItem } from './legislationRepository';
import { LegislationInputSchema, LegislationItemSchema, LegislationListQuerySchema, LegislationPageSchema, LegislationParams } from './legislationSchemas';
import { createLegislation, editLegislation, getLegislation, removeLegislation } from './legislationService';

export default crudRoutes({
  tag: 'settings: legislations',
  singular: 'legislation',
  plural: 'Legislations by text, type and active (newest first)',
  paths: { list: SETTINGS_ROUTES.legislations, one: SETTINGS_ROUTES.legislation },
  schemas: { query: LegislationListQuerySchema, params: LegislationParams, input: LegislationInputSchema, item: LegislationItemSchema, page: LegislationPageSchema },
  idParam: 'legislationId',
  guards: { read: guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]), write: guard(Permission.ParameterCreateEdit), remove: guard(Permission.ParameterDelete) },
  list: listLegislations,
  toItem,
  get: getLegislation,
  create: createLegislation,
  update: editLegislation,
  remove: removeLegislation,
});
