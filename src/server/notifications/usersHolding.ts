/** The users a workflow event may concern, with their profiles: the notifications' and the live refresh's recipients start here. */
import { sql } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { GUEST_USERNAME } from '@/shared/limits';
import type { ScopedProfile } from '@/shared/records/scope';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

/** Active users with their profiles as the sessions load them (auth/authSession.ts); the readers below narrow it. */
function activeUsersWithProfiles(db: Db) {
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.username'])
    .select(
      sql<ScopedProfile[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'organizationId', p.organization_id, 'excludedOrganizationIds', p.excluded_organization_ids, 'permissions', p.permissions)), '[]'::json)
        FROM user_profile up JOIN profile p ON p.id = up.profile_id
        WHERE up.user_id = u.id)`.as('profiles'),
    )
    .where('u.status', '=', UserStatus.Active);
}

/**
 * Active users (never the guest) holding one of `permissions` in some profile, with their profiles as the
 * sessions load them (auth/authSession.ts); the scope is then decided by the engine's own `can`.
 */
export async function activeUsersHolding(db: Db, permissions: readonly number[]): Promise<{ id: number; username: string; profiles: ScopedProfile[] }[]> {
  return activeUsersWithProfiles(db)
    .where('u.username', '<>', GUEST_USERNAME)
    .where(
      sql<boolean>`EXISTS (SELECT 1 FROM user_profile up JOIN profile p ON p.id = up.profile_id
        WHERE up.user_id = u.id AND p.permissions && ${sql.val([...permissions])}::integer[])`,
    )
    .orderBy('u.id')
    .execute();
}

/** One user with their profiles read now, when still active (a profile removed or a block since counts). */
export async function activeUserWithProfiles(db: Db, userId: number): Promise<{ id: number; username: string; profiles: ScopedProfile[] } | undefined> {
  return activeUsersWithProfiles(db).where('u.id', '=', userId).executeTakeFirst();
}
