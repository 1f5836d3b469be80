/** The administration's reads and writes of `app_user`, `user_profile` and the users' sessions. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_USERNAME } from '@/shared/limits';
import { USER_SORT_KEYS, type UserListQuery } from '@/shared/settings';
import type { AppUser, AppUserUpdate, Database, NewAppUser } from '../../db/schema';
import { containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database> | Transaction<Database>;

const SORT_COLUMNS = {
  Username: sql`lower(app_user.username)`,
  DisplayName: sql`unaccent_immutable(lower(app_user.display_name))`,
  Email: sql`lower(app_user.email)`,
  Status: sql`app_user.status`,
} as const satisfies Record<(typeof USER_SORT_KEYS)[number], unknown>;

/** Which users a caller may see (adminReach.ts): themselves, and users holding only `profileIds`. */
export interface UserVisibility {
  callerId: number;
  profileIds: readonly number[];
  /** Whether the built-in admin (a whole-tree account) may be among them. */
  includeAdmin: boolean;
}

/** `visibility` null: every user. */
export async function listUsers(db: Db, query: UserListQuery, visibility: UserVisibility | null = null): Promise<{ rows: AppUser[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db
    .selectFrom('app_user')
    .$if(visibility !== null, (q) =>
      q.where((eb) => {
        const v = visibility as UserVisibility;
        const outsideProfile = eb
          .selectFrom('user_profile')
          .select('user_profile.user_id')
          .whereRef('user_profile.user_id', '=', 'app_user.id')
          .$if(v.profileIds.length > 0, (sub) => sub.where('user_profile.profile_id', 'not in', [...v.profileIds]));
        const managed = eb.not(eb.exists(outsideProfile));
        return eb.or([eb('app_user.id', '=', v.callerId), v.includeAdmin ? managed : eb.and([managed, eb(sql<string>`lower(app_user.username)`, '!=', ADMIN_USERNAME)])]);
      }),
    )
    .$if(text !== '', (q) =>
      q.where((eb) =>
        eb.or([containsText(eb.ref('app_user.username'), text), containsText(eb.ref('app_user.display_name'), text), containsText(eb.ref('app_user.email'), text)]),
      ),
    )
    .$if(query.status !== undefined, (q) => q.where('app_user.status', '=', query.status ?? 0));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, USER_SORT_KEYS, 'Username');
  const rows = await base.selectAll('app_user').orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('app_user.id').limit(window.pageSize).offset(window.offset).execute();
  return { rows, total: Number(n), window };
}

/** The profiles of each user, by name. */
export async function profilesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, { profileId: number; name: string }[]>> {
  const byUser = new Map<number, { profileId: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_profile')
    .innerJoin('profile', 'profile.id', 'user_profile.profile_id')
    .select(['user_profile.user_id', 'profile.id', 'profile.name'])
    .where('user_profile.user_id', 'in', [...userIds])
    .orderBy('profile.name')
    .execute();
  for (const r of rows) byUser.get(r.user_id)?.push({ profileId: r.id, name: r.name });
  return byUser;
}

export async function insertUser(db: Db, values: NewAppUser): Promise<number> {
  const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, userId: number, values: AppUserUpdate): Promise<void> {
  await db.updateTable('app_user').set(values).where('id', '=', userId).execute();
}

export async function replaceUserProfiles(db: Db, userId: number, profileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_profile').where('user_id', '=', userId).execute();
  if (profileIds.length > 0)
    await db
      .insertInto('user_profile')
      .values(profileIds.map((profile_id) => ({ user_id: userId, profile_id })))
      .execute();
  // user_profile's trigger (m0030) tells every process at commit: cached sessions dropped, hub connections checked.
}

/** Ends every open session of a user at once: their tokens answer -33 from the next request. */
export async function endUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  // session's trigger (m0030) tells every process at commit: hub connections close now, not at their next keep-alive.
  await db.updateTable('session').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
}
