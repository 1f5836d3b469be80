/**
 * A pace shared by every server process: the public Nominatim's policy (at most one request a second)
 * is per application, and three processes each keeping their own pace (rateGate.ts) would send three
 * a second. Each call reserves the next free start instant in the database, one atomic upsert on a
 * row of the rate_limit table (key `pace:…`, window_ends_at = when the next call may start), then
 * waits for it. A reservation later than `maxWaitMs` away is refused (the caller falls back to the
 * gazetteer at once, as when its own queue is full) and takes no slot. On a database error the call
 * keeps only its process's own pace, with a warning: the search still works, at worst at N a second
 * for the length of the outage. Housekeeping deletes the row once its instant has passed
 * (purgeRateLimits), which is the same as a free pace.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The instant (ms) at which a call may start, its slot now taken; null when the next free one is more
 * than `maxWaitMs` after `now`.
 */
export async function reservePaceSlot(db: Kysely<Database>, key: string, intervalMs: number, maxWaitMs: number, now: Date): Promise<number | null> {
  const latest = new Date(now.getTime() + maxWaitMs);
  const result = await sql<{ next_at: Date }>`
    INSERT INTO rate_limit AS r (key, hits, window_ends_at) VALUES (${key}, 1, ${new Date(now.getTime() + intervalMs)})
    ON CONFLICT (key) DO UPDATE SET
      hits = r.hits + 1,
      window_ends_at = GREATEST(r.window_ends_at, ${now}::timestamptz) + ${intervalMs}::integer * interval '1 millisecond'
    WHERE r.window_ends_at <= ${latest}
    RETURNING window_ends_at AS next_at`.execute(db);
  const row = result.rows[0];
  return row ? row.next_at.getTime() - intervalMs : null;
}

export interface PaceLog {
  warn(details: object, message: string): void;
}

/** The rateGate's `reserve` for the pace named `name`, on `db`. */
export function sharedPace(
  db: Kysely<Database>,
  name: string,
  intervalMs: number,
  maxWaitMs: number,
  log: PaceLog,
  now: () => number = Date.now,
): () => Promise<number | null> {
  return async () => {
    const at = now();
    try {
      return await reservePaceSlot(db, `pace:${name}`, intervalMs, maxWaitMs, new Date(at));
    } catch (error) {
      log.warn({ err: error, pace: name }, 'shared pace not reserved (database error): this process keeps its own');
      return at;
    }
  };
}
