/**
 * The real-time hub's contract (SPEC §7, §9; issue 12 §1), shared by the server's SignalR endpoint
 * (src/server/hub) and the SPA's connection (src/web/features/hub). The path itself is HUB_PATH in
 * limits.ts, under API_BASE.
 */
import type { ImportStatus } from './imports';
import type { NotifiedItem } from './notificationItems';

/** The client methods the server invokes (SignalR "targets"): the only messages the hub ever sends. */
export const HUB_METHODS = {
  /** A new notification for the connected user: its arguments are [NotificationItem]. */
  sendNotification: 'SendNotification',
  /** Progress of one of the user's imports: [ImportStatus]. */
  sendImportStatus: 'SendImportStatus',
  /** The connection's session token expires within LIMITS.tokenRefreshWindowMs: refresh it. No arguments. */
  needRefreshToken: 'NeedRefreshToken',
  /** A workflow action changed a record the user may read (issue 29 §6): [RecordChange]; an open page of it reads it again. */
  recordChanged: 'RecordChanged',
} as const;
export type HubMethod = (typeof HUB_METHODS)[keyof typeof HUB_METHODS];

/** Which record version a workflow action changed, and how: no name, nothing a reader of the record could not see. */
export interface RecordChange {
  /** As the record routes name kinds (RecordKindName). */
  kind: string;
  id: number;
  version: number;
  /** The RecordActionName. */
  action: string;
}

/** The arguments each target carries. */
export interface HubArguments {
  SendNotification: [NotifiedItem];
  SendImportStatus: [ImportStatus];
  NeedRefreshToken: [];
  RecordChanged: [RecordChange];
}

/**
 * Timings of the hub (our choice, the spec is silent; they follow ASP.NET Core SignalR's defaults so
 * that the real client's own defaults fit them).
 */
export const HUB_TIMINGS = {
  /** The server pings an idle connection this often (the client's serverTimeout is 30 s). */
  keepAliveMs: 15_000,
  /** A long poll is held open at most this long, then answered empty (the client polls again). */
  longPollMs: 90_000,
  /** A connection not yet started, or a long-polling one not polled again, is dropped after this. */
  disconnectAfterMs: 30_000,
  /** The client must send its handshake within this time of opening the transport. */
  handshakeTimeoutMs: 15_000,
} as const;

/** The connection's state as the SPA's store holds it (visible in Redux DevTools). */
export type HubConnectionStatus = 'stopped' | 'connecting' | 'connected' | 'reconnecting';
