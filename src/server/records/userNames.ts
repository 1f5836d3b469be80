/**
 * People as screens name them (issue 29 §13): the display name of each username, for lists that
 * store who acted by username (the audit trail, the tasks' submitters). A user no longer on file
 * keeps their username.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export async function displayNamesOf(db: Kysely<Database> | Transaction<Database>, usernames: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('app_user').select(['username', 'display_name']).where('username', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.username, r.display_name.trim() || r.username]));
}
