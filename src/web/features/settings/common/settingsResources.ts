import { generatePath } from 'react-router-dom';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import type { SettingsResource } from './settingsResourceApi';

/**
 * The pages of each settings resource, as react-admin declares a resource: its list, create and
 * edit routes and the id field the edit route and the rows carry. Titles follow from the route names
 * (`route.<name>`), the other texts from the resource (`settings.<resource>.create|saved|…`).
 */
interface ResourcePages {
  idField: string;
  list: RouteName;
  /** None when the list creates in place (a dialog or an inline form). */
  create: RouteName | null;
  edit: RouteName;
}

export const SETTINGS_RESOURCE_PAGES = {
  profile: { idField: 'profileId', list: 'settings.profiles', create: 'settings.profileCreate', edit: 'settings.profileEdit' },
  user: { idField: 'userId', list: 'settings.users', create: 'settings.userCreate', edit: 'settings.userEdit' },
  economicActivity: { idField: 'economicActivityId', list: 'settings.economicActivities', create: null, edit: 'settings.economicActivityEdit' },
  legislation: { idField: 'legislationId', list: 'settings.legislations', create: 'settings.legislationCreate', edit: 'settings.legislationEdit' },
  refusalType: { idField: 'refusalTypeId', list: 'settings.refusalTypes', create: 'settings.refusalTypeCreate', edit: 'settings.refusalTypeEdit' },
  parameter: { idField: 'parameterId', list: 'settings.parameters', create: null, edit: 'settings.parameterEdit' },
} as const satisfies Record<SettingsResource, ResourcePages>;

/** The edit page of one item ('/configuracoes/legislacao/3'). */
export function editPath(resource: SettingsResource, id: number): string {
  const pages: ResourcePages = SETTINGS_RESOURCE_PAGES[resource];
  return generatePath(ROUTE_PATHS[pages.edit], { [pages.idField]: String(id) });
}

/** The id of a row or item of the resource. */
export function idOf(resource: SettingsResource, row: object): number {
  const pages: ResourcePages = SETTINGS_RESOURCE_PAGES[resource];
  return (row as Record<string, number>)[pages.idField] ?? 0;
}
