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
 * Orders migrations as the list does, not by name: the first names carry dates (some later than the
 * day they were written), the later ones a sequence number (migrations/index.ts), and a sequence
 * number sorts before any date. For the dated ones the list's order is their names' order, so a
 * database migrated before sees the same history.
 */
function listOrder(migrations: Readonly<Record<string, Migration>>): (a: string, b: string) => number {
  const position = new Map(Object.keys(migrations).map((name, index) => [name, index]));
  return (a, b) => (position.get(a) ?? -1) - (position.get(b) ?? -1);
}

/** Runs every pending migration; answers the names it applied (empty when already up to date). */
export async function migrateToLatest(db: Kysely<Database>, migrations: Readonly<Record<string, Migration>> = MIGRATIONS): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(migrations), nameComparator: listOrder(migrations) });
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
