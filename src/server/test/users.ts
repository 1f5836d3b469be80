/** Test helper: a user with one profile scoped to an organisation subtree, straight into the database. */
import type { Kysely } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { hashPassword } from '../auth/passwordHash';
import type { Database } from '../db/schema';

export interface TestUserSpec {
  username: string;
  password: string;
  permissions: number[];
  organizationId: number | null;
  excludedOrganizationIds?: number[];
}

export async function createTestUser(db: Kysely<Database>, spec: TestUserSpec): Promise<number> {
  const user = await db
    .insertInto('app_user')
    .values({ username: spec.username, display_name: spec.username, password_hash: await hashPassword(spec.password), status: UserStatus.Active })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('profile')
    .values({
      name: `Perfil ${spec.username}`,
      organization_id: spec.organizationId,
      excluded_organization_ids: spec.excludedOrganizationIds ?? [],
      permissions: spec.permissions,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_profile').values({ user_id: user.id, profile_id: profile.id }).execute();
  return user.id;
}

/** The id of a demo entity by its code. */
export async function entityIdByCode(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db.selectFrom('record_version').select('id').where('kind', '=', 2).where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}
