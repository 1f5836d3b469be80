/**
 * Allocates record ids per kind from `record_sequence` (one row per kind). The upsert takes a row
 * lock, so concurrent creators on PostgreSQL get distinct ranges; ids start at 1 for each kind.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ObjectKind } from '@/shared/enums';
import type { Database } from '../db/schema';

/** Reserves `count` consecutive ids of a kind and answers the first. */
export async function allocateRecordIds(db: Kysely<Database> | Transaction<Database>, kind: ObjectKind, count = 1): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer (got ${count})`);
  const row = await db
    .insertInto('record_sequence')
    .values({ kind, next_id: 1 + count })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ next_id: sql<number>`record_sequence.next_id + ${count}` }))
    .returning('next_id')
    .executeTakeFirstOrThrow();
  return row.next_id - count;
}
