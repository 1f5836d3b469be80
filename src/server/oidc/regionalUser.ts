/**
 * Which user of ours a person signed in at the provider is: by the claim OIDC_USER_CLAIM names
 * (preferred_username against our username, or email against our e-mail). Only users flagged GRA may
 * come this way; a status that forbids a password login forbids this one too.
 */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { GUEST_USERNAME } from '@/shared/limits';
import type { OidcUserClaim } from '../config';
import type { AppUser, Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { requireActiveUser } from '../account/loginService';
import { findUserByUsername, findUsersByEmail, normalizeUsername } from '../users/userRepository';

async function findByClaim(db: Kysely<Database>, claim: OidcUserClaim, value: string): Promise<AppUser | undefined> {
  if (claim === 'preferred_username') return findUserByUsername(db, value);
  const users = await findUsersByEmail(db, value);
  // Two users with one e-mail: naming either would be a guess, so neither.
  return users.length === 1 ? users[0] : undefined;
}

/** The user, or -42 unknown (or the claim missing), -48 not a GRA user, -45/-46/-41 by status. */
export async function regionalUser(db: Kysely<Database>, claim: OidcUserClaim, claims: Readonly<Record<string, unknown>>): Promise<AppUser> {
  const value = claims[claim];
  const user = typeof value === 'string' && value.trim() ? await findByClaim(db, claim, value) : undefined;
  if (!user || normalizeUsername(user.username) === GUEST_USERNAME) throw new AppError(ErrorCode.UserDoesNotExist);
  if (!user.is_gra_user) throw new AppError(ErrorCode.NotRegionalSignInUser);
  requireActiveUser(user);
  return user;
}
