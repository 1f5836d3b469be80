/** Test helper: the real @microsoft/signalr client against an app listening on a port. */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { API_BASE, HUB_PATH } from '@/shared/limits';

export const TRANSPORTS = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

/** A connection (not started) to the hub at `base` (http://host:port) with the token `token()` answers. */
export function hubClient(base: string, transport: HttpTransportType, token: () => string): HubConnection {
  return new HubConnectionBuilder().withUrl(`${base}${API_BASE}${HUB_PATH}`, { transport, accessTokenFactory: token }).configureLogging(LogLevel.None).build();
}

/** The arguments of the next invocation of `target`, or a rejection after `timeoutMs`. */
export function nextMessage<T extends unknown[] = unknown[]>(connection: HubConnection, target: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${target} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(args as T);
    };
    connection.on(target, handler);
  });
}

/** Resolves with the close error (or undefined) when the connection closes, rejects after `timeoutMs`. */
export function closed(connection: HubConnection, timeoutMs = 10_000): Promise<Error | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
    connection.onclose((error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/**
 * Closes a test app that listened on a port. The client's HTTP pool (undici) may hold a socket it
 * opened ahead and never sent a request on: Node's server.close() does not count it as idle and
 * waits for its headers timeout (a minute). No request is in flight at the end of a suite: cut them all.
 */
export async function closeListeningApp(t: { app: { server: { closeAllConnections(): void } }; close(): Promise<void> }): Promise<void> {
  const closing = t.close();
  t.app.server.closeAllConnections();
  await closing;
}
