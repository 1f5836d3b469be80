/**
 * The sessions this process read lately, so that a request need not read its caller from the database
 * (issue 32: the fixed cost of a request). Safe across processes because every change to what an entry
 * holds is heard at once: the triggers of migration m0030 send the change bus's `sessions` message at
 * the commit of any change to a session, a user, their profile links or a profile, whoever made it, and
 * the entries of those users (of everyone, for a profile) are dropped. While the bus is not live (no
 * LISTEN, or a lost LISTEN connection being opened again) nothing is served from the cache, and when it
 * comes back every entry is dropped: a message missed meanwhile cannot leave one stale. The lifetime
 * bounds the rest (an entry is read again after it whatever happens).
 */
import type { ChangeBus } from '../db/changeBus';

/** Our choice: enough for every signed-in member of staff; an entry lives a minute at most. */
export const SESSION_CACHE_DEFAULTS = { maxEntries: 10_000, ttlMs: 60_000 };

interface Entry<T> {
  userId: number;
  value: T;
  readAtMs: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Moves on at every drop: a read that began before a change cannot store what it read after it. */
  private generation = 0;

  constructor(
    private readonly bus: ChangeBus,
    private readonly options = SESSION_CACHE_DEFAULTS,
  ) {
    bus.on('sessions', (change) => (change.userIds === 'all' ? this.clear() : this.forgetUsers(change.userIds)));
    bus.onLive(() => this.clear());
  }

  /** To pass to `set` with what a read begun now answers. */
  ticket(): number {
    return this.generation;
  }

  get(sessionId: string, nowMs: number): T | undefined {
    if (!this.bus.live) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    this.entries.delete(sessionId);
    if (nowMs - entry.readAtMs >= this.options.ttlMs) return undefined;
    // Last used last: the first entry in the map is the one to evict.
    this.entries.set(sessionId, entry);
    return entry.value;
  }

  /** Keeps `value`, read for a request that took `ticket` before reading, unless something changed meanwhile. */
  set(sessionId: string, userId: number, value: T, nowMs: number, ticket: number): void {
    if (!this.bus.live || ticket !== this.generation) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, value, readAtMs: nowMs });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Drops one session (its change is on its way through the bus; this process need not wait for it). */
  forget(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetUsers(userIds: readonly number[]): void {
    this.generation += 1;
    const users = new Set(userIds);
    for (const [sessionId, entry] of this.entries) if (users.has(entry.userId)) this.entries.delete(sessionId);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
