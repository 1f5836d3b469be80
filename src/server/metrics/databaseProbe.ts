/**
 * What the metrics read of a database: its pool (node-postgres's counts) and the time of each query
 * (Kysely's `log` hook, its queryDurationMillis). The Kysely instance is made here so its log hook is
 * there from the start (Kysely takes it only at construction); the probe is found again from the
 * instance, like bulkRoutes' RUNNERS, so apps built on a caller's database (main.ts, tests) see it
 * without another option threaded through.
 */
import { Kysely, type Dialect, type LogEvent } from 'kysely';
import type pg from 'pg';

/** A query ended after `seconds`; `failed` when it threw. */
export type QueryListener = (seconds: number, failed: boolean) => void;

export interface DatabaseProbe {
  engine: 'embedded' | 'postgres';
  pool: pg.Pool;
  /** The metrics of each app on this database add theirs and remove it when the app closes. */
  queryListeners: Set<QueryListener>;
}

const probes = new WeakMap<object, DatabaseProbe>();

/** A Kysely on `dialect` whose queries and pool the metrics can read. */
export function probedKysely<DB>(dialect: Dialect, pool: pg.Pool, engine: DatabaseProbe['engine']): Kysely<DB> {
  const queryListeners = new Set<QueryListener>();
  const log = (event: LogEvent) => {
    for (const listener of queryListeners) listener(event.queryDurationMillis / 1000, event.level === 'error');
  };
  const db = new Kysely<DB>({ dialect, log });
  probes.set(db, { engine, pool, queryListeners });
  return db;
}

/** The probe of a database made by probedKysely; undefined for any other (a test's own Kysely). */
export function probeOf(db: object): DatabaseProbe | undefined {
  return probes.get(db);
}
