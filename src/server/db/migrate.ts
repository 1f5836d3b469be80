/** Brings the schema up to date at start. Kysely's Migrator locks, so concurrent starts are safe. */
import { Migrator, type Kysely, type MigrationProvider, type Migration } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Readonly<Record<string, Migration>>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...this.migrations };
  }
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Runs every pending migration, in the order of their names (Kysely sorts them; see migrations/index.ts
 * for how names are made); answers the names it applied (empty when already up to date).
 */
export async function migrateToLatest(db: Kysely<Database>, migrations: Readonly<Record<string, Migration>> = MIGRATIONS): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new MigrationError(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
