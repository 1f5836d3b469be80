/**
 * The checks of a user's fields (SPEC §3 User, §5): unique username (case-insensitive, 'guest' and
 * 'admin' reserved), display name, a valid email, at least one existing profile, and the built-in
 * users that stay active and keep their names. Answers the normalised values or throws.
 */
import { USERNAME_PATTERN } from '@/shared/settingsFieldRules';
import type { Kysely } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME, GUEST_USERNAME } from '@/shared/limits';
import type { UserInput } from '@/shared/settings';
import { isValidEmail, VALIDATION_MESSAGES } from '@/shared/validation';
import type { AppUser, Database } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { findUserByUsername, normalizeUsername } from '../../users/userRepository';
import { fieldDetail, requiredField, SETTINGS_DETAILS, validationDetail } from '../details';
import { existingProfileIds } from '../profiles/profileRepository';

const BUILT_IN_USERNAMES: readonly string[] = [GUEST_USERNAME, ADMIN_USERNAME];
/** Letters, digits and . _ @ - : what a username typed at the login page or given by the regional sign-in holds. */

export function isBuiltIn(user: Pick<AppUser, 'username'>): boolean {
  return BUILT_IN_USERNAMES.includes(normalizeUsername(user.username));
}

const invalid = (field: string, detail: { pt: string; en: string }) => new AppError(ErrorCode.InvalidRequest, { detail: fieldDetail(field, detail) });

export interface CheckedUser {
  username: string;
  displayName: string;
  givenName: string;
  email: string;
  profileIds: number[];
}

/**
 * `existing` is the stored user when updating (null when creating); `callerId` the administrator,
 * who may not block, deactivate or delete their own account.
 */
export async function checkUserInput(db: Kysely<Database>, input: UserInput, existing: AppUser | null, callerId: number): Promise<CheckedUser> {
  const username = input.username.trim();
  if (!username) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('username') });
  if (!USERNAME_PATTERN.test(username)) throw invalid('username', VALIDATION_MESSAGES.format);
  const renamed = existing === null || normalizeUsername(existing.username) !== normalizeUsername(username);
  if (existing && isBuiltIn(existing) && (renamed || input.status !== UserStatus.Active)) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.builtInUser });
  }
  if (renamed && BUILT_IN_USERNAMES.includes(normalizeUsername(username))) {
    throw new AppError(ErrorCode.UserAlreadyExists, { detail: SETTINGS_DETAILS.reservedUsername });
  }
  if (existing && existing.id === callerId && input.status !== UserStatus.Active) {
    throw new AppError(ErrorCode.InvalidRequest, { detail: SETTINGS_DETAILS.ownAccount });
  }

  const displayName = input.displayName.trim();
  if (!displayName) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('displayName') });
  const email = input.email.trim();
  if (!email) throw new AppError(ErrorCode.InvalidRequest, { detail: requiredField('email') });
  if (!isValidEmail(email)) throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('email') });

  const profileIds = [...new Set(input.profileIds)];
  if (profileIds.length === 0) throw new AppError(ErrorCode.InvalidRequest, { detail: validationDetail('atLeastOneProfile') });
  const known = await existingProfileIds(db, profileIds);
  if (profileIds.some((id) => !known.has(id))) throw new AppError(ErrorCode.ProfileNotFound);

  if (renamed) {
    const holder = await findUserByUsername(db, username);
    if (holder && holder.id !== existing?.id) throw new AppError(ErrorCode.UserAlreadyExists);
  }
  const givenName = input.givenName?.trim() || (displayName.split(/\s+/)[0] ?? displayName);
  return { username, displayName, givenName, email, profileIds };
}
