/**
 * What a database must be before the table copy restores into it: empty (no row in any table; the
 * migrator's own tables aside), and not migrated beyond the backup's version; and how it is brought
 * to the backup's version with the project's own migrations.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from '../db/migrations';
import type { Database } from '../db/schema';
import { BackupError } from './backupError';
import { latestMigration, listTables } from './contentChecksums';
import { ident, type SqlClient } from './sqlClient';

const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

/** Refuses a backup made by a newer version of the product (its schema is unknown to this one). */
export function assertKnownMigration(name: string): void {
  if (!MIGRATIONS[name]) {
    throw new BackupError(
      `The backup was made by a newer version of the product (its last migration, ${name}, is unknown here; this version knows up to ${MIGRATION_NAMES.at(-1) ?? 'none'}). Restore it with that version or a later one.`,
    );
  }
}

/**
 * Tables whose rows the migrations themselves write (the open data settings' single row): a target
 * that is only migrated still counts as empty, so a restore that failed and rolled back can run again.
 * The copy replaces those rows with the backup's.
 */
const WRITTEN_BY_MIGRATIONS: readonly string[] = ['kysely_migration', 'open_data_setting'];

export async function assertEmptyTarget(client: SqlClient, backupMigration: string): Promise<void> {
  const filled: string[] = [];
  for (const table of await listTables(client)) {
    if (WRITTEN_BY_MIGRATIONS.includes(table)) continue;
    const [row] = await client.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(table)}) AS filled`);
    if (row?.filled) filled.push(table);
  }
  if (filled.length > 0) {
    throw new BackupError(
      `The target database is not empty (${filled.length} tables hold rows: ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}). ` +
        `A restore only goes into an empty database: create a new one (or, embedded, a new DATA_DIR) and restore there. A server started on it seeds it, so restore before the first start.`,
    );
  }
  const latest = await latestMigration(client);
  if (latest && MIGRATION_NAMES.indexOf(latest) > MIGRATION_NAMES.indexOf(backupMigration)) {
    throw new BackupError(`The target database is already migrated beyond the backup (${latest} > ${backupMigration}). Restore into a database without tables.`);
  }
}

class InCodeMigrations implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve({ ...MIGRATIONS });
  }
}

/** Runs the project's migrations up to and including `name` (the backup's last), not further. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: new InCodeMigrations() }).migrateTo(name);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new BackupError(`Migrating the target to ${name} failed${failed ? ` at ${failed.migrationName}` : ''}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
