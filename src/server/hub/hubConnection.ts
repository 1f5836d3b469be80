/**
 * One SignalR connection (TransportProtocols.md): created by negotiate, then bound to one transport.
 * WebSockets push each record as a text frame; long polling queues records until the next poll takes
 * them. The connection reads the client's handshake and messages, pings, and closes itself; what to
 * send and when the session is over is decided by the hub (hubRegistry.ts). What a client may send at
 * once and what may wait for it are bounded (HUB_LIMITS): past a bound the connection is closed.
 */
import type { WebSocket } from 'ws';
import { HUB_METHODS, type HubArguments, type HubMethod } from '@/shared/hub';
import { HUB_LIMITS, LIMITS } from '@/shared/limits';
import {
  HUB_ERRORS,
  MessageType,
  PING,
  closeMessage,
  completionError,
  completionOk,
  handshakeResponse,
  invocation,
  parseMessage,
  readHandshake,
  splitRecords,
} from './hubProtocol';

export type HubTimings = {
  keepAliveMs: number;
  longPollMs: number;
  disconnectAfterMs: number;
  handshakeTimeoutMs: number;
};

/** Who the connection belongs to, and the token it last authenticated with (NeedRefreshToken follows it). */
export interface HubIdentity {
  userId: number;
  sessionId: string;
  tokenExpiresAt: Date;
}

export interface HubConnectionOptions {
  connectionId: string;
  /** The id the client sends as `?id=` (the connectionToken; the connectionId under negotiate version 0). */
  token: string;
  identity: HubIdentity;
  timings: HubTimings;
  clock: () => Date;
  /** Called once when the connection ends, whatever ended it. */
  onClosed: (connection: HubConnection) => void;
  /** The hub's server methods (hubMethods.ts): none when absent. */
  methods?: HubServerMethods;
}

/** A refusal of a server method, answered with its fixed text (HUB_ERRORS). */
export class HubMethodError extends Error {
  constructor(readonly answer: string) {
    super(answer);
  }
}

/** Server methods by target name; each may throw HubMethodError (any other error answers HUB_ERRORS.failed). */
export type HubServerMethods = Readonly<Record<string, (connection: HubConnection, args: readonly unknown[]) => Promise<void>>>;

type Transport = 'webSockets' | 'longPolling';

/** The answer of a poll: the records to send (possibly none), or null once the connection is over (204). */
export type PollResult = string | null;

export class HubConnection {
  readonly connectionId: string;
  readonly token: string;
  identity: HubIdentity;
  transport: Transport | null = null;
  private handshaken = false;
  private closed = false;
  private socket: WebSocket | null = null;
  private queue: string[] = [];
  /** UTF-8 bytes of `queue`. */
  private queuedBytes = 0;
  private waiting: { resolve: (result: PollResult) => void; timer: NodeJS.Timeout } | null = null;
  private lastPollEnded: number;
  private refreshTimer: NodeJS.Timeout | null = null;
  private refreshSentFor: number | null = null;
  private readonly keepAlive: NodeJS.Timeout;
  private readonly startTimer: NodeJS.Timeout;
  private readonly options: HubConnectionOptions;
  /** The server methods' work, one after the other (a StopEditing never overtakes its StartEditing), then the close's. */
  private work: Promise<void> = Promise.resolve();

  constructor(options: HubConnectionOptions) {
    this.options = options;
    this.connectionId = options.connectionId;
    this.token = options.token;
    this.identity = options.identity;
    this.lastPollEnded = Date.now();
    // A negotiated connection whose transport never arrives, or whose handshake never comes, is dropped.
    this.startTimer = setTimeout(() => {
      if (!this.handshaken) this.close();
    }, options.timings.disconnectAfterMs + options.timings.handshakeTimeoutMs);
    this.keepAlive = setInterval(() => this.tick(), options.timings.keepAliveMs);
    this.startTimer.unref();
    this.keepAlive.unref();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get isReady(): boolean {
    return this.handshaken && !this.closed;
  }

  /** Binds a WebSocket: its text frames are the client's records. */
  attachWebSocket(socket: WebSocket): void {
    this.transport = 'webSockets';
    this.socket = socket;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.close(HUB_ERRORS.binaryFrame);
        return;
      }
      this.receive(data.toString());
    });
    socket.on('close', () => this.close());
    socket.on('error', () => this.close());
  }

  /**
   * A long poll: answers at once with what is queued, otherwise waits for records up to longPollMs.
   * The very first poll answers at once and empty (the client waits for it to know the transport is up).
   */
  poll(): Promise<PollResult> {
    if (this.closed) return Promise.resolve(this.drain() || null);
    if (this.transport === null) {
      this.transport = 'longPolling';
      return Promise.resolve('');
    }
    // A newer poll replaces a waiting one, which answers empty.
    this.endPoll('');
    if (this.queue.length > 0) {
      this.lastPollEnded = Date.now();
      return Promise.resolve(this.drain());
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endPoll(''), this.options.timings.longPollMs);
      this.waiting = { resolve, timer };
    });
  }

  /** The client went away while its poll waited (the request was aborted). */
  abandonPoll(resolve?: (result: PollResult) => void): void {
    if (this.waiting && (!resolve || this.waiting.resolve === resolve)) this.endPoll('');
  }

  /** A token from a later request (a long poll): NeedRefreshToken follows its expiry. */
  updateToken(tokenExpiresAt: Date): void {
    if (tokenExpiresAt.getTime() <= this.identity.tokenExpiresAt.getTime()) return;
    this.identity = { ...this.identity, tokenExpiresAt };
    this.scheduleRefresh();
  }

  /** Text the client sent (a WebSocket frame or a long-polling POST body). */
  receive(text: string): void {
    if (this.closed) return;
    const records = splitRecords(text);
    if (records === null) {
      this.close(HUB_ERRORS.incompleteMessage);
      return;
    }
    // The batch's bytes are bounded by its transport (the POST's body limit, the WebSocket's maxPayload).
    if (records.length > HUB_LIMITS.maxBatchRecords) {
      this.close(HUB_ERRORS.tooManyRecords);
      return;
    }
    for (const record of records) {
      if (this.closed) return;
      if (!this.handshaken) {
        const result = readHandshake(record);
        this.send(handshakeResponse(result));
        if (!result.ok) {
          this.close(undefined, undefined, false);
          return;
        }
        this.handshaken = true;
        clearTimeout(this.startTimer);
        this.scheduleRefresh();
        continue;
      }
      this.handleMessage(record);
    }
  }

  /** Runs `task` after the connection's earlier server-method work (its errors are the task's own to handle). */
  serial(task: () => Promise<void>): Promise<void> {
    this.work = this.work.then(task, task);
    return this.work;
  }

  invoke<M extends HubMethod>(method: M, args: HubArguments[M]): void {
    if (this.isReady) this.send(invocation(method, args));
  }

  /**
   * Ends the connection: a Close message (when the handshake was done and a message is worth
   * sending), then the transport. A waiting poll takes the Close message; later polls answer 204.
   */
  close(error?: string, allowReconnect?: boolean, sendClose = true): void {
    if (this.closed) return;
    // Unbounded: the Close message goes out even when it is the bound that ends the connection.
    if (this.handshaken && sendClose) this.send(closeMessage(error, allowReconnect), false);
    this.closed = true;
    clearInterval(this.keepAlive);
    clearTimeout(this.startTimer);
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    if (this.socket) {
      const socket = this.socket;
      this.socket = null;
      socket.close(1000);
    }
    if (this.waiting) this.endPoll(this.drain() || null);
    this.options.onClosed(this);
  }

  private handleMessage(record: string): void {
    const message = parseMessage(record);
    if (message === null) {
      this.close(HUB_ERRORS.invalidMessage);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation: {
        const method = this.options.methods && Object.hasOwn(this.options.methods, message.target) ? this.options.methods[message.target] : undefined;
        if (method) {
          this.runMethod(message.invocationId, () => method(this, message.arguments));
          return;
        }
        // An unknown method fails, and one without an id is ignored. The answer is a fixed text: echoing
        // the client's target let it make the server hold what it sent.
        if (message.invocationId !== null) this.send(completionError(message.invocationId, HUB_ERRORS.unknownMethod));
        return;
      }
      case MessageType.StreamInvocation:
        // No streaming methods.
        if (message.invocationId !== null) this.send(completionError(message.invocationId, HUB_ERRORS.unknownMethod));
        return;
      case MessageType.Close:
        this.close(undefined, undefined, false);
        return;
      default:
        return; // Ping and the rest: nothing to answer.
    }
  }

  /** Runs a server method in turn, and answers its Completion when the client asked for one (an id). */
  private runMethod(invocationId: string | null, call: () => Promise<void>): void {
    void this.serial(async () => {
      let answer: string | null = null;
      try {
        await call();
      } catch (error) {
        answer = error instanceof HubMethodError ? error.answer : HUB_ERRORS.failed;
      }
      if (invocationId !== null) this.send(answer === null ? completionOk(invocationId) : completionError(invocationId, answer));
    });
  }

  private tick(): void {
    if (this.closed) return;
    if (this.handshaken) this.send(PING);
    // A long-polling client that stopped polling is gone.
    if (this.transport === 'longPolling' && !this.waiting && Date.now() - this.lastPollEnded > this.options.timings.disconnectAfterMs) this.close();
  }

  /** NeedRefreshToken LIMITS.tokenRefreshWindowMs before the current token expires, once per token. */
  private scheduleRefresh(): void {
    if (!this.handshaken || this.closed) return;
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    const expiresAt = this.identity.tokenExpiresAt.getTime();
    if (this.refreshSentFor === expiresAt) return;
    const due = expiresAt - LIMITS.tokenRefreshWindowMs - this.options.clock().getTime();
    const fire = () => {
      this.refreshTimer = null;
      this.refreshSentFor = expiresAt;
      this.invoke(HUB_METHODS.needRefreshToken, []);
    };
    if (due <= 0) fire();
    else {
      this.refreshTimer = setTimeout(fire, due);
      this.refreshTimer.unref();
    }
  }

  /**
   * Sends a record, or queues it for the next poll. `bounded`: what waits for the client (the queue, a
   * WebSocket's unsent bytes) past HUB_LIMITS closes the connection; a client that sends but never
   * reads would otherwise make the server hold all it answers.
   */
  private send(text: string, bounded = true): void {
    if (this.closed) return;
    if (this.socket) {
      this.socket.send(text);
      if (bounded && this.socket.bufferedAmount > HUB_LIMITS.maxQueuedBytes) this.close(HUB_ERRORS.tooManyQueued);
      return;
    }
    this.queue.push(text);
    this.queuedBytes += Buffer.byteLength(text);
    if (this.waiting) this.endPoll(this.drain());
    else if (bounded && (this.queue.length > HUB_LIMITS.maxQueuedRecords || this.queuedBytes > HUB_LIMITS.maxQueuedBytes)) {
      // What the client did not take is dropped: only the Close message waits for its next poll.
      this.drain();
      this.close(HUB_ERRORS.tooManyQueued);
    }
  }

  private drain(): string {
    const text = this.queue.join('');
    this.queue = [];
    this.queuedBytes = 0;
    return text;
  }

  private endPoll(result: PollResult): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    this.lastPollEnded = Date.now();
    waiting.resolve(result);
  }
}
