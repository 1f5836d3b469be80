/**
 * The wire contract of the settings area (SPEC §2.9): profiles, users, reference data, object
 * parameters, rich-text templates, divisions and group management. Paths are relative to API_BASE;
 * every answer is the Envelope of src/shared/api.ts. Lists answer TableData (records/contract.ts).
 *
 * Permissions (checked by the server on every call, from the database):
 * - profiles: 81 for every call; delete needs 81 and 82.
 * - users: 71 for every call; delete needs 71 and 72.
 * - economic activities, legislations, refusal types: reads need 61 or 62; writes 61; delete 62.
 * - parameters: reads and writes need 61; delete 62.
 * - object parameters and templates: 61 for every call (SPEC §2.9); delete needs 61 and 62. The
 *   active templates are readable by every user holding any permission (the rich-text template modal).
 * - divisions: 61 or 62.
 * - groups: reads 101 or 102; assigning a group kind 101; resetting to "not applicable" 102.
 */
import type { CatalogueEntry, Language } from './errors';
import type { DivisionType, GroupKind, UserStatus } from './enums';
import type { TableData } from './records/contract';
import type { ReferenceCategory } from './referenceLists';

export type { TableData } from './records/contract';

/** Query of every list: 1-based page (LIMITS.firstPage), size LIMITS.defaultPageSize, sort 'Key' or 'Key desc'. */
export interface PagingQuery {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

/** Largest page a list answers. */
export const SETTINGS_MAX_PAGE_SIZE = 100;

// ---------------------------------------------------------------- profiles

export const PROFILE_SORT_KEYS = ['Name', 'UsersCount'] as const;

export interface ProfileListQuery extends PagingQuery {
  /** Contained in the name, accent- and case-insensitive. */
  query?: string;
}

export interface OrganizationRef {
  organizationId: number;
  /** Name of the organisation's latest version ('' when it no longer exists). */
  name: string;
}

export interface ProfileSummary {
  profileId: number;
  name: string;
  /** null: the whole organic tree. */
  organizationId: number | null;
  organizationName: string | null;
  permissions: number[];
  usersCount: number;
}

export interface ProfileDetail extends ProfileSummary {
  /** Branches (with everything below them) left out of the organisation's subtree. */
  excludedOrganizationIds: number[];
  excludedOrganizations: OrganizationRef[];
}

/** Create and update body. -61 name taken (case-insensitive); -2 unknown permission or excluded branch outside the subtree; -100 unknown organisation. */
export interface ProfileInput {
  name: string;
  permissions: number[];
  organizationId: number | null;
  excludedOrganizationIds: number[];
}

// ---------------------------------------------------------------- users

export const USER_SORT_KEYS = ['Username', 'DisplayName', 'Email', 'Status'] as const;

export interface UserListQuery extends PagingQuery {
  /** Contained in username, display name or email (accent- and case-insensitive). */
  query?: string;
  status?: UserStatus;
}

export interface UserSummary {
  userId: number;
  username: string;
  displayName: string;
  email: string;
  status: UserStatus;
  isGraUser: boolean;
  profiles: { profileId: number; name: string }[];
}

export interface UserDetail extends UserSummary {
  givenName: string;
  language: Language;
  mustChangePassword: boolean;
  /** Whether the user can sign in with a local password (false for GRA users until one is set). */
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Update body. -43 username taken (case-insensitive) or reserved ('guest', 'admin'); -2 invalid
 * email ('Email inválido') or no profile ('Tem que adicionar pelo menos um perfil'); -60 unknown
 * profile; -2 blocking, deactivating or deleting a built-in user. A status other than active ends
 * the user's open sessions at once.
 */
export interface UserInput {
  username: string;
  displayName: string;
  /** Defaults to the first word of the display name. */
  givenName?: string;
  email: string;
  language?: Language;
  profileIds: number[];
  status: UserStatus;
  /** Signs in through the regional sign-in: no local password. */
  isGraUser: boolean;
}

/** Create body: a local user may bring an initial password, RSA-encrypted like LoginRequest.password. */
export interface UserCreateInput extends UserInput {
  password?: string;
}

/** Create answer. oneTimePassword is shown once: set when the server generated it (local user without password). */
export interface UserCreated {
  user: UserDetail;
  oneTimePassword: string | null;
}

/** Reset-password answer: a new one-time password, shown once; the user must change it at next login. */
export interface PasswordReset {
  oneTimePassword: string;
}

// ---------------------------------------------------------------- economic activities (CAE Rev.3)

export const ECONOMIC_ACTIVITY_LEVELS = ['section', 'division', 'group', 'class', 'subclass'] as const;
export type EconomicActivityLevel = (typeof ECONOMIC_ACTIVITY_LEVELS)[number];

export const ECONOMIC_ACTIVITY_LEVEL_LABELS: Readonly<Record<EconomicActivityLevel, CatalogueEntry>> = {
  section: { pt: 'Secção', en: 'Section' },
  division: { pt: 'Divisão', en: 'Division' },
  group: { pt: 'Grupo', en: 'Group' },
  class: { pt: 'Classe', en: 'Class' },
  subclass: { pt: 'Subclasse', en: 'Subclass' },
};

export const ECONOMIC_ACTIVITY_SORT_KEYS = ['Code', 'Designation', 'Level'] as const;

export interface EconomicActivityListQuery extends PagingQuery {
  level?: EconomicActivityLevel;
  /** Code prefix, or contained in the designation (accent- and case-insensitive). */
  query?: string;
}

export interface EconomicActivityItem {
  economicActivityId: number;
  level: EconomicActivityLevel;
  code: string;
  parentCode: string | null;
  designation: string;
}

/**
 * Create body: the level and parent follow from the code — section a letter A–U; division 2 digits
 * (parent: its section); group 3, class 4, subclass 5 digits (parent: the code without its last
 * digit). -2 with a detail when the code does not fit or the parent does not exist; -491 code taken.
 */
export interface EconomicActivityCreateInput {
  code: string;
  /** Required for a division: the section it belongs to. Ignored for the other levels. */
  sectionCode?: string;
  designation: string;
}

export interface EconomicActivityUpdateInput {
  designation: string;
}

// ---------------------------------------------------------------- legislations

export const LEGISLATION_TYPES = [
  'decretoLegislativoRegional',
  'decretoRegulamentarRegional',
  'portaria',
  'despacho',
  'resolucao',
  'lei',
  'decretoLei',
] as const;
export type LegislationType = (typeof LEGISLATION_TYPES)[number];

export const LEGISLATION_TYPE_LABELS: Readonly<Record<LegislationType, CatalogueEntry>> = {
  decretoLegislativoRegional: { pt: 'Decreto Legislativo Regional', en: 'Regional Legislative Decree' },
  decretoRegulamentarRegional: { pt: 'Decreto Regulamentar Regional', en: 'Regional Regulatory Decree' },
  portaria: { pt: 'Portaria', en: 'Ministerial Order' },
  despacho: { pt: 'Despacho', en: 'Order' },
  resolucao: { pt: 'Resolução', en: 'Resolution' },
  lei: { pt: 'Lei', en: 'Law' },
  decretoLei: { pt: 'Decreto-Lei', en: 'Decree-Law' },
};

export const LEGISLATION_SORT_KEYS = ['Date', 'Type', 'Number', 'Title'] as const;

export interface LegislationListQuery extends PagingQuery {
  /** Contained in the number or title. */
  query?: string;
  type?: LegislationType;
  active?: boolean;
}

export interface LegislationInput {
  type: LegislationType;
  /** As published, e.g. '12/2023/A'. */
  number: string;
  /** Publication date, yyyy-MM-dd. */
  date: string;
  title: string;
  /** Link to the official journal (Jornal Oficial / Diário da República); '' when none. */
  journalUrl: string;
  active: boolean;
}

export interface LegislationItem extends LegislationInput {
  legislationId: number;
}

// ---------------------------------------------------------------- refusal types

export const REFUSAL_TYPE_SORT_KEYS = ['Code', 'Designation'] as const;

export interface RefusalTypeListQuery extends PagingQuery {
  query?: string;
  active?: boolean;
}

/** -2 ('Tem que preencher o tipo de recusa em português …') without designationPt; -491 code taken. */
export interface RefusalTypeInput {
  code: string;
  designationPt: string;
  designationEn: string;
  active: boolean;
}

export interface RefusalTypeItem extends RefusalTypeInput {
  refusalTypeId: number;
}

// ---------------------------------------------------------------- parameters

export const PARAMETER_TYPES = ['text', 'number', 'boolean', 'date'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export const PARAMETER_TYPE_LABELS: Readonly<Record<ParameterType, CatalogueEntry>> = {
  text: { pt: 'Texto', en: 'Text' },
  number: { pt: 'Número', en: 'Number' },
  boolean: { pt: 'Sim/não', en: 'Yes/no' },
  date: { pt: 'Data', en: 'Date' },
};

/** Parameter keys the product reads. */
export const PARAMETER_KEYS = {
  organicMinimumDate: 'organic.minimumDate',
  contactMailbox: 'contact.mailbox',
  searchHistorySize: 'search.historySize',
  notificationsRetentionDays: 'notifications.retentionDays',
} as const;

export const PARAMETER_SORT_KEYS = ['Key', 'Type'] as const;

export interface ParameterListQuery extends PagingQuery {
  /** Contained in the key or description. */
  query?: string;
}

/**
 * The value is text on the wire and must read as its type: number a decimal, boolean 'true' or
 * 'false', date yyyy-MM-dd (-2 otherwise). Keys are dotted camelCase words; -491 key taken.
 */
export interface ParameterInput {
  key: string;
  value: string;
  description: string;
  type: ParameterType;
}

export interface ParameterItem extends ParameterInput {
  parameterId: number;
}

// ---------------------------------------------------------------- object parameters (reference lists)

/** Create and update body of a reference item; labelPt is required ('Tem que preencher o {0} em português para poder guardar'). */
export interface ReferenceItemInput {
  labelPt: string;
  labelEn: string;
  active: boolean;
}

/** Reorder body: every item id of the category in the new order. */
export interface ReferenceOrderInput {
  itemIds: number[];
}

// ---------------------------------------------------------------- rich-text templates

export interface RichTextTemplateText {
  question: string;
  defaultAnswer: string;
  answer: string;
}

/** The question in Portuguese is required ('Tem que preencher o modelo de texto em português …'). */
export interface RichTextTemplateInput {
  name: string;
  active: boolean;
  texts: Record<Language, RichTextTemplateText>;
}

export interface RichTextTemplate extends RichTextTemplateInput {
  templateId: number;
}

export const RICH_TEXT_TEMPLATE_LABEL: CatalogueEntry = { pt: 'Modelo de texto', en: 'Text template' };
export const REFUSAL_TYPE_LABEL: CatalogueEntry = { pt: 'Tipo de recusa', en: 'Refusal type' };

// ---------------------------------------------------------------- divisions

export interface DivisionNode {
  divisionId: number;
  type: DivisionType;
  /** DICOFRE code. */
  code: string;
  name: string;
  children: DivisionNode[];
}

// ---------------------------------------------------------------- group management

export const GROUP_SORT_KEYS = ['Code', 'Name', 'GroupKind'] as const;

export interface GroupListQuery extends PagingQuery {
  groupKind?: GroupKind;
  /** Contained in the code, abbreviation or name. */
  query?: string;
}

/** A published entity with its group kind. */
export interface GroupAssignment {
  organizationId: number;
  organizationVersion: number;
  code: string;
  name: string;
  abbreviation: string;
  groupKind: GroupKind;
}

/** Sets the group kind of the published version of each entity (101; GroupKind.NotApplicable needs 102). -100 unknown entity. */
export interface GroupAssignInput {
  organizationIds: number[];
  groupKind: GroupKind;
}

/** Resets the entities to GroupKind.NotApplicable (102). */
export interface GroupResetInput {
  organizationIds: number[];
}

/** Assign and reset answer: how many entities changed. */
export interface GroupChangeResult {
  updated: number;
}

// ---------------------------------------------------------------- paths

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

/** Convenience aliases of list answers. */
export type ProfilePage = TableData<ProfileSummary>;
export type UserPage = TableData<UserSummary>;
export type EconomicActivityPage = TableData<EconomicActivityItem>;
export type LegislationPage = TableData<LegislationItem>;
export type RefusalTypePage = TableData<RefusalTypeItem>;
export type ParameterPage = TableData<ParameterItem>;
export type GroupPage = TableData<GroupAssignment>;
