/** Permission numbers of SPEC §6 and the menu rules built on them. */
import { KIND_BASICS, kindTypeName, MENU_KINDS, RECORD_KIND_NAMES, type RecordKindName } from './records/kindBasics';

type Basics = typeof KIND_BASICS;
/** The three numbers of each record kind, named after it (EntityCreateEdit, LocationApprove, …), from KIND_BASICS. */
type KindPermissions = { readonly [K in RecordKindName as `${Capitalize<K>}CreateEdit`]: Basics[K]['permissions'][0] } & {
  readonly [K in RecordKindName as `${Capitalize<K>}Submit`]: Basics[K]['permissions'][1];
} & { readonly [K in RecordKindName as `${Capitalize<K>}Approve`]: Basics[K]['permissions'][2] };

const KIND_PERMISSIONS = Object.fromEntries(
  RECORD_KIND_NAMES.flatMap((kind) => {
    const [createEdit, submit, approve] = KIND_BASICS[kind].permissions;
    const name = kindTypeName(kind);
    return [
      [`${name}CreateEdit`, createEdit],
      [`${name}Submit`, submit],
      [`${name}Approve`, approve],
    ];
  }),
) as KindPermissions;

export const Permission = {
  SuperCreateEdit: 1,
  SuperSubmit: 2,
  SuperApprove: 3,
  ...KIND_PERMISSIONS,
  /** The entity area's fourth number (SPEC §6: 14 order), beside the three every kind has. */
  EntityOrder: 14,
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
// Computed tables are marked pure so that a bundle which does not read them (the first screens) drops them.
export const ALL_PERMISSIONS: readonly PermissionNumber[] = /* @__PURE__ */ Object.values(Permission).sort((a, b) => a - b);

export type PermissionAreaName = 'super' | RecordKindName | 'parameters' | 'users' | 'profiles' | 'integration' | 'groups';

/** The record kinds in the order of the §6 table (by their numbers). */
const KINDS_BY_NUMBER = /* @__PURE__ */ [...RECORD_KIND_NAMES].sort((a, b) => KIND_BASICS[a].permissions[0] - KIND_BASICS[b].permissions[0]);

/** Areas of the §6 table, in its order; each lists its permission numbers. Labels are i18n keys. */
export const PERMISSION_AREAS: readonly { readonly area: PermissionAreaName; readonly numbers: readonly PermissionNumber[] }[] = /* @__PURE__ */ (() => [
  { area: 'super', numbers: [Permission.SuperCreateEdit, Permission.SuperSubmit, Permission.SuperApprove] },
  ...KINDS_BY_NUMBER.map((kind) => ({
    area: kind,
    numbers: [...KIND_BASICS[kind].permissions, ...(kind === 'entity' ? [Permission.EntityOrder] : [])] as PermissionNumber[],
  })),
  { area: 'parameters', numbers: [Permission.ParameterCreateEdit, Permission.ParameterDelete] },
  { area: 'users', numbers: [Permission.UserCreateEdit, Permission.UserDelete] },
  { area: 'profiles', numbers: [Permission.ProfileCreateEdit, Permission.ProfileDelete] },
  { area: 'integration', numbers: [Permission.IntegrationUpdate] },
  { area: 'groups', numbers: [Permission.GroupCreateEdit, Permission.GroupDelete] },
])();

/** The create/edit + approve pairs that the Settings and Import rules look for: every kind's and Super's. */
export const APPROVE_CREATE_PAIRS: readonly (readonly [PermissionNumber, PermissionNumber])[] = [
  ...RECORD_KIND_NAMES.map((kind): readonly [PermissionNumber, PermissionNumber] => [KIND_BASICS[kind].permissions[2], KIND_BASICS[kind].permissions[0]]),
  [Permission.SuperApprove, Permission.SuperCreateEdit],
];

/** What the menu rules need to know of the user: who they are and every permission of their profiles. */
export interface MenuSubject {
  username: string;
  permissions: readonly number[];
  /** The profiles' organisations, for the rules that depend on scope (canAudit); absent reads as none. */
  profiles?: AuditSubject['profiles'];
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

export type MenuEntry = 'home' | 'tasks' | RecordKindName | 'organic' | 'settings' | 'reports';
/** SPEC §2.10's side menu: one entry per record kind (named after it, in KIND_BASICS' menu order) among the others. */
export const MENU_ENTRIES: readonly MenuEntry[] = ['home', 'tasks', ...MENU_KINDS, 'organic', 'settings', 'reports'];

function isKindEntry(entry: MenuEntry): entry is RecordKindName {
  return entry in KIND_BASICS;
}

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
  'openData',
  'audit',
] as const;
export type SettingsEntry = (typeof SETTINGS_ENTRIES)[number];

/** SPEC §2.10: guests do not see Tasks, Settings or Reports, nor the kinds KIND_BASICS hides from them (heritage, documents). */
const GUEST_HIDDEN: readonly MenuEntry[] = ['tasks', 'settings', 'reports'];

/** SPEC §6: any one of these shows the Settings group (as does an approve/create-edit pair). */
export const SETTINGS_PERMISSIONS: readonly PermissionNumber[] = [
  Permission.ProfileCreateEdit,
  Permission.UserCreateEdit,
  Permission.ParameterCreateEdit,
  Permission.ParameterDelete,
  Permission.GroupCreateEdit,
  Permission.GroupDelete,
  // Issue 14 §3: the open data settings' permission (SPEC §6, integration update).
  Permission.IntegrationUpdate,
];

/**
 * Issue 31 §4: SPEC names no audit permission, so the audit view is the administrator's: Super approve
 * (3) over the whole tree — a profile holding it on no organisation (the root) and excluding no branch
 * (what AdminAccess.isWholeTree computes). The server reads the session's profiles with their
 * exclusions; the SPA's session carries none, so a root profile with an excluded branch would see the
 * menu entry and be refused (-500) by the server.
 */
export const AUDIT_PERMISSION = Permission.SuperApprove;

export interface AuditSubject {
  username: string;
  profiles?: readonly { organizationId: number | null; permissions: readonly number[]; excludedOrganizationIds?: readonly number[] }[];
}

export function canAudit(subject: AuditSubject | null | undefined): boolean {
  if (isGuest(subject)) return false;
  return (subject?.profiles ?? []).some((p) => p.permissions.includes(AUDIT_PERMISSION) && p.organizationId === null && (p.excludedOrganizationIds ?? []).length === 0);
}

/** SPEC §6: the Settings group rule. */
export function canSeeSettings(subject: MenuSubject): boolean {
  if (isGuest(subject)) return false;
  return has(subject, ...SETTINGS_PERMISSIONS) || hasApproveCreatePair(subject) || canAudit(subject);
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
  openData: (s) => has(s, Permission.IntegrationUpdate),
  audit: (s) => canAudit(s),
};

export function canSeeMenuEntry(subject: MenuSubject, entry: MenuEntry): boolean {
  if (entry === 'settings') return canSeeSettings(subject);
  if (!isGuest(subject)) return true;
  return isKindEntry(entry) ? KIND_BASICS[entry].guest : !GUEST_HIDDEN.includes(entry);
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
