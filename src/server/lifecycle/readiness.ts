/**
 * Whether this process can serve (GET /api/ready): not shutting down, its database answers within
 * READY_CHECK_TIMEOUT_MS, and every migration this version ships is applied. A migration applied that
 * this version does not know is no reason to leave the pool: during a rolling upgrade the new version
 * migrates first and the old one keeps serving (migrations are expand-then-contract, docs/production.md).
 */
import { sql, type Kysely } from 'kysely';
import { MIGRATIONS } from '../db/migrations';
import type { Database } from '../db/schema';

/** Below HAProxy's usual check timeout, above any pause of a healthy database. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'shuttingDown' | 'database' | 'migrations'; pending?: string[] };

/** Kysely's Migrator records the names it ran here (its default table). */
const MIGRATION_TABLE = 'kysely_migration';

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessOptions {
  shuttingDown: boolean;
  /** The migrations this version ships (tests pass another list). */
  expected?: readonly string[];
  timeoutMs?: number;
}

export async function checkReadiness(db: Kysely<Database>, options: ReadinessOptions): Promise<Readiness> {
  if (options.shuttingDown) return { ready: false, reason: 'shuttingDown' };
  let applied: Set<string>;
  try {
    const result = await within(sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db), options.timeoutMs ?? READY_CHECK_TIMEOUT_MS);
    applied = new Set(result.rows.map((row) => row.name));
  } catch {
    // Unreachable, too slow, or not even migrated once: this process cannot serve now.
    return { ready: false, reason: 'database' };
  }
  const pending = (options.expected ?? Object.keys(MIGRATIONS)).filter((name) => !applied.has(name));
  return pending.length > 0 ? { ready: false, reason: 'migrations', pending } : { ready: true };
}
