/** The paths of the settings calls, relative to API_BASE: SETTINGS_PATHS for the SPA, SETTINGS_ROUTES for the server. */
import type { ReferenceCategory } from '../referenceLists';

const S = '/settings';

export const SETTINGS_PATHS = {
  profiles: `${S}/profiles`,
  profile: (profileId: number) => `${S}/profiles/${profileId}`,
  users: `${S}/users`,
  user: (userId: number) => `${S}/users/${userId}`,
  userResetPassword: (userId: number) => `${S}/users/${userId}/resetpassword`,
  economicActivities: `${S}/economicactivities`,
  economicActivity: (economicActivityId: number) => `${S}/economicactivities/${economicActivityId}`,
  legislations: `${S}/legislations`,
  legislation: (legislationId: number) => `${S}/legislations/${legislationId}`,
  refusalTypes: `${S}/refusaltypes`,
  refusalType: (refusalTypeId: number) => `${S}/refusaltypes/${refusalTypeId}`,
  parameters: `${S}/parameters`,
  parameter: (parameterId: number) => `${S}/parameters/${parameterId}`,
  /** GET: every item of the category, inactive included, in order; POST: create. */
  objectParameters: (category: ReferenceCategory) => `${S}/objectparameters/${category}`,
  /** PUT: update; DELETE: delete (-492 while records use it; deactivate instead). */
  objectParameter: (category: ReferenceCategory, itemId: number) => `${S}/objectparameters/${category}/${itemId}`,
  /** PUT ReferenceOrderInput. */
  objectParametersOrder: (category: ReferenceCategory) => `${S}/objectparameters/${category}/order`,
  /** GET: every template (61); POST: create. */
  templates: `${S}/templates`,
  template: (templateId: number) => `${S}/templates/${templateId}`,
  /** GET: the active templates, for the rich-text template modal (any user holding a permission). */
  activeTemplates: `${S}/templates/active`,
  /** GET: the islands → municipalities → parishes tree. */
  divisions: `${S}/divisions`,
  /** GET GroupListQuery; PUT GroupAssignInput. */
  groups: `${S}/groups`,
  /** POST GroupResetInput. */
  groupsReset: `${S}/groups/reset`,
} as const;

/** Fastify route patterns of the same paths (the server's side of SETTINGS_PATHS). */
export const SETTINGS_ROUTES = {
  profiles: SETTINGS_PATHS.profiles,
  profile: `${S}/profiles/:profileId`,
  users: SETTINGS_PATHS.users,
  user: `${S}/users/:userId`,
  userResetPassword: `${S}/users/:userId/resetpassword`,
  economicActivities: SETTINGS_PATHS.economicActivities,
  economicActivity: `${S}/economicactivities/:economicActivityId`,
  legislations: SETTINGS_PATHS.legislations,
  legislation: `${S}/legislations/:legislationId`,
  refusalTypes: SETTINGS_PATHS.refusalTypes,
  refusalType: `${S}/refusaltypes/:refusalTypeId`,
  parameters: SETTINGS_PATHS.parameters,
  parameter: `${S}/parameters/:parameterId`,
  objectParameters: `${S}/objectparameters/:category`,
  objectParameter: `${S}/objectparameters/:category/:itemId`,
  objectParametersOrder: `${S}/objectparameters/:category/order`,
  templates: SETTINGS_PATHS.templates,
  template: `${S}/templates/:templateId`,
  activeTemplates: SETTINGS_PATHS.activeTemplates,
  divisions: SETTINGS_PATHS.divisions,
  groups: SETTINGS_PATHS.groups,
  groupsReset: SETTINGS_PATHS.groupsReset,
} as const;
