/**
 * User administration (SPEC §2.9, §3 User): create (local users get an initial or one-time password
 * and must change it at first login), update, delete (status deleted: the row and its history stay),
 * reset password. A status other than active ends the user's open sessions at once; the login
 * already refuses blocked (-45), deleted (-46) and inactive (-41) users.
 *
 * Every call on another user is bounded by the caller's reach (adminReach.ts, -500): each profile
 * the user holds or is given must lie inside the scope where the caller holds 71 (and 72 to delete)
 * and grant only permissions the caller holds there; the built-in admin needs a whole-tree caller.
 * A caller never changes their own profiles.
 */
import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { GUEST_USERNAME, LIMITS } from '@/shared/limits';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import type { PasswordReset, UserCreated, UserCreateInput, UserDetail, UserInput, UserSummary } from '@/shared/settings';
import { decryptPassword } from '../../auth/passwordCrypto';
import { generatePassword, hashPassword } from '../../auth/passwordHash';
import type { AppUser, Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { findUserById, findUserProfiles, normalizeUsername } from '../../users/userRepository';
import type { AdminAccess } from '../adminAccess';
import { uniqueAs } from '../dbErrors';
import { SETTINGS_DETAILS } from '../details';
import { profileShapes } from '../profiles/profileRepository';
import { endUserSessions, insertUser, profilesOfUsers, replaceUserProfiles, updateUser, type UserVisibility } from './userAdminRepository';
import { checkUserInput, isBuiltIn } from './userRules';

export interface UserAdminDeps {
  db: Kysely<Database>;
  now: Date;
  privateKey: KeyObject;
  /** The administrator making the call. */
  callerId: number;
  /** The caller's reach over users and profiles. */
  access: AdminAccess;
}

/** Reading, creating, editing and resetting needs 71 where the user's profiles lie; deleting also 72. */
const EDIT_AREA = [Permission.UserCreateEdit];
const DELETE_AREA = [Permission.UserCreateEdit, Permission.UserDelete];

/** The users a caller may see: themselves and those they may manage; null when that is everyone. */
export async function userVisibility(db: Kysely<Database>, access: AdminAccess): Promise<UserVisibility | null> {
  if (await access.isWholeTree([...EDIT_AREA, ...ALL_PERMISSIONS])) return null;
  const profileIds: number[] = [];
  for (const p of await profileShapes(db)) if (await access.canManageProfile(p, EDIT_AREA)) profileIds.push(p.profileId);
  return { callerId: access.caller.userId, profileIds, includeAdmin: await access.isWholeTree(EDIT_AREA) };
}

/** -500 unless the caller may act with `area` on this other user as they are now. */
async function requireReach(deps: Pick<UserAdminDeps, 'db' | 'access'>, user: AppUser, area: readonly number[]): Promise<void> {
  await deps.access.requireManageableUser(user, await findUserProfiles(deps.db, user.id), area);
}

/** -500 unless every profile given is one the caller may hand out. */
async function requireAssignable(deps: UserAdminDeps, username: string, profileIds: readonly number[]): Promise<void> {
  await deps.access.requireManageableUser({ username }, await profileShapes(deps.db, profileIds), EDIT_AREA);
}

export async function toSummaries(db: Kysely<Database>, rows: readonly AppUser[]): Promise<UserSummary[]> {
  const profiles = await profilesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    displayName: r.display_name,
    email: r.email,
    status: r.status as UserStatus,
    isGraUser: r.is_gra_user,
    profiles: profiles.get(r.id) ?? [],
  }));
}

async function existingUser(db: Kysely<Database>, userId: number): Promise<AppUser> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(ErrorCode.UserDoesNotExist);
  return user;
}

/** One user: the caller themselves or one they may manage (-500 otherwise). */
export async function readUser(deps: Pick<UserAdminDeps, 'db' | 'access' | 'callerId'>, userId: number): Promise<UserDetail> {
  const user = await existingUser(deps.db, userId);
  if (user.id !== deps.callerId) await requireReach(deps, user, EDIT_AREA);
  return getUser(deps.db, userId);
}

async function getUser(db: Kysely<Database>, userId: number): Promise<UserDetail> {
  const user = await existingUser(db, userId);
  const [summary] = await toSummaries(db, [user]);
  return {
    ...(summary as UserSummary),
    givenName: user.given_name,
    language: user.language,
    mustChangePassword: user.must_change_password,
    hasPassword: user.password_hash !== null,
    createdAt: user.created_at.toISOString(),
    updatedAt: user.updated_at.toISOString(),
  };
}

/** The initial password: the administrator's (encrypted like the login's) or a generated one-time one. */
function initialPassword(deps: UserAdminDeps, input: UserCreateInput): { password: string; generated: boolean } {
  if (input.password === undefined) return { password: generatePassword(), generated: true };
  const password = decryptPassword(input.password, deps.privateKey);
  if (password === null || password.length < LIMITS.passwordMinLength) throw new AppError(ErrorCode.InvalidPassword);
  return { password, generated: false };
}

export async function createUser(deps: UserAdminDeps, input: UserCreateInput): Promise<UserCreated> {
  const checked = await checkUserInput(deps.db, input, null, deps.callerId);
  await requireAssignable(deps, checked.username, checked.profileIds);
  if (input.isGraUser && input.password !== undefined) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.graUserPassword });
  const initial = input.isGraUser ? null : initialPassword(deps, input);
  // Hashed before the transaction: the embedded database has one connection, never hold it for scrypt.
  const passwordHash = initial ? await hashPassword(initial.password) : null;
  const userId = await deps.db.transaction().execute(async (trx) => {
    const id = await uniqueAs(ErrorCode.UserAlreadyExists, () =>
      insertUser(trx, {
        username: checked.username,
        display_name: checked.displayName,
        given_name: checked.givenName,
        email: checked.email,
        language: input.language ?? 'pt',
        password_hash: passwordHash,
        status: input.status,
        is_gra_user: input.isGraUser,
        must_change_password: initial !== null,
        created_at: deps.now,
        updated_at: deps.now,
      }),
    );
    await replaceUserProfiles(trx, id, checked.profileIds);
    return id;
  });
  return { user: await getUser(deps.db, userId), oneTimePassword: initial?.generated ? initial.password : null };
}

export async function editUser(deps: UserAdminDeps, userId: number, input: UserInput): Promise<UserDetail> {
  const existing = await existingUser(deps.db, userId);
  const self = existing.id === deps.callerId;
  if (!self) await requireReach(deps, existing, EDIT_AREA);
  if (normalizeUsername(existing.username) === GUEST_USERNAME) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.guestNotEditable });
  const checked = await checkUserInput(deps.db, input, existing, deps.callerId);
  if (self) {
    // One's own name, email or language may change here; one's own profiles never.
    const current = new Set((await findUserProfiles(deps.db, userId)).map((p) => p.profileId));
    if (checked.profileIds.length !== current.size || checked.profileIds.some((id) => !current.has(id))) throw new AppError(ErrorCode.NoPermission);
  } else {
    await requireAssignable(deps, existing.username, checked.profileIds);
  }
  // A regional sign-in user has no local password; turning one back into a local user needs a reset.
  const becomesGra = input.isGraUser && !existing.is_gra_user;
  await deps.db.transaction().execute(async (trx) => {
    await uniqueAs(ErrorCode.UserAlreadyExists, () =>
      updateUser(trx, userId, {
        username: checked.username,
        display_name: checked.displayName,
        given_name: checked.givenName,
        email: checked.email,
        ...(input.language ? { language: input.language } : {}),
        status: input.status,
        is_gra_user: input.isGraUser,
        ...(becomesGra ? { password_hash: null, must_change_password: false } : {}),
        updated_at: deps.now,
      }),
    );
    await replaceUserProfiles(trx, userId, checked.profileIds);
    if (input.status !== UserStatus.Active || becomesGra) await endUserSessions(trx, userId, deps.now);
  });
  return getUser(deps.db, userId);
}

/** Status deleted: the row, its profiles and its history stay; its sessions end. */
export async function deleteUser(deps: UserAdminDeps, userId: number): Promise<void> {
  const existing = await existingUser(deps.db, userId);
  if (existing.id !== deps.callerId) await requireReach(deps, existing, DELETE_AREA);
  if (isBuiltIn(existing)) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.builtInUser });
  if (existing.id === deps.callerId) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.ownAccount });
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { status: UserStatus.Deleted, updated_at: deps.now });
    await endUserSessions(trx, userId, deps.now);
  });
}

/** A new one-time password, shown once; the user's sessions end and the first login must change it. */
export async function resetPassword(deps: UserAdminDeps, userId: number): Promise<PasswordReset> {
  const existing = await existingUser(deps.db, userId);
  if (existing.id !== deps.callerId) await requireReach(deps, existing, EDIT_AREA);
  if (normalizeUsername(existing.username) === GUEST_USERNAME) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.guestNotEditable });
  if (existing.is_gra_user) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.graUserPassword });
  if (existing.id === deps.callerId) throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.ownPassword });
  const oneTimePassword = generatePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash, must_change_password: true, updated_at: deps.now });
    await endUserSessions(trx, userId, deps.now);
  });
  return { oneTimePassword };
}
