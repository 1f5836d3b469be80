/** A user's saved searches (issue 30 §3): named list forms, unique by name (any case) per user and form. */
import { sql, type Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import type { SearchFormName } from '@/shared/searchForms';
import { PREFERENCE_LIMITS, savedSearchValuesOf, type SavedSearch, type SavedSearchInput } from '@/shared/userPreferences';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';

const columns = ['id', 'form', 'name', 'search_values', 'created_at'] as const;

function toSavedSearch(row: { id: number; form: string; name: string; search_values: Record<string, unknown>; created_at: Date }): SavedSearch {
  return { id: row.id, form: row.form as SearchFormName, name: row.name, values: row.search_values, createdAt: row.created_at.toISOString() };
}

export async function savedSearchesOf(db: Kysely<Database>, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_search')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('form')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

/**
 * Keeps a named search: its values are checked against the form's fields (unknown keys and the page
 * dropped; a value of the wrong type refused with -2), the name is trimmed, a name the user already gave
 * a search of that form is -760 (shown under the name field), more than maxSavedSearches is -762.
 */
export async function createSavedSearch(db: Kysely<Database>, userId: number, input: SavedSearchInput, now: Date): Promise<SavedSearch> {
  const { values, invalid } = savedSearchValuesOf(input.form, input.values);
  if (invalid.length > 0) throw new AppError(ErrorCode.InvalidRequest, { statusCode: 400 });
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    // One user's saves are serialised, so that the cap and the name check hold under concurrent calls.
    await sql`SELECT pg_advisory_xact_lock(hashtext('saved_search'), ${userId})`.execute(trx);
    const { count } = await trx
      .selectFrom('saved_search')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= PREFERENCE_LIMITS.maxSavedSearches) throw new AppError(ErrorCode.SavedSearchesTooMany);
    const taken = await trx
      .selectFrom('saved_search')
      .select('id')
      .where('user_id', '=', userId)
      .where('form', '=', input.form)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    if (taken) throw new AppError(ErrorCode.SavedSearchNameTaken);
    const row = await trx
      .insertInto('saved_search')
      .values({ user_id: userId, form: input.form, name, search_values: JSON.stringify(values), created_at: now })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toSavedSearch(row);
  });
}

/** Deletes one of the user's own searches; another's or a missing one is -761. */
export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('saved_search').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(ErrorCode.SavedSearchNotFound);
}
