/**
 * The subset of ASP.NET Core SignalR's JSON hub protocol (HubProtocol.md, version 1) this server
 * speaks: text frames of JSON records, each ended by the record separator 0x1E; the handshake; and
 * the messages a server that only invokes client targets needs. Pure functions, no I/O.
 */

import { HUB_LIMITS } from '@/shared/limits';

export const RECORD_SEPARATOR = '\u001e';

/**
 * Every error text the server puts in a Completion or a Close message: fixed, English (the protocol's
 * language, as ASP.NET's; the SPA never shows them), and never the client's own text.
 */
export const HUB_ERRORS = {
  unknownMethod: 'Unknown hub method.',
  binaryFrame: 'Binary frames are not supported.',
  incompleteMessage: 'Incomplete message received.',
  invalidMessage: 'Invalid message received.',
  messageTooLarge: 'Message too large.',
  tooManyRecords: 'Too many messages in one batch.',
  tooManyQueued: 'Too many messages waiting for the client.',
  sessionEnded: 'Session ended.',
  shuttingDown: 'Server is shutting down.',
  /** A server method's arguments are not what it takes (issue 31 §2). */
  invalidArguments: 'Invalid arguments.',
  /** The caller may not do this (the record is not theirs to edit, or not readable: the same answer). */
  refused: 'Not allowed.',
  /** The server method failed on the server's side. */
  failed: 'The invocation failed.',
} as const;

/** Message types of HubProtocol.md. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The only protocol and version this server accepts in a handshake. */
export const SUPPORTED_PROTOCOL = { protocol: 'json', version: 1 } as const;

/** A message the client sent, reduced to what the server acts on. */
export type ClientMessage =
  | { type: typeof MessageType.Invocation | typeof MessageType.StreamInvocation; invocationId: string | null; target: string; arguments: unknown[] }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close }
  /** Completion, StreamItem, CancelInvocation, and types of later protocol versions: nothing to do. */
  | { type: 'ignored' };

/**
 * Splits a text frame into its records. Every record must end with the separator; the spec allows
 * several records in one frame (and the JS client sends the handshake followed by messages).
 * Answers null when the text does not end with a separator (an incomplete record).
 */
export function splitRecords(text: string): string[] | null {
  if (text.length === 0) return [];
  if (!text.endsWith(RECORD_SEPARATOR)) return null;
  return text.slice(0, -1).split(RECORD_SEPARATOR);
}

/** One record of the outgoing stream. */
export function frame(message: unknown): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Checks a handshake request record: only {"protocol":"json","version":1} is accepted. */
export function readHandshake(record: string): HandshakeResult {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof request !== 'object' || request === null) return { ok: false, error: 'Handshake request is not an object.' };
  const { protocol, version } = request as Record<string, unknown>;
  if (typeof protocol !== 'string' || typeof version !== 'number') return { ok: false, error: 'Handshake request lacks protocol or version.' };
  if (protocol !== SUPPORTED_PROTOCOL.protocol) return { ok: false, error: `The protocol '${protocol}' is not supported.` };
  if (version !== SUPPORTED_PROTOCOL.version) return { ok: false, error: `The server does not support version ${version} of the '${protocol}' protocol.` };
  return { ok: true };
}

/** The handshake's answer: `{}` on success, `{"error": …}` otherwise. */
export function handshakeResponse(result: HandshakeResult): string {
  return frame(result.ok ? {} : { error: result.error });
}

/**
 * Parses one record; null when it is not a hub message (bad JSON, no numeric type), or when its
 * invocationId, which the answer must echo, is longer than HUB_LIMITS.maxInvocationIdLength.
 */
export function parseMessage(record: string): ClientMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const { type, invocationId, target, arguments: args } = message as Record<string, unknown>;
  if (typeof type !== 'number') return null;
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      if (typeof target !== 'string') return null;
      if (typeof invocationId === 'string' && invocationId.length > HUB_LIMITS.maxInvocationIdLength) return null;
      // The arguments are the server method's to check (an absent list is none).
      return { type, target, invocationId: typeof invocationId === 'string' ? invocationId : null, arguments: Array.isArray(args) ? (args as unknown[]) : [] };
    case MessageType.Ping:
      return { type };
    case MessageType.Close:
      return { type };
    default:
      return { type: 'ignored' };
  }
}

/** The server invokes a client target without expecting an answer (no invocationId). */
export function invocation(target: string, args: readonly unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

/** A server method's success (it returns nothing). */
export function completionOk(invocationId: string): string {
  return frame({ type: MessageType.Completion, invocationId });
}

export function completionError(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}

export const PING = frame({ type: MessageType.Ping });

export function closeMessage(error?: string, allowReconnect?: boolean): string {
  return frame({ type: MessageType.Close, ...(error !== undefined && { error }), ...(allowReconnect !== undefined && { allowReconnect }) });
}
