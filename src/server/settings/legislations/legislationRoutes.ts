/** Legislations (SPEC §2.9 /configuracoes/legislacoes): reads 61 or 62, writes 61, delete 62. */
import { LegislationInputSchema, LegislationItemSchema, LegislationListQuerySchema, LegislationPageSchema, LegislationParams, SETTINGS_ROUTES } from '@/shared/settings';
import { crudRoutes } from '../crudRoutes';
import { referenceDataGuards } from '../guard';
import { legislations } from './legislationService';

export default crudRoutes({
  tag: 'settings: legislations',
  summaries: {
    list: 'Legislations by text, type and active (newest first), paged',
    get: 'One legislation',
    create: 'Create a legislation',
    update: 'Update a legislation',
    remove: 'Delete a legislation',
  },
  paths: { list: SETTINGS_ROUTES.legislations, one: SETTINGS_ROUTES.legislation },
  schemas: {
    query: LegislationListQuerySchema,
    params: LegislationParams,
    create: LegislationInputSchema,
    update: LegislationInputSchema,
    item: LegislationItemSchema,
    list: LegislationPageSchema,
  },
  idParam: 'legislationId',
  guards: referenceDataGuards(),
  ...legislations.handlers,
});
