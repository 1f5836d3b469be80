/**
 * The connections this process holds, by id and by user: negotiate adds them, the hub bus's envelopes
 * reach them by user, and every keep-alive the sessions behind them are checked in one statement (a
 * logout, a block or an expiry closes them).
 */
import { randomBytes } from 'node:crypto';
import type { HubArguments, HubMethod } from '@/shared/hub';
import { HubConnection, type HubIdentity, type HubServerMethods, type HubTimings } from './hubConnection';
import { HUB_ERRORS } from './hubProtocol';

export interface HubRegistryOptions {
  timings: HubTimings;
  clock: () => Date;
  /** Of these sessions, those still live (hubAuth.ts liveHubSessions). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  onError: (error: unknown) => void;
  /** The server methods clients may invoke (hubMethods.ts). */
  methods?: HubServerMethods;
  /** Each keep-alive, with the ids of the connections still open here (presence refreshes their rows). */
  onKeepAlive?: (connectionIds: string[]) => Promise<void>;
  /** A connection ended (presence removes its rows): after the connection's pending server-method work. */
  onConnectionClosed?: (connection: HubConnection) => Promise<void>;
}

/** A random id of 16 bytes, URL-safe (ASP.NET uses 16 random bytes too). */
function newId(): string {
  return randomBytes(16).toString('base64url');
}

export class HubRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  private readonly sessionCheck: NodeJS.Timeout;
  private checking = false;

  constructor(private readonly options: HubRegistryOptions) {
    this.sessionCheck = setInterval(() => void this.checkSessions(), options.timings.keepAliveMs);
    this.sessionCheck.unref();
  }

  /** A new connection (negotiate). Version 0 has no connectionToken: the connectionId is the id. */
  create(identity: HubIdentity, negotiateVersion: number): HubConnection {
    const connectionId = newId();
    const token = negotiateVersion >= 1 ? newId() : connectionId;
    const connection = new HubConnection({
      connectionId,
      token,
      identity,
      timings: this.options.timings,
      clock: this.options.clock,
      onClosed: (closed) => this.forget(closed),
      methods: this.options.methods,
    });
    this.byToken.set(token, connection);
    let own = this.byUser.get(identity.userId);
    if (!own) this.byUser.set(identity.userId, (own = new Set()));
    own.add(connection);
    return connection;
  }

  find(token: string): HubConnection | undefined {
    return this.byToken.get(token);
  }

  /** Invokes `method` on every ready connection of `userIds` held by this process. */
  deliver<M extends HubMethod>(userIds: readonly number[], method: M, args: HubArguments[M]): void {
    for (const userId of userIds) {
      for (const connection of this.byUser.get(userId) ?? []) connection.invoke(method, args);
    }
  }

  /** Connections of one user (tests, diagnostics). */
  countFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Open connections by transport, 'none' before one is bound (the metrics, at each scrape). */
  countByTransport(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const own of this.byUser.values()) {
      for (const connection of own) counts[connection.transport ?? 'none'] = (counts[connection.transport ?? 'none'] ?? 0) + 1;
    }
    return counts;
  }

  /** Closes every connection (the app is closing): waiting polls answer, sockets close. */
  closeAll(): void {
    clearInterval(this.sessionCheck);
    for (const connection of [...this.byToken.values()]) connection.close(HUB_ERRORS.shuttingDown, true);
    this.byToken.clear();
  }

  /** Closes the connections of a session found over by a request. */
  closeSession(sessionId: string): void {
    for (const connection of [...this.byToken.values()]) {
      if (connection.identity.sessionId === sessionId) connection.close(HUB_ERRORS.sessionEnded, false);
    }
  }

  /**
   * Checks at once the sessions behind these users' connections (every connection for 'all'): told
   * through the change bus (db/changeBus.ts; the triggers of migration m0030 send it) that a session,
   * a user or their profiles changed on some process, this one does not wait for its next keep-alive. Errors go to onError.
   */
  async checkUsers(userIds: readonly number[] | 'all'): Promise<void> {
    const open = userIds === 'all' ? [...this.byToken.values()] : userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
    try {
      await this.closeEnded(open.filter((c) => !c.isClosed));
    } catch (error) {
      this.options.onError(error);
    }
  }

  /** Of `open`, closes those whose session is no longer live. */
  private async closeEnded(open: HubConnection[]): Promise<void> {
    if (open.length === 0) return;
    const live = await this.options.liveSessions([...new Set(open.map((c) => c.identity.sessionId))]);
    for (const connection of open) {
      if (!live.has(connection.identity.sessionId)) connection.close(HUB_ERRORS.sessionEnded, false);
    }
  }

  /** Closes the connections whose session ended (logout, block, expiry, profiles removed). */
  async checkSessions(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const open = [...this.byToken.values()].filter((c) => !c.isClosed);
      if (open.length === 0) return;
      await this.closeEnded(open);
      await this.options.onKeepAlive?.(open.filter((c) => !c.isClosed).map((c) => c.connectionId));
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.checking = false;
    }
  }

  /**
   * A closed connection receives nothing more. A long-polling one stays findable a little longer, so
   * that its next poll takes the Close message, then answers 204 instead of 404.
   */
  private forget(connection: HubConnection): void {
    const closed = this.options.onConnectionClosed;
    if (closed) void connection.serial(() => closed(connection).catch((error: unknown) => this.options.onError(error)));
    const own = this.byUser.get(connection.identity.userId);
    own?.delete(connection);
    if (own?.size === 0) this.byUser.delete(connection.identity.userId);
    if (connection.transport !== 'longPolling') {
      this.byToken.delete(connection.token);
      return;
    }
    const timer = setTimeout(() => {
      if (this.byToken.get(connection.token) === connection) this.byToken.delete(connection.token);
    }, this.options.timings.disconnectAfterMs);
    timer.unref();
  }
}
