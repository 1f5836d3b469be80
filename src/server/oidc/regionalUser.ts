/**
 * Which user of ours a person signed in at the provider is: by the claim OIDC_USER_CLAIM names
 * (preferred_username against our username, or email against our e-mail). Only users flagged GRA may
 * come this way, and only while active.
 *
 * Every refusal answers the same -4 (issue 28): a distinct code for "unknown", "not GRA", "blocked",
 * "inactive" or "deleted" would tell whoever signs in at the provider which of our users exist and
 * what their status is. The reason goes to the log, for the administrator.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { GUEST_USERNAME } from '@/shared/limits';
import type { OidcUserClaim } from '../config';
import type { AppUser, Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { findUserByUsername, findUsersByEmail, normalizeUsername } from '../users/userRepository';

export interface RegionalUserDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

async function findByClaim(db: Kysely<Database>, claim: OidcUserClaim, value: string): Promise<AppUser | undefined> {
  if (claim === 'preferred_username') return findUserByUsername(db, value);
  const users = await findUsersByEmail(db, value);
  // Two users with one e-mail: naming either would be a guess, so neither.
  return users.length === 1 ? users[0] : undefined;
}

/** Why a person is not let in; the log's words only. */
function refusal(user: AppUser | undefined): string | null {
  if (!user || normalizeUsername(user.username) === GUEST_USERNAME) return 'no user of ours matches the claim';
  if (!user.is_gra_user) return 'the user is not flagged GRA';
  if (user.status !== UserStatus.Active) return `the user's status is ${user.status}, not active`;
  return null;
}

/** The user, or -4 (whatever the reason: unknown, the claim missing, not GRA, not active). */
export async function regionalUser(deps: RegionalUserDeps, claim: OidcUserClaim, claims: Readonly<Record<string, unknown>>): Promise<AppUser> {
  const value = claims[claim];
  const user = typeof value === 'string' && value.trim() ? await findByClaim(deps.db, claim, value) : undefined;
  const reason = refusal(user);
  if (reason !== null || !user) {
    deps.log.warn({ claim, userId: user?.id, reason }, 'regional sign-in refused a person the provider vouched for');
    throw new AppError(ErrorCode.Unauthorized);
  }
  return user;
}
