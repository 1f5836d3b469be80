/** Test helper: the ids of demo entities, filled into a suite's table keyed by the lower-case code. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { entityIdByCode } from './users';

/** Sets each key of `ids` (e.g. `drs`) to the id of the demo entity of that code in capitals (DRS). */
export async function fillEntityIds<Key extends string>(db: Kysely<Database>, ids: Record<Key, number>): Promise<void> {
  for (const code of Object.keys(ids) as Key[]) ids[code] = await entityIdByCode(db, code.toUpperCase());
}
