import type { ComponentType } from 'react';
import { canSeeSettingsEntry, Permission, type MenuSubject, type SettingsEntry } from '@/shared/permissions';
import type { RouteName } from '@/web/app/routePaths';
import { holds } from './common/permissions';

/** A settings page: its route, the rule that lets a user in (the others are sent home), its chunk. */
export interface SettingsPage {
  name: RouteName;
  allowed: (subject: MenuSubject) => boolean;
  load: () => Promise<ComponentType>;
}

/** SPEC §6: the menu rule of the page's Settings entry, the same the server applies to its calls. */
const entry = (name: SettingsEntry) => (subject: MenuSubject) => canSeeSettingsEntry(subject, name);

/** Create pages of the reference data also need the server's write permission (61): a holder of 62 alone only reads and deletes. */
const entryAndCreate = (name: SettingsEntry) => (subject: MenuSubject) => canSeeSettingsEntry(subject, name) && holds(subject, Permission.ParameterCreateEdit);

/**
 * Every settings page of SPEC §2.9 but the object parameters, whose stricter guard (61 only) is
 * wired in the route table. Each page is its own chunk.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { name: 'settings.profiles', allowed: entry('profiles'), load: () => import('./profiles/ProfilesPage').then((m) => m.ProfilesPage) },
  { name: 'settings.profileCreate', allowed: entry('profiles'), load: () => import('./profiles/ProfileFormPage').then((m) => m.ProfileCreatePage) },
  { name: 'settings.profileEdit', allowed: entry('profiles'), load: () => import('./profiles/ProfileFormPage').then((m) => m.ProfileEditPage) },
  { name: 'settings.profileDetail', allowed: entry('profiles'), load: () => import('./profiles/ProfileDetailPage').then((m) => m.ProfileDetailPage) },
  { name: 'settings.users', allowed: entry('users'), load: () => import('./users/UsersPage').then((m) => m.UsersPage) },
  { name: 'settings.userCreate', allowed: entry('users'), load: () => import('./users/UserFormPage').then((m) => m.UserCreatePage) },
  { name: 'settings.userEdit', allowed: entry('users'), load: () => import('./users/UserFormPage').then((m) => m.UserEditPage) },
  {
    name: 'settings.economicActivities',
    allowed: entry('economicActivity'),
    load: () => import('./economicActivities/EconomicActivitiesPage').then((m) => m.EconomicActivitiesPage),
  },
  {
    name: 'settings.economicActivityEdit',
    allowed: entry('economicActivity'),
    load: () => import('./economicActivities/EconomicActivityEditPage').then((m) => m.EconomicActivityEditPage),
  },
  { name: 'settings.legislations', allowed: entry('legislations'), load: () => import('./legislations/LegislationsPage').then((m) => m.LegislationsPage) },
  {
    name: 'settings.legislationCreate',
    allowed: entryAndCreate('legislations'),
    load: () => import('./legislations/LegislationFormPage').then((m) => m.LegislationCreatePage),
  },
  { name: 'settings.legislationEdit', allowed: entry('legislations'), load: () => import('./legislations/LegislationFormPage').then((m) => m.LegislationEditPage) },
  { name: 'settings.refusalTypes', allowed: entry('refusalTypes'), load: () => import('./refusalTypes/RefusalTypesPage').then((m) => m.RefusalTypesPage) },
  {
    name: 'settings.refusalTypeCreate',
    allowed: entryAndCreate('refusalTypes'),
    load: () => import('./refusalTypes/RefusalTypeFormPage').then((m) => m.RefusalTypeCreatePage),
  },
  { name: 'settings.refusalTypeEdit', allowed: entry('refusalTypes'), load: () => import('./refusalTypes/RefusalTypeFormPage').then((m) => m.RefusalTypeEditPage) },
  { name: 'settings.parameters', allowed: entry('parameters'), load: () => import('./parameters/ParametersPage').then((m) => m.ParametersPage) },
  { name: 'settings.parameterEdit', allowed: entry('parameters'), load: () => import('./parameters/ParameterEditPage').then((m) => m.ParameterEditPage) },
  { name: 'settings.groupManagement', allowed: entry('groupManagement'), load: () => import('./groups/GroupManagementPage').then((m) => m.GroupManagementPage) },
  { name: 'settings.openData', allowed: entry('openData'), load: () => import('./openData/OpenDataSettingsPage').then((m) => m.OpenDataSettingsPage) },
];

/** The object parameters page (guarded by canEnterObjectParameters in the route table). */
export const loadObjectParametersPage = () => import('./objectParameters/ObjectParametersPage').then((m) => m.ObjectParametersPage);
