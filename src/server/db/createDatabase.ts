/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded PGlite in DATA_DIR (locked against a second server) or in memory. Both go through
 * node-postgres and Kysely's PostgresDialect, so every query is written once.
 */
import path from 'node:path';
import { PostgresDialect, type Kysely } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { IN_MEMORY_DATA_DIR, type Config } from '../config';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock';
import { listenOnPglite, listenOnPostgres, type Listeners } from './listen';
import { openPglite, type OpenPgliteOptions } from './pglite';
import { retryingDialect } from './retryingDialect';
import { probedKysely } from '../metrics/databaseProbe';
import type { Database } from './schema';

/** The PGlite files live in a sub-folder, so DATA_DIR also holds the lock file (and room for more). */
export const PGLITE_SUBDIR = 'pglite';
const DATE_OID = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'embedded' (PGlite) or 'postgres'. */
  engine: 'embedded' | 'postgres';
  /**
   * Calls `onPayload` with each NOTIFY payload sent on `channel` (by any process on the same
   * database); answers how to stop. PostgreSQL: a dedicated connection outside the pool, opened again
   * when lost. Embedded: PGlite's own listeners (they receive the NOTIFYs sent through its
   * node-postgres adapter, at commit). `close()` stops every listener still running.
   */
  listen: ListenFn;
  /** Closes the pool, the embedded database and releases the DATA_DIR lock. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * `onLive(false)` when the LISTEN connection is lost (NOTIFYs sent from then on are missed until
 * `onLive(true)`, once it listens again): what a receiver caches on the strength of the messages
 * cannot be trusted in between.
 */
export type ListenFn = (channel: string, onPayload: (payload: string) => void, onLive?: (live: boolean) => void) => Promise<() => Promise<void>>;

export type CreateDatabaseOptions = OpenPgliteOptions;

/**
 * A `date` column means a calendar day, not an instant: pg's default turns it into a Date at local
 * midnight, which shifts by a day across time zones. Keep it as 'YYYY-MM-DD' text.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= fn());
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // JIT off for our sessions: short OLTP statements whose cost estimates cross the JIT threshold (a
  // subquery per row of a tree's level) paid 70 ms compiling for a 2 ms execution.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types, options: '-c jit=off' });
  // A connection can be lost at any moment (server restart, failover, an administrator's
  // pg_terminate_backend). node-postgres then emits 'error' on its client; unheard, Node ends the
  // whole process. The pool listens only while a client is idle, so every client gets its own
  // listener from birth, also while a request holds it. The query in flight fails (the request
  // answers -801), the client is no longer queryable, and the pool discards it when Kysely releases
  // it and opens a new one for the next request.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // While closing, a connection cut by the server (a dropped test database) is no news.
      if (!pool.ending) process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  // The pool re-emits an idle client's error: already reported by the client's own listener.
  pool.on('error', () => undefined);
  const dialect = retryingDialect(new PostgresDialect({ pool }), (what, error) => {
    process.emitWarning(`PostgreSQL connection lost (${(error as Error).message}): ${what === 'begin' ? 'the transaction' : 'the read'} starts again on a new connection`);
  });
  const db = probedKysely<Database>(dialect, pool, 'postgres');
  const listeners: Listeners = new Set();
  return {
    db,
    engine: 'postgres',
    listen: (channel, onPayload, onLive) => listenOnPostgres(databaseUrl, listeners, channel, onPayload, onLive),
    close: once(async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await db.destroy();
    }),
  };
}

/**
 * Kysely on an open PGlite, through node-postgres like PostgreSQL. PGlite is a single connection: one
 * pool client, never closed for idleness (it shares one connection object that cannot be reopened once
 * ended). Close both: `db.destroy()`, then `pglite.close()`.
 */
export function kyselyOverPglite(pglite: PGlite): Kysely<Database> {
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, types });
  return probedKysely<Database>(new PostgresDialect({ pool }), pool, 'embedded');
}

async function openEmbedded(dataDir: string, sharedBuffersMb: number | undefined, options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  // The caller's settings (tests) win over the configuration's.
  if (sharedBuffersMb !== undefined) options = { ...options, settings: { shared_buffers: `${sharedBuffersMb}MB`, ...options.settings } };
  const lock: DataDirLock | null = inMemory ? null : acquireDataDirLock(dataDir);
  try {
    const pglite = await openPglite(inMemory ? IN_MEMORY_DATA_DIR : path.join(dataDir, PGLITE_SUBDIR), options);
    const db = kyselyOverPglite(pglite);
    const listeners: Listeners = new Set();
    return {
      db,
      engine: 'embedded',
      listen: (channel, onPayload, onLive) => listenOnPglite(pglite, listeners, channel, onPayload, onLive),
      close: once(async () => {
        try {
          await Promise.all([...listeners].map((stop) => stop()));
          await db.destroy();
          await pglite.close();
        } finally {
          lock?.release();
        }
      }),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'embeddedSharedBuffersMb'>>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir, config.embeddedSharedBuffersMb, options);
}
