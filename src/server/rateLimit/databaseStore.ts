/**
 * A store for @fastify/rate-limit whose counters live in the database (table rate_limit, migration
 * m0029), so that every server process counts the same hits: with the plugin's memory store each
 * process counted alone and N processes allowed N times the limit. The same SQL runs on PostgreSQL and
 * on the embedded database.
 *
 * Each hit is one statement, atomic under concurrency: an upsert that starts a new window when the
 * row's is over, else adds one, and answers the count and the window's end (what the plugin's Redis
 * store answers: current count and ttl). Time is the app's clock, as for the login throttle.
 *
 * On a database error the store fails open: the error is logged as a warning and the plugin, registered
 * with `skipOnError`, lets the request through uncounted. A limit guards against abuse; refusing every
 * request while the database is unreachable would turn a database hiccup into 429s for routes that do
 * not need it (map tiles), and the routes that do (logins) fail on their own anyway, so nothing can be
 * guessed through the gap. Expired rows are deleted by housekeeping (purgeRateLimits).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DatabaseStoreDeps {
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** What the plugin hands a store: its options merged with the route's (only what we read). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

export interface RateLimitCount {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/** Keys longer than this are cut: a key is a route and a client's address or API key id, never this long. */
const MAX_KEY_LENGTH = 512;

/** One hit on `key`: the count in its window and the time left, in one atomic statement. */
export async function hitRateLimit(db: Kysely<Database>, key: string, timeWindowMs: number, max: number, now: Date, continueExceeding = false): Promise<RateLimitCount> {
  const ends = new Date(now.getTime() + timeWindowMs);
  // A window over (or a continued excess) starts again from now; otherwise the window keeps its end.
  const result = await sql<{ hits: number; window_ends_at: Date }>`
    INSERT INTO rate_limit AS r (key, hits, window_ends_at) VALUES (${key}, 1, ${ends})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends_at <= ${now} THEN 1 ELSE r.hits + 1 END,
      window_ends_at = CASE
        WHEN r.window_ends_at <= ${now} THEN ${ends}::timestamptz
        WHEN ${continueExceeding} AND r.hits + 1 > ${max} THEN ${ends}::timestamptz
        ELSE r.window_ends_at END
    RETURNING hits, window_ends_at`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert answered no row');
  return { current: row.hits, ttl: Math.max(0, row.window_ends_at.getTime() - now.getTime()) };
}

/** The count of `key` without counting a hit (the plugin's `{ increment: false }`). */
export async function readRateLimit(db: Kysely<Database>, key: string, now: Date): Promise<RateLimitCount> {
  const row = await db.selectFrom('rate_limit').select(['hits', 'window_ends_at']).where('key', '=', key).where('window_ends_at', '>', now).executeTakeFirst();
  return row ? { current: row.hits, ttl: row.window_ends_at.getTime() - now.getTime() } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window is over; answers how many. */
export async function purgeRateLimits(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit').where('window_ends_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function routePrefix(options: StoreOptions): string {
  const info = options.routeInfo;
  if (!info?.url) return '';
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `${method}${info.url}-`;
}

/** The store's constructor for the plugin's `store` option, bound to the database, clock and log. */
export function databaseStore(deps: DatabaseStoreDeps): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly continueExceeding: boolean;

    constructor(options: FastifyRateLimitOptions) {
      const own = options as StoreOptions;
      // Not needed by any route; refused rather than silently counted another way.
      if (own.exponentialBackoff) throw new Error('the database rate-limit store does not implement exponentialBackoff');
      this.prefix = routePrefix(own);
      this.continueExceeding = own.continueExceeding === true;
    }

    private keyOf(key: string): string {
      return `${this.prefix}${key}`.slice(0, MAX_KEY_LENGTH);
    }

    private answer(work: Promise<RateLimitCount>, callback: Callback): void {
      work.then(
        (count) => callback(null, count),
        (error: unknown) => {
          deps.log.warn({ err: error }, 'rate limit not counted (database error): the request goes through');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.answer(hitRateLimit(deps.db, this.keyOf(key), timeWindow, max, deps.clock(), this.continueExceeding), callback);
    }

    read(key: string, callback: Callback): void {
      this.answer(readRateLimit(deps.db, this.keyOf(key), deps.clock()), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions as FastifyRateLimitOptions);
    }
  }
  return DatabaseStore;
}
