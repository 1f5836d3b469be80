/** Reads and writes of `profile`: plain queries, no rules (profileService.ts holds them). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProfileListQuery } from '@/shared/settings';
import { PROFILE_SORT_KEYS } from '@/shared/settings';
import type { Database, Profile } from '../../db/schema';
import { containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database> | Transaction<Database>;

export interface ProfileRow extends Profile {
  users_count: number;
}

const usersCount = sql<string>`(SELECT count(*) FROM user_profile up WHERE up.profile_id = profile.id)`;

const SORT_COLUMNS = {
  Name: sql`unaccent_immutable(lower(profile.name))`,
  UsersCount: usersCount,
} as const satisfies Record<(typeof PROFILE_SORT_KEYS)[number], unknown>;

function withCount(row: Profile & { users_count: string }): ProfileRow {
  return { ...row, users_count: Number(row.users_count) };
}

/** `visibleIds`: only these profiles (the caller's reach), or null for all. */
export async function listProfiles(
  db: Db,
  query: ProfileListQuery,
  visibleIds: readonly number[] | null = null,
): Promise<{ rows: ProfileRow[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim();
  const base = db
    .selectFrom('profile')
    .$if(Boolean(text), (q) => q.where(containsText(sql.ref('profile.name'), text ?? '')))
    // `in ()` is not SQL: an empty reach matches no id.
    .$if(visibleIds !== null, (q) => q.where('profile.id', 'in', visibleIds && visibleIds.length > 0 ? [...visibleIds] : [0]));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, PROFILE_SORT_KEYS, 'Name');
  const rows = await base
    .selectAll('profile')
    .select(usersCount.as('users_count'))
    .orderBy(SORT_COLUMNS[sort.key], sort.direction)
    .orderBy('profile.id')
    .limit(window.pageSize)
    .offset(window.offset)
    .execute();
  return { rows: rows.map(withCount), total: Number(n), window };
}

export async function findProfile(db: Db, profileId: number): Promise<ProfileRow | undefined> {
  const row = await db.selectFrom('profile').selectAll('profile').select(usersCount.as('users_count')).where('profile.id', '=', profileId).executeTakeFirst();
  return row && withCount(row);
}

/** Whether another profile already has this name, case-insensitively. */
export async function profileNameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('profile')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export interface ProfileValues {
  name: string;
  permissions: number[];
  organization_id: number | null;
  excluded_organization_ids: number[];
}

export async function insertProfile(db: Db, values: ProfileValues): Promise<number> {
  const row = await db.insertInto('profile').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProfile(db: Db, profileId: number, values: ProfileValues): Promise<boolean> {
  const result = await db.updateTable('profile').set(values).where('id', '=', profileId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProfile(db: Db, profileId: number): Promise<void> {
  await db.deleteFrom('profile').where('id', '=', profileId).execute();
}

/** The ids among `ids` that are profiles. */
export async function existingProfileIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('profile')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Every profile, or those of `ids`: what the reach rule needs of them. */
export async function profileShapes(db: Db, ids?: readonly number[]): Promise<ProfileShapeRow[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .selectFrom('profile')
    .select(['id', 'organization_id', 'excluded_organization_ids', 'permissions'])
    .$if(ids !== undefined, (q) => q.where('id', 'in', [...(ids ?? [])]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ profileId: r.id, organizationId: r.organization_id, excludedOrganizationIds: r.excluded_organization_ids, permissions: r.permissions }));
}

export interface ProfileShapeRow {
  profileId: number;
  organizationId: number | null;
  excludedOrganizationIds: number[];
  permissions: number[];
}
