/** Everything a database needs before the API serves it: schema up to date, then seed data. */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { vacuumAnalyze } from './maintenance';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase, type SeedResult } from './seed/seed';

export interface PreparedDatabase extends SeedResult {
  /** Migrations applied now. */
  migrated: string[];
}

/**
 * After migrations or seed steps ran (bulk writes and new indexes), VACUUM (ANALYZE) on both engines:
 * PGlite has no autovacuum at all, and PostgreSQL's would come only after its thresholds, while the
 * first searches already need fresh statistics, a set visibility map and merged trigram pending lists.
 */
export async function prepareDatabase(db: Kysely<Database>, config: Pick<Config, 'adminPassword' | 'seedDemo'>): Promise<PreparedDatabase> {
  const migrated = await migrateToLatest(db);
  const seeded = await seedDatabase(db, config);
  if (migrated.length > 0 || seeded.ran.length > 0) await vacuumAnalyze(db);
  return { migrated, ...seeded };
}
