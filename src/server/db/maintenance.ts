/**
 * Upkeep PostgreSQL normally does by itself. The embedded database (PGlite) runs no autovacuum
 * worker: without VACUUM its dead rows pile up, the visibility map never lets index-only scans skip
 * the table, the trigram indexes' pending lists are never merged into the index (every search then
 * reads them row by row), and the planner's statistics are never refreshed. So the database is
 * vacuumed after the seed and other bulk writes (prepareDatabase) and, when embedded, periodically
 * by housekeeping.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * VACUUM (ANALYZE) of the application's tables (not the system catalogs: a tenth of the time, and
 * they change only with migrations). Must run outside a transaction: VACUUM refuses one.
 */
export async function vacuumAnalyze(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ name: string }>`
    SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables ORDER BY schemaname, relname`.execute(db);
  if (tables.rows.length === 0) return;
  await sql`VACUUM (ANALYZE) ${sql.raw(tables.rows.map((t) => t.name).join(', '))}`.execute(db);
  statisticsChanged();
}

let generation = 0;

/**
 * How many times this process has refreshed the planner's statistics: what the planner estimates
 * (records/listTotal.ts keeps estimates for a while) changes only then. Another process's ANALYZE
 * or autovacuum is not seen here; the estimates' short lifetime covers it.
 */
export function statisticsGeneration(): number {
  return generation;
}

/** Says that the statistics were refreshed (after a VACUUM (ANALYZE) or an ANALYZE run elsewhere in this process). */
export function statisticsChanged(): void {
  generation += 1;
}

/**
 * Runs `vacuum` every `intervalMinutes` (0: never) until the answered stop function is called. A run
 * still going when the next is due is not doubled: VACUUM of a large table can outlast a short
 * interval, and two would only queue behind each other on the embedded database's one connection.
 * The timer does not keep the process alive.
 */
export function scheduleVacuum(intervalMinutes: number, vacuum: () => Promise<void>, onError: (error: unknown) => void): () => void {
  if (intervalMinutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    vacuum()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
