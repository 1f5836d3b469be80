/** A user's shape of each list (issue 30 §3): one bounded jsonb row per user and list. */
import type { Kysely } from 'kysely';
import type { ListPreferences } from '@/shared/userPreferences';
import { PREFERENCE_LIMITS } from '@/shared/userPreferences';
import { ErrorCode } from '@/shared/errors';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';

export async function listPreferencesOf(db: Kysely<Database>, userId: number): Promise<Record<string, ListPreferences>> {
  const rows = await db.selectFrom('user_list_preference').select(['list_key', 'preferences']).where('user_id', '=', userId).orderBy('list_key').execute();
  return Object.fromEntries(rows.map((row) => [row.list_key, row.preferences as ListPreferences]));
}

/** Keeps `preferences` as the user's shape of `listKey` (a whole replacement); a user keeps at most maxLists lists. */
export async function saveListPreferences(db: Kysely<Database>, userId: number, listKey: string, preferences: ListPreferences, now: Date): Promise<void> {
  // The same column twice would make the order ambiguous: the request is refused.
  const keys = (preferences.columns ?? []).map((column) => column.key);
  if (new Set(keys).size !== keys.length) throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400 });
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('user_list_preference').select('list_key').where('user_id', '=', userId).execute();
    if (!existing.some((row) => row.list_key === listKey) && existing.length >= PREFERENCE_LIMITS.maxLists) throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400 });
    await trx
      .insertInto('user_list_preference')
      .values({ user_id: userId, list_key: listKey, preferences: JSON.stringify(preferences), updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'list_key']).doUpdateSet({ preferences: JSON.stringify(preferences), updated_at: now }))
      .execute();
  });
}
