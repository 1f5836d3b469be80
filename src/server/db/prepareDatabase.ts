/** Everything a database needs before the API serves it: schema up to date, then seed data. */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedDatabase, type SeedResult } from './seed/seed';

export interface PreparedDatabase extends SeedResult {
  /** Migrations applied now. */
  migrated: string[];
}

export async function prepareDatabase(db: Kysely<Database>, config: Pick<Config, 'adminPassword' | 'seedDemo'>): Promise<PreparedDatabase> {
  const migrated = await migrateToLatest(db);
  const seeded = await seedDatabase(db, config);
  return { migrated, ...seeded };
}
