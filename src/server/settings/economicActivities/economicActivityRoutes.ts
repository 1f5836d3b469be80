/** Economic activities (SPEC §2.9 /configuracoes/atividadeseconomica): reads 61 or 62, writes 61, delete 62. */
import {
  EconomicActivityCreateSchema,
  EconomicActivityItemSchema,
  EconomicActivityListQuerySchema,
  EconomicActivityPageSchema,
  EconomicActivityParams,
  EconomicActivityUpdateSchema,
  SETTINGS_ROUTES,
} from '@/shared/settings';
import { crudRoutes } from '../crudRoutes';
import { referenceDataGuards } from '../guard';
import { economicActivities } from './economicActivityService';

export default crudRoutes({
  tag: 'settings: economic activities',
  summaries: {
    list: 'CAE activities by level and text (code prefix or designation), paged',
    get: 'One activity',
    create: 'Create an activity; its code must fit the CAE hierarchy',
    update: 'Change the designation',
    remove: 'Delete a leaf no record uses',
  },
  paths: { list: SETTINGS_ROUTES.economicActivities, one: SETTINGS_ROUTES.economicActivity },
  schemas: {
    query: EconomicActivityListQuerySchema,
    params: EconomicActivityParams,
    create: EconomicActivityCreateSchema,
    update: EconomicActivityUpdateSchema,
    item: EconomicActivityItemSchema,
    list: EconomicActivityPageSchema,
  },
  idParam: 'economicActivityId',
  guards: referenceDataGuards(),
  ...economicActivities.handlers,
});
