/**
 * What every server process must hear at once when another changes something it may hold in memory:
 * sessions ended or a user's profiles changed (the hub connections of those users are checked now,
 * not at their next keep-alive), the open data settings saved (their short cache is dropped). One
 * PostgreSQL NOTIFY channel for all topics, so each process holds one more LISTEN connection, not one
 * per topic. Inside a transaction the NOTIFY goes at commit (never after a rollback), so a receiver
 * reads the change itself. A NOTIFY sent while a process's LISTEN connection is being opened again is
 * missed: each receiver keeps its own slower check for that (the hub's keep-alive, the cache's
 * lifetime). The embedded database delivers to its own listeners the same way.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { ListenFn } from './createDatabase';
import { parseJsonObject } from './notifyPayload';
import type { Database } from './schema';

export const CHANGES_CHANNEL = 'server_changes';

export type Change = { topic: 'sessions'; userIds: number[] | 'all' } | { topic: 'openDataSettings' };
export type ChangeTopic = Change['topic'];
type ChangeOf<T extends ChangeTopic> = Extract<Change, { topic: T }>;

/** PostgreSQL refuses a payload of 8000 bytes or more. */
const PAYLOAD_MAX_BYTES = 7000;

/** Tells every process (this one too) of `change`; at commit when `db` is a transaction. */
export async function publishChange(db: Kysely<Database> | Transaction<Database>, change: Change): Promise<void> {
  let payload = JSON.stringify(change);
  // Too many users to name: every connection is checked, which is only slower.
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES && change.topic === 'sessions') payload = JSON.stringify({ topic: 'sessions', userIds: 'all' });
  await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(db);
}

/** The change a payload carries, or null when it is not one. */
export function parseChange(payload: string): Change | null {
  const value = parseJsonObject(payload);
  if (!value) return null;
  const { topic, userIds } = value;
  if (topic === 'openDataSettings') return { topic };
  if (topic !== 'sessions') return null;
  if (userIds === 'all') return { topic, userIds };
  return Array.isArray(userIds) && userIds.every((id) => Number.isInteger(id)) ? { topic, userIds: userIds as number[] } : null;
}

export interface ChangeBus {
  /** Calls `handler` with every change of `topic` published by any process. */
  on<T extends ChangeTopic>(topic: T, handler: (change: ChangeOf<T>) => void): void;
  /**
   * Whether every change is being heard now: false without LISTEN, and while a lost LISTEN connection
   * is opened again. What a process caches on the strength of these messages is trusted only while live.
   */
  readonly live: boolean;
  /** Calls `handler` whenever `live` changes (a cache drops what it held while messages may have been missed). */
  onLive(handler: (live: boolean) => void): void;
  close(): Promise<void>;
}

/** Listens on CHANGES_CHANNEL through `listen`; without it (no LISTEN available) nothing is ever heard. */
export async function createChangeBus(listen: ListenFn | undefined, log: FastifyBaseLogger): Promise<ChangeBus> {
  const handlers = new Map<ChangeTopic, ((change: Change) => void)[]>();
  const liveHandlers: ((live: boolean) => void)[] = [];
  let live = false;
  const stop = await listen?.(
    CHANGES_CHANNEL,
    (payload) => {
      const change = parseChange(payload);
      if (!change) return log.warn('changes: an unreadable message on the channel was dropped');
      for (const handler of handlers.get(change.topic) ?? []) handler(change);
    },
    (now) => {
      live = now;
      for (const handler of liveHandlers) handler(now);
    },
  );
  return {
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler as (change: Change) => void]);
    },
    get live() {
      return live;
    },
    onLive(handler) {
      liveHandlers.push(handler);
    },
    close: async () => {
      live = false;
      await stop?.();
    },
  };
}
