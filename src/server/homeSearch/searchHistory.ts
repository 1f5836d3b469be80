/**
 * A signed-in user's home searches (SPEC §2.1 '#history'): the last `search.historySize` of them,
 * newest first. Running again the newest search only moves it to now; older copies are left to age out.
 */
import { sql } from 'kysely';
import type { HomeSearchFilters, SearchHistoryEntry } from '@/shared/homeSearch';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

/** When the parameter is missing or not a number (the seed sets 10). */
export const DEFAULT_HISTORY_SIZE = 10;

export async function historySize(db: Db): Promise<number> {
  const row = await db.selectFrom('app_parameter').select('value').where('key', '=', PARAMETER_KEYS.searchHistorySize).executeTakeFirst();
  const size = Number(row?.value);
  return Number.isInteger(size) && size >= 0 ? size : DEFAULT_HISTORY_SIZE;
}

/** Only the filters, trimmed: what the history shows and re-runs. */
export function historyFilters(filters: HomeSearchFilters): HomeSearchFilters {
  return { name: filters.name.trim(), code: filters.code.trim(), objectKind: filters.objectKind, organization: filters.organization.trim() };
}

export async function recordSearch(db: Db, userId: number, filters: HomeSearchFilters, at: Date): Promise<void> {
  const keep = await historySize(db);
  const entry = historyFilters(filters);
  const newest = await db
    .selectFrom('search_history')
    .select(['id', 'filters'])
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest && JSON.stringify(historyFilters(newest.filters as unknown as HomeSearchFilters)) === JSON.stringify(entry)) {
    await db.updateTable('search_history').set({ searched_at: at }).where('id', '=', newest.id).execute();
  } else {
    await db
      .insertInto('search_history')
      .values({ user_id: userId, filters: JSON.stringify(entry), searched_at: at })
      .execute();
  }
  // Beyond the parameter's size, the oldest go.
  await sql`DELETE FROM search_history WHERE user_id = ${userId} AND id NOT IN (
    SELECT id FROM search_history WHERE user_id = ${userId} ORDER BY searched_at DESC, id DESC LIMIT ${keep})`.execute(db);
}

export async function searchHistoryOf(db: Db, userId: number): Promise<SearchHistoryEntry[]> {
  const rows = await db
    .selectFrom('search_history')
    .select(['id', 'filters', 'searched_at'])
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(await historySize(db))
    .execute();
  return rows.map((r) => ({ id: r.id, filters: historyFilters(r.filters as unknown as HomeSearchFilters), searchedAt: r.searched_at.toISOString() }));
}
