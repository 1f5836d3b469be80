/**
 * Which databases may run two reads of one request at the same time: a PostgreSQL pool (one
 * connection each), not the embedded database (PGlite is one connection: a second read only waits
 * its turn) and never a transaction (one connection by definition). createDatabase marks the pools.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

const pools = new WeakSet<Kysely<Database>>();

export function allowParallelReads(db: Kysely<Database>): void {
  pools.add(db);
}

export function readsInParallel(db: Kysely<Database> | Transaction<Database>): boolean {
  return !db.isTransaction && pools.has(db);
}
