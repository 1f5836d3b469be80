/** Permission numbers of SPEC §6 and the menu rules built on them. */

export const Permission = {
  SuperCreateEdit: 1,
  SuperSubmit: 2,
  SuperApprove: 3,
  EntityCreateEdit: 11,
  EntitySubmit: 12,
  EntityApprove: 13,
  EntityOrder: 14,
  HeritageCreateEdit: 21,
  HeritageSubmit: 22,
  HeritageApprove: 23,
  ServiceCreateEdit: 31,
  ServiceSubmit: 32,
  ServiceApprove: 33,
  PointOfCareCreateEdit: 41,
  PointOfCareSubmit: 42,
  PointOfCareApprove: 43,
  DocumentCreateEdit: 51,
  DocumentSubmit: 52,
  DocumentApprove: 53,
  ParameterCreateEdit: 61,
  ParameterDelete: 62,
  UserCreateEdit: 71,
  UserDelete: 72,
  ProfileCreateEdit: 81,
  ProfileDelete: 82,
  IntegrationUpdate: 92,
  GroupCreateEdit: 101,
  GroupDelete: 102,
} as const;
export type PermissionNumber = (typeof Permission)[keyof typeof Permission];
export const ALL_PERMISSIONS: readonly PermissionNumber[] = Object.values(Permission);

/** Areas of the §6 table, in its order; each lists its permission numbers. Labels are i18n keys. */
export const PERMISSION_AREAS = [
  { area: 'super', numbers: [1, 2, 3] },
  { area: 'entity', numbers: [11, 12, 13, 14] },
  { area: 'heritage', numbers: [21, 22, 23] },
  { area: 'service', numbers: [31, 32, 33] },
  { area: 'pointOfCare', numbers: [41, 42, 43] },
  { area: 'document', numbers: [51, 52, 53] },
  { area: 'parameters', numbers: [61, 62] },
  { area: 'users', numbers: [71, 72] },
  { area: 'profiles', numbers: [81, 82] },
  { area: 'integration', numbers: [92] },
  { area: 'groups', numbers: [101, 102] },
] as const satisfies readonly { area: string; numbers: readonly PermissionNumber[] }[];

/** The create/edit + approve pairs that the Settings and Import rules look for. */
export const APPROVE_CREATE_PAIRS: readonly (readonly [PermissionNumber, PermissionNumber])[] = [
  [Permission.EntityApprove, Permission.EntityCreateEdit],
  [Permission.HeritageApprove, Permission.HeritageCreateEdit],
  [Permission.ServiceApprove, Permission.ServiceCreateEdit],
  [Permission.PointOfCareApprove, Permission.PointOfCareCreateEdit],
  [Permission.DocumentApprove, Permission.DocumentCreateEdit],
  [Permission.SuperApprove, Permission.SuperCreateEdit],
];

/** What the menu rules need to know of the user: who they are and every permission of their profiles. */
export interface MenuSubject {
  username: string;
  permissions: readonly number[];
}

export function isGuest(subject: Pick<MenuSubject, 'username'> | null | undefined): boolean {
  return !subject || subject.username === 'guest';
}

function has(subject: MenuSubject, ...numbers: number[]): boolean {
  return numbers.some((n) => subject.permissions.includes(n));
}

export function hasApproveCreatePair(subject: MenuSubject): boolean {
  return APPROVE_CREATE_PAIRS.some(([approve, create]) => has(subject, approve) && has(subject, create));
}

export const MENU_ENTRIES = ['home', 'tasks', 'entities', 'servicePoints', 'heritage', 'documents', 'services', 'organic', 'settings', 'reports'] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

export const SETTINGS_ENTRIES = [
  'profiles',
  'users',
  'parameters',
  'economicActivity',
  'legislations',
  'refusalTypes',
  'objectParameters',
  'import',
  'groupManagement',
] as const;
export type SettingsEntry = (typeof SETTINGS_ENTRIES)[number];

const GUEST_HIDDEN: readonly MenuEntry[] = ['tasks', 'heritage', 'documents', 'settings', 'reports'];

/** SPEC §6: any one of these shows the Settings group (as does an approve/create-edit pair). */
export const SETTINGS_PERMISSIONS: readonly PermissionNumber[] = [
  Permission.ProfileCreateEdit,
  Permission.UserCreateEdit,
  Permission.ParameterCreateEdit,
  Permission.ParameterDelete,
  Permission.GroupCreateEdit,
  Permission.GroupDelete,
];

/** SPEC §6: the Settings group rule. */
export function canSeeSettings(subject: MenuSubject): boolean {
  if (isGuest(subject)) return false;
  return has(subject, ...SETTINGS_PERMISSIONS) || hasApproveCreatePair(subject);
}

/**
 * SPEC §6 rules for each Settings entry. Legislations and refusal types are not named by the spec;
 * they are reference data like the object parameters, so they follow the same rule (61 or 62).
 */
export const SETTINGS_RULES: Readonly<Record<SettingsEntry, (s: MenuSubject) => boolean>> = {
  profiles: (s) => has(s, Permission.ProfileCreateEdit),
  users: (s) => has(s, Permission.UserCreateEdit),
  parameters: (s) => has(s, Permission.ParameterCreateEdit),
  economicActivity: (s) => has(s, Permission.ParameterCreateEdit, Permission.ParameterDelete),
  legislations: (s) => has(s, Permission.ParameterCreateEdit, Permission.ParameterDelete),
  refusalTypes: (s) => has(s, Permission.ParameterCreateEdit, Permission.ParameterDelete),
  objectParameters: (s) => has(s, Permission.ParameterCreateEdit, Permission.ParameterDelete),
  import: (s) => hasApproveCreatePair(s),
  groupManagement: (s) => has(s, Permission.GroupCreateEdit, Permission.GroupDelete),
};

export function canSeeMenuEntry(subject: MenuSubject, entry: MenuEntry): boolean {
  if (entry === 'settings') return canSeeSettings(subject);
  if (isGuest(subject)) return !GUEST_HIDDEN.includes(entry);
  return true;
}

export function canSeeSettingsEntry(subject: MenuSubject, entry: SettingsEntry): boolean {
  return canSeeSettings(subject) && SETTINGS_RULES[entry](subject);
}

export function visibleMenu(subject: MenuSubject): { entries: MenuEntry[]; settings: SettingsEntry[] } {
  return {
    entries: MENU_ENTRIES.filter((e) => canSeeMenuEntry(subject, e)),
    settings: SETTINGS_ENTRIES.filter((e) => canSeeSettingsEntry(subject, e)),
  };
}

/** SPEC §6: the footer copyright tooltip shows only to holders of Super approve (3). */
export function canSeeCopyrightTooltip(subject: MenuSubject): boolean {
  return !isGuest(subject) && has(subject, Permission.SuperApprove);
}

/** SPEC §6: notifications and the real-time connection start only for users with a profile and a live session. */
export function wantsNotifications(subject: { username: string; profiles: readonly unknown[] }, expiresAt: number, now: number): boolean {
  return !isGuest(subject) && subject.profiles.length > 0 && expiresAt > now;
}
