/** Reads and writes of `app_user` and the user's profiles. */
import { sql, type Kysely } from 'kysely';
import type { AppUser, Database } from '../db/schema';

/** A profile as the server uses it: the SessionProfile of the contract plus the excluded subtrees. */
export interface UserProfile {
  profileId: number;
  name: string;
  organizationId: number | null;
  excludedOrganizationIds: number[];
  permissions: number[];
}

/** Usernames match regardless of case and surrounding spaces (the unique index is on lower(username)). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<AppUser | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', normalizeUsername(username))
    .executeTakeFirst();
}

/**
 * The users whose e-mail is `email` regardless of case (at most two: the caller only needs to know
 * whether exactly one matches, since e-mails, unlike usernames, are not unique).
 */
export function findUsersByEmail(db: Kysely<Database>, email: string): Promise<AppUser[]> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .limit(2)
    .execute();
}

export function findUserById(db: Kysely<Database>, userId: number): Promise<AppUser | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findUserProfiles(db: Kysely<Database>, userId: number): Promise<UserProfile[]> {
  const rows = await db
    .selectFrom('user_profile')
    .innerJoin('profile', 'profile.id', 'user_profile.profile_id')
    .select(['profile.id', 'profile.name', 'profile.organization_id', 'profile.excluded_organization_ids', 'profile.permissions'])
    .where('user_profile.user_id', '=', userId)
    .orderBy('profile.name')
    .execute();
  return rows.map((r) => ({
    profileId: r.id,
    name: r.name,
    organizationId: r.organization_id,
    excludedOrganizationIds: r.excluded_organization_ids,
    permissions: [...r.permissions].sort((a, b) => a - b),
  }));
}

export async function updatePasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date,
  changes: { mustChangePassword?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      updated_at: now,
      ...(changes.mustChangePassword === undefined ? {} : { must_change_password: changes.mustChangePassword }),
    })
    .where('id', '=', userId)
    .execute();
}
