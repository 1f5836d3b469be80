/**
 * The sign-in rules, apart from HTTP: password login, guest login, token refresh and password
 * change. Each answers TokenData or throws an AppError with the catalogued code.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenData } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode, type ErrorCodeNumber } from '@/shared/errors';
import { GUEST_USERNAME, LIMITS } from '@/shared/limits';
import type { AuthSession, SessionAccount } from '../auth/authSession';
import type { BotCheckVerifier } from '../auth/botCheck';
import { issueToken } from '../auth/issueToken';
import { loginLockedUntil, recordLoginFailure, recordLoginSuccess, type LoginSource } from '../auth/loginThrottle';
import { decryptPassword } from '../auth/passwordCrypto';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwordHash';
import type { ServerKeys } from '../auth/serverKeys';
import { createSession, endOtherSessions, rotateSession } from '../auth/sessionRepository';
import type { AppUser, Database } from '../db/schema';
import { AppError } from '../http/AppError';
import type { Clock } from '../plugins/context';
import { findUserById, findUserByUsername, findUserProfiles, normalizeUsername, updatePasswordHash } from '../users/userRepository';

export interface LoginDeps {
  db: Kysely<Database>;
  keys: ServerKeys;
  clock: Clock;
  tokenTtlMinutes: number;
  /** null when no bot check is configured. */
  verifyBotCheck: BotCheckVerifier | null;
  log: FastifyBaseLogger;
}

/** Checked only after the password proved right, so they reveal nothing to a guesser. */
const STATUS_FAILURES: Readonly<Record<number, ErrorCodeNumber>> = {
  [UserStatus.Blocked]: ErrorCode.UserBlocked,
  [UserStatus.Deleted]: ErrorCode.UserDeleted,
  [UserStatus.Inactive]: ErrorCode.UserNotActive,
};

/** -45 blocked, -46 deleted, -41 any other status than active. */
export function requireActiveUser(user: AppUser): void {
  const statusFailure = STATUS_FAILURES[user.status];
  if (statusFailure !== undefined) throw new AppError(statusFailure);
  if (user.status !== UserStatus.Active) throw new AppError(ErrorCode.UserNotActive);
}

function account(user: AppUser): SessionAccount {
  return {
    id: user.id,
    username: user.username,
    displayName: user.display_name,
    givenName: user.given_name,
    email: user.email,
    language: user.language,
    isGraUser: user.is_gra_user,
    mustChangePassword: user.must_change_password,
  };
}

/**
 * Our session and its token for a user whose identity is proven, whichever way (password here, the
 * regional sign-in in oidc/regionalLogin.ts): the same token, refresh and menu either way.
 * `oidcIdToken`: the provider's ID token, kept with the session for the provider's logout.
 */
export async function startSession(deps: LoginDeps, user: AppUser, now: Date, oidcIdToken: string | null = null): Promise<TokenData> {
  const session = await createSession(deps.db, user.id, now, deps.tokenTtlMinutes, oidcIdToken);
  const profiles = await findUserProfiles(deps.db, user.id);
  return issueToken(deps.keys.tokenSecret, account(user), profiles, session, now);
}

async function throwIfLocked(deps: LoginDeps, source: LoginSource, now: Date): Promise<void> {
  if (await loginLockedUntil(deps.db, source, now)) throw new AppError(ErrorCode.TooManyAttempts);
}

export interface PasswordLogin {
  username: string;
  password: string;
  recaptchaToken?: string;
  remoteIp: string;
}

export async function passwordLogin(deps: LoginDeps, input: PasswordLogin): Promise<TokenData> {
  const now = deps.clock();
  if (deps.verifyBotCheck && !(await deps.verifyBotCheck(input.recaptchaToken, input.remoteIp))) {
    throw new AppError(ErrorCode.CaptchaFailed);
  }
  const source = { username: input.username, ip: input.remoteIp };
  await throwIfLocked(deps, source, now);

  const password = decryptPassword(input.password, deps.keys.privateKey);
  const found = await findUserByUsername(deps.db, input.username);
  // The guest has no password; a missing user or an undecryptable password still costs one scrypt
  // (verifyPassword with a null hash), so timing does not tell which case it was.
  const user = found && normalizeUsername(found.username) !== GUEST_USERNAME ? found : undefined;
  const valid = await verifyPassword(password ?? '', password === null ? null : (user?.password_hash ?? null));
  // GRA users sign in only through the regional sign-in (docs/decisions.md), even with a stale hash.
  if (!user || !valid || user.is_gra_user) {
    await recordLoginFailure(deps.db, source, now);
    throw new AppError(ErrorCode.InvalidUserOrPassword);
  }
  await recordLoginSuccess(deps.db, source, now);

  requireActiveUser(user);

  if (password !== null && user.password_hash && needsRehash(user.password_hash)) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(password), now);
  }
  return startSession(deps, user, now);
}

export async function guestLogin(deps: LoginDeps): Promise<TokenData> {
  const guest = await findUserByUsername(deps.db, GUEST_USERNAME);
  if (!guest) throw new AppError(ErrorCode.UserDoesNotExist);
  if (guest.status !== UserStatus.Active) throw new AppError(STATUS_FAILURES[guest.status] ?? ErrorCode.UserNotActive);
  return startSession(deps, guest, deps.clock());
}

/** The previous token, during its refresh grace, may finish requests but never extend the session (-33). */
function requireCurrentToken(session: AuthSession): void {
  if (!session.currentToken) throw new AppError(ErrorCode.SessionInvalid);
}

/** A new token for the caller's session, which is extended by the token lifetime. */
export async function refreshToken(deps: LoginDeps, session: AuthSession): Promise<TokenData> {
  requireCurrentToken(session);
  const now = deps.clock();
  const rotated = await rotateSession(deps.db, session.sessionId, session.tokenHash, now, deps.tokenTtlMinutes);
  if (!rotated) throw new AppError(ErrorCode.SessionInvalid);
  return issueToken(deps.keys.tokenSecret, session.user, session.profiles, rotated, now);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** request.ip: wrong current passwords count against this address like failed logins. */
  remoteIp: string;
}

/**
 * -47 when the current password is wrong, or the new one is too short, too long or the same.
 * Wrong current passwords feed the same slow-down as logins (a stolen session must not become a
 * password oracle). Success clears "must change password", ends the user's other sessions and
 * answers a new token for this one.
 */
export async function changePassword(deps: LoginDeps, session: AuthSession, input: PasswordChange): Promise<TokenData> {
  requireCurrentToken(session);
  const now = deps.clock();
  const source = { username: session.user.username, ip: input.remoteIp };
  await throwIfLocked(deps, source, now);
  const user = await findUserById(deps.db, session.user.id);
  const current = decryptPassword(input.currentPassword, deps.keys.privateKey);
  const valid = await verifyPassword(current ?? '', current === null ? null : (user?.password_hash ?? null));
  if (!user || !valid) {
    await recordLoginFailure(deps.db, source, now);
    throw new AppError(ErrorCode.InvalidPassword);
  }
  await recordLoginSuccess(deps.db, source, now);
  const next = decryptPassword(input.newPassword, deps.keys.privateKey);
  if (next === null || next.length < LIMITS.passwordMinLength || next === current) {
    throw new AppError(ErrorCode.InvalidPassword);
  }

  // Hashed before the transaction: the embedded database has one connection, never hold it for scrypt.
  const nextHash = await hashPassword(next);
  const rotated = await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, nextHash, now, { mustChangePassword: false });
    await endOtherSessions(trx, user.id, session.sessionId, now);
    return rotateSession(trx, session.sessionId, session.tokenHash, now, deps.tokenTtlMinutes);
  });
  if (!rotated) throw new AppError(ErrorCode.SessionInvalid);
  return issueToken(deps.keys.tokenSecret, { ...session.user, mustChangePassword: false }, session.profiles, rotated, now);
}
