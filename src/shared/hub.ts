/**
 * The real-time hub's contract (SPEC §7, §9; issue 12 §1), shared by the server's SignalR endpoint
 * (src/server/hub) and the SPA's connection (src/web/features/hub). The path itself is HUB_PATH in
 * limits.ts, under API_BASE.
 */
import type { BulkJobStatus } from './bulk';
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
  /** Progress of one of the user's bulk jobs (issue 30 §1): [BulkJobStatus]. */
  sendBulkStatus: 'SendBulkStatus',
  /** Who has a record version open for editing changed (issue 31 §2): [PresenceChange], to each user present on it. */
  presenceChanged: 'PresenceChanged',
  /** Another user saved a version the user has open for editing (issue 31 §2): [RecordSave]. */
  recordSaved: 'RecordSaved',
} as const;
export type HubMethod = (typeof HUB_METHODS)[keyof typeof HUB_METHODS];

/**
 * Which record version a workflow action changed, and how: not the record's name, nothing a reader of its
 * audit trail could not see (only they are told).
 */
export interface RecordChange {
  /** As the record routes name kinds (RecordKindName). */
  kind: string;
  id: number;
  version: number;
  /** The RecordActionName. */
  action: string;
  /** Who acted, as screens name them, and when (ISO instant) — issue 31 §2; absent on an undo. */
  by?: string;
  at?: string;
}

/**
 * The server methods a client invokes (issue 31 §2), each with (kind, id, version): the caller has that
 * record version open for editing, or no longer. Answered with a Completion (an error text when refused).
 */
export const HUB_SERVER_METHODS = {
  startEditing: 'StartEditing',
  stopEditing: 'StopEditing',
} as const;
export type HubServerMethod = (typeof HUB_SERVER_METHODS)[keyof typeof HUB_SERVER_METHODS];

/** One user editing a version: the display name (what the edit page says) and since when (ISO instant). */
export interface PresenceEditor {
  userId: number;
  displayName: string;
  since: string;
}

/** Everyone who has this version open for editing now (the receiver included: the SPA leaves itself out). */
export interface PresenceChange {
  kind: string;
  id: number;
  version: number;
  editors: PresenceEditor[];
}

/**
 * Who saved a version that others have open for editing, and when: their own save would now be refused
 * as a concurrent change (-14). `savedAs` is the new draft's version when a published version was saved.
 */
export interface RecordSave {
  kind: string;
  id: number;
  version: number;
  savedAs: number;
  userId: number;
  displayName: string;
  at: string;
}

/** The HTTP route of presence, under API_BASE: a closing page leaves at once (presenceRoutes.ts). */
export const PRESENCE_PATHS = {
  leave: '/presence/leave',
} as const;

/** The arguments each target carries. */
export interface HubArguments {
  SendNotification: [NotifiedItem];
  SendImportStatus: [ImportStatus];
  NeedRefreshToken: [];
  RecordChanged: [RecordChange];
  SendBulkStatus: [BulkJobStatus];
  PresenceChanged: [PresenceChange];
  RecordSaved: [RecordSave];
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
