/**
 * Profile rules (SPEC §3 Profile, §6): a unique name, permission numbers of the §6 table, an
 * organisation (or the whole tree) and branches of its subtree left out. Codes: -60 not found,
 * -61 name taken, -63 held by a user, -100 unknown organisation, -500 outside the caller's reach
 * (adminReach.ts: the profile, before and after, must lie inside the scope where the caller holds 81
 * and grant only permissions the caller holds there; nobody changes a profile they hold), -2 otherwise.
 */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import type { ProfileDetail, ProfileInput, ProfileSummary } from '@/shared/settings';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { subtreeIds } from '../../records/organizationTree';
import type { AdminAccess, ProfileShape } from '../adminAccess';
import { foreignKeyAs, uniqueAs } from '../dbErrors';
import { fieldDetail, requiredField, SETTINGS_DETAILS, withValues } from '../details';
import { existingOrganizationIds, organizationNames } from '../organizations';
import { deleteProfile, findProfile, insertProfile, profileNameTaken, profileShapes, updateProfile, type ProfileRow, type ProfileValues } from './profileRepository';

type Db = Kysely<Database>;

const KNOWN_PERMISSIONS: ReadonlySet<number> = new Set(ALL_PERMISSIONS);

/** Reading, creating and editing profiles needs 81 where the profile lies; deleting also 82. */
const EDIT_AREA = [Permission.ProfileCreateEdit];
const DELETE_AREA = [Permission.ProfileCreateEdit, Permission.ProfileDelete];

const shapeOf = (row: { organization_id: number | null; excluded_organization_ids: number[]; permissions: number[] }): ProfileShape => ({
  organizationId: row.organization_id,
  excludedOrganizationIds: row.excluded_organization_ids,
  permissions: row.permissions,
});

/** The ids of the profiles the caller may read (and so offer to users), or null when that is all of them. */
export async function visibleProfileIds(db: Db, access: AdminAccess): Promise<number[] | null> {
  if (await access.isWholeTree([...EDIT_AREA, ...ALL_PERMISSIONS])) return null;
  const visible: number[] = [];
  for (const p of await profileShapes(db)) if (await access.canManageProfile(p, EDIT_AREA)) visible.push(p.profileId);
  return visible;
}

/** Shape checks (no name check: that comes after the reach check, so an outsider learns nothing of names). */
async function checkedValues(db: Db, input: ProfileInput): Promise<ProfileValues> {
  const name = input.name.trim();
  if (!name) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('name') });
  const unknown = input.permissions.filter((p) => !KNOWN_PERMISSIONS.has(p));
  if (unknown.length > 0) throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('permissions', withValues(SETTINGS_DETAILS.unknownPermission, unknown)) });
  const excluded = [...new Set(input.excludedOrganizationIds)];
  const organizationId = input.organizationId;

  const wanted = organizationId === null ? excluded : [organizationId, ...excluded];
  const existing = await existingOrganizationIds(db, wanted);
  if (wanted.some((id) => !existing.has(id))) throw new AppError(ErrorCode.EntityNotFound);
  if (organizationId !== null && excluded.length > 0) {
    const subtree = new Set(await subtreeIds(db, [organizationId], []));
    const outside = excluded.filter((id) => id === organizationId || !subtree.has(id));
    if (outside.length > 0) {
      throw new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail('excludedOrganizationIds', withValues(SETTINGS_DETAILS.excludedOutsideSubtree, outside)) });
    }
  }
  return {
    name,
    permissions: [...new Set(input.permissions)].sort((a, b) => a - b),
    organization_id: organizationId,
    excluded_organization_ids: excluded.sort((a, b) => a - b),
  };
}

export async function toSummaries(db: Db, rows: readonly ProfileRow[]): Promise<ProfileSummary[]> {
  const names = await organizationNames(
    db,
    rows.flatMap((r) => (r.organization_id === null ? [] : [r.organization_id])),
  );
  return rows.map((r) => ({
    profileId: r.id,
    name: r.name,
    organizationId: r.organization_id,
    organizationName: r.organization_id === null ? null : (names.get(r.organization_id) ?? ''),
    permissions: [...r.permissions].sort((a, b) => a - b),
    usersCount: r.users_count,
  }));
}

/** The checked values of a new or edited profile the caller may create, with a free name. */
async function allowedValues(db: Db, access: AdminAccess, input: ProfileInput, exceptId: number | null): Promise<ProfileValues> {
  const values = await checkedValues(db, input);
  await access.requireManageableProfile(shapeOf(values), EDIT_AREA);
  if (await profileNameTaken(db, values.name, exceptId)) throw new AppError(ErrorCode.ProfileAlreadyExists);
  return values;
}

/** An existing profile the caller may act on with `area` (-60 unknown, -500 outside the reach or held by the caller). */
async function manageableProfile(db: Db, access: AdminAccess, profileId: number, area: readonly number[], change: boolean): Promise<ProfileRow> {
  const row = await findProfile(db, profileId);
  if (!row) throw new AppError(ErrorCode.ProfileNotFound);
  await access.requireManageableProfile(shapeOf(row), area);
  if (change && access.holdsProfile(profileId)) throw new AppError(ErrorCode.NoPermission);
  return row;
}

/** One profile, for a caller who may manage it (-500 otherwise). */
export async function readProfile(db: Db, access: AdminAccess, profileId: number): Promise<ProfileDetail> {
  await manageableProfile(db, access, profileId, EDIT_AREA, false);
  return getProfile(db, profileId);
}

async function getProfile(db: Db, profileId: number): Promise<ProfileDetail> {
  const row = await findProfile(db, profileId);
  if (!row) throw new AppError(ErrorCode.ProfileNotFound);
  const [summary] = await toSummaries(db, [row]);
  const names = await organizationNames(db, row.excluded_organization_ids);
  return {
    ...(summary as ProfileSummary),
    excludedOrganizationIds: row.excluded_organization_ids,
    excludedOrganizations: row.excluded_organization_ids.map((id) => ({ organizationId: id, name: names.get(id) ?? '' })),
  };
}

export async function createProfile(db: Db, access: AdminAccess, input: ProfileInput): Promise<ProfileDetail> {
  const values = await allowedValues(db, access, input, null);
  const id = await uniqueAs(ErrorCode.ProfileAlreadyExists, () => insertProfile(db, values));
  return getProfile(db, id);
}

/** Takes effect at the holders' next request: the auth plugin reloads their profiles every time. */
export async function editProfile(db: Db, access: AdminAccess, profileId: number, input: ProfileInput): Promise<ProfileDetail> {
  await manageableProfile(db, access, profileId, EDIT_AREA, true);
  const values = await allowedValues(db, access, input, profileId);
  if (!(await uniqueAs(ErrorCode.ProfileAlreadyExists, () => updateProfile(db, profileId, values)))) throw new AppError(ErrorCode.ProfileNotFound);
  return getProfile(db, profileId);
}

export async function removeProfile(db: Db, access: AdminAccess, profileId: number): Promise<void> {
  const row = await manageableProfile(db, access, profileId, DELETE_AREA, true);
  if (row.users_count > 0) throw new AppError(ErrorCode.ProfileInUse);
  // user_profile refuses to lose a profile a user got between the check and the delete.
  await foreignKeyAs(ErrorCode.ProfileInUse, () => deleteProfile(db, profileId));
}
