/** The two built-in accounts: `admin` (every permission, whole tree) and `guest` (no profile, no password). */
import type { Transaction } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ADMIN_USERNAME, GUEST_USERNAME } from '@/shared/limits';
import { ALL_PERMISSIONS } from '@/shared/permissions';
import { generatePassword, hashPassword } from '../../auth/passwordHash';
import type { Database } from '../schema';

export const ADMIN_PROFILE_NAME = 'Administrador';
const ADMIN_DISPLAY_NAME = 'Administrador';
const GUEST_DISPLAY_NAME = 'Convidado';

export interface SeededUsers {
  /** The generated admin password when ADMIN_PASSWORD was not given: to be shown once. */
  generatedAdminPassword: string | null;
}

export async function seedUsers(trx: Transaction<Database>, adminPassword: string | null): Promise<SeededUsers> {
  const password = adminPassword ?? generatePassword();
  const profile = await trx
    .insertInto('profile')
    .values({ name: ADMIN_PROFILE_NAME, organization_id: null, permissions: [...ALL_PERMISSIONS] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await trx
    .insertInto('app_user')
    .values({
      username: ADMIN_USERNAME,
      display_name: ADMIN_DISPLAY_NAME,
      given_name: ADMIN_DISPLAY_NAME,
      password_hash: await hashPassword(password),
      status: UserStatus.Active,
      // A generated password has been printed to a console: it must not stay in use.
      must_change_password: adminPassword === null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('user_profile').values({ user_id: admin.id, profile_id: profile.id }).execute();
  // No password hash: the guest can only get a session through loginGuest.
  await trx
    .insertInto('app_user')
    .values({ username: GUEST_USERNAME, display_name: GUEST_DISPLAY_NAME, given_name: GUEST_DISPLAY_NAME, password_hash: null, status: UserStatus.Active })
    .execute();
  return { generatedAdminPassword: adminPassword === null ? password : null };
}
