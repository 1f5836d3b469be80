/**
 * LISTEN for createDatabase's handles (the hub's fan-out between server processes, hub/hubBus.ts).
 * Each running listener is in the handle's `Listeners` set, so closing the handle stops it.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The stop functions of the listeners still running. */
export type Listeners = Set<() => Promise<void>>;

/** Our choice: how long to wait before opening a lost LISTEN connection again (doubling up to the max). */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

function track(listeners: Listeners, stop: () => Promise<void>): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  const once = () => {
    stopping ??= stop().finally(() => listeners.delete(once));
    return stopping;
  };
  listeners.add(once);
  return once;
}

/**
 * A dedicated pg.Client (a pooled one would be handed to other queries and lose its LISTEN): the
 * first connection must succeed; a lost one is opened again in the background, and NOTIFYs sent
 * meanwhile are missed (the SPA reads the notifications again when its hub connection comes back).
 */
export async function listenOnPostgres(
  databaseUrl: string,
  listeners: Listeners,
  channel: string,
  onPayload: (payload: string) => void,
  onLive: (live: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_MS;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || stopped) return;
      lost = true;
      onLive(false);
      process.emitWarning(`PostgreSQL LISTEN connection lost (${reason}): opening it again`);
      client = null;
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => onLost(error.message));
    next.on('end', () => onLost('ended'));
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    delay = RECONNECT_FIRST_MS;
    onLive(true);
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      open().catch((error: Error) => {
        process.emitWarning(`PostgreSQL LISTEN connection failed (${error.message}): trying again`);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      });
    }, delay);
  };

  await open();
  return track(listeners, async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  });
}

/** PGlite delivers NOTIFY (also those sent through its node-postgres adapter) to its own listeners: never lost, so always live. */
export async function listenOnPglite(
  pglite: PGlite,
  listeners: Listeners,
  channel: string,
  onPayload: (payload: string) => void,
  onLive: (live: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  const unsubscribe = await pglite.listen(channel, onPayload);
  onLive(true);
  return track(listeners, async () => {
    if (!pglite.closed) await unsubscribe();
  });
}
