/** One connection's life without a server: long polling's queue, the handshake, keep-alive and the timers that drop it. */
import type { WebSocket } from 'ws';
import { HUB_METHODS } from '@/shared/hub';
import { HUB_LIMITS, LIMITS } from '@/shared/limits';
import { HubConnection, type HubTimings } from './hubConnection';
import { RECORD_SEPARATOR as RS } from './hubProtocol';

const timings: HubTimings = { keepAliveMs: 1000, longPollMs: 5000, disconnectAfterMs: 3000, handshakeTimeoutMs: 2000 };
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

let closed: HubConnection[];
beforeEach(() => {
  jest.useFakeTimers();
  closed = [];
});
afterEach(() => jest.useRealTimers());

function connection(overrides: Partial<HubTimings> = {}, tokenExpiresInMs = 60 * 60_000): HubConnection {
  return new HubConnection({
    connectionId: 'c',
    token: 't',
    identity: { userId: 1, sessionId: 's', tokenExpiresAt: new Date(Date.now() + tokenExpiresInMs) },
    timings: { ...timings, ...overrides },
    clock: () => new Date(),
    onClosed: (c) => closed.push(c),
  });
}

/** A long-polling connection past its first (immediate) poll and its handshake. */
async function started(c = connection()): Promise<HubConnection> {
  expect(await c.poll()).toBe('');
  c.receive(HANDSHAKE);
  expect(await c.poll()).toBe(`{}${RS}`);
  return c;
}

it('queues records for the next poll, and a waiting poll takes them at once', async () => {
  const c = await started();
  const waiting = c.poll();
  c.invoke(HUB_METHODS.needRefreshToken, []);
  expect(await waiting).toBe(`{"type":1,"target":"NeedRefreshToken","arguments":[]}${RS}`);
});

it('pings every keepAliveMs, and answers a held poll empty after longPollMs', async () => {
  const c = await started();
  const waiting = c.poll();
  await jest.advanceTimersByTimeAsync(timings.keepAliveMs);
  expect(await waiting).toBe(`{"type":6}${RS}`);
  const quiet = await started(connection({ keepAliveMs: 60_000 }));
  const held = quiet.poll();
  await jest.advanceTimersByTimeAsync(timings.longPollMs);
  expect(await held).toBe('');
});

it('drops a long-polling client that stops polling after disconnectAfterMs', async () => {
  const c = await started();
  await jest.advanceTimersByTimeAsync(timings.disconnectAfterMs + timings.keepAliveMs);
  expect(c.isClosed).toBe(true);
  expect(closed).toEqual([c]);
  // Its queued records (pings, Close) go to a late poll; after that it answers 204.
  expect(await c.poll()).toContain('"type":7');
  expect(await c.poll()).toBeNull();
});

it('drops a connection whose handshake never comes', async () => {
  const c = connection();
  await jest.advanceTimersByTimeAsync(timings.disconnectAfterMs + timings.handshakeTimeoutMs);
  expect(c.isClosed).toBe(true);
});

it('closes on a Close message from the client, and the waiting poll answers 204', async () => {
  const c = await started();
  const waiting = c.poll();
  c.receive(`{"type":7}${RS}`);
  expect(await waiting).toBeNull();
  expect(closed).toEqual([c]);
});

it('sends NeedRefreshToken once per token, tokenRefreshWindowMs before its expiry', async () => {
  const c = await started(connection({ keepAliveMs: 60_000, longPollMs: 60_000 }, LIMITS.tokenRefreshWindowMs + 10_000));
  const first = c.poll();
  await jest.advanceTimersByTimeAsync(9_999);
  const beforeDue = await Promise.race([first, Promise.resolve('still waiting')]);
  expect(beforeDue).toBe('still waiting');
  await jest.advanceTimersByTimeAsync(1);
  expect(await first).toBe(`{"type":1,"target":"NeedRefreshToken","arguments":[]}${RS}`);
  // Not again for the same token.
  const second = c.poll();
  await jest.advanceTimersByTimeAsync(20_000);
  expect(await Promise.race([second, Promise.resolve('still waiting')])).toBe('still waiting');
  // A later token (a poll with a refreshed one) is followed again: already in its window, at once.
  c.updateToken(new Date(Date.now() + LIMITS.tokenRefreshWindowMs - 1));
  expect(await second).toContain('NeedRefreshToken');
});

describe('bounds (issue 28 §4)', () => {
  const invoke = (id: string, target = 'Nothing', args: unknown[] = []) => JSON.stringify({ type: 1, invocationId: id, target, arguments: args }) + RS;
  const closeRecord = (text: string | null) => (text ?? '').split(RS).find((record) => record.includes('"type":7'));

  it('answers an unknown invocation with a fixed error, never with the text the client sent', async () => {
    const c = await started();
    c.receive(invoke('1', '<img src=x>'.repeat(100), ['x'.repeat(10_000)]));
    expect(await c.poll()).toBe(`{"type":3,"invocationId":"1","error":"Unknown hub method."}${RS}`);
    expect(c.isClosed).toBe(false);
  });

  it('closes a long-polling connection that does not poll once its queue passes the bound, and drops the queue', async () => {
    const c = await started();
    const batch = Array.from({ length: HUB_LIMITS.maxBatchRecords }, (_, i) => invoke(String(i))).join('');
    let sent = 0;
    while (!c.isClosed && sent < 2 * HUB_LIMITS.maxQueuedRecords) {
      c.receive(batch);
      sent += HUB_LIMITS.maxBatchRecords;
    }
    expect(c.isClosed).toBe(true);
    expect(sent).toBeLessThanOrEqual(HUB_LIMITS.maxQueuedRecords + HUB_LIMITS.maxBatchRecords);
    // The next poll takes only the Close message, with its error; then the connection is over.
    const last = await c.poll();
    expect(last).toBe(`{"type":7,"error":"Too many messages waiting for the client."}${RS}`);
    expect(await c.poll()).toBeNull();
    expect(closed).toEqual([c]);
  });

  it('closes a long-polling connection whose queued bytes pass the bound', async () => {
    const c = await started();
    // Few records, each long: what the hub itself sends (notifications) to a client that stopped polling.
    const item = { id: 1, actionId: 1, title: 't', body: 'b'.repeat(10_000), createdAt: '', read: false, event: null, record: null, actor: null };
    let sent = 0;
    while (!c.isClosed && sent < HUB_LIMITS.maxQueuedRecords) {
      c.invoke(HUB_METHODS.sendNotification, [item]);
      sent++;
    }
    expect(c.isClosed).toBe(true);
    expect(sent).toBeLessThanOrEqual(Math.ceil(HUB_LIMITS.maxQueuedBytes / item.body.length) + 1);
    expect(await c.poll()).toBe(`{"type":7,"error":"Too many messages waiting for the client."}${RS}`);
  });

  it('closes a connection that sends more records in one batch than the bound', async () => {
    const c = await started();
    c.receive(`{"type":6}${RS}`.repeat(HUB_LIMITS.maxBatchRecords));
    expect(c.isClosed).toBe(false);
    c.receive(`{"type":6}${RS}`.repeat(HUB_LIMITS.maxBatchRecords + 1));
    expect(c.isClosed).toBe(true);
    expect(closeRecord(await c.poll())).toBe('{"type":7,"error":"Too many messages in one batch."}');
  });

  it('closes a connection whose invocation id is longer than the bound, without echoing it', async () => {
    const c = await started();
    c.receive(invoke('i'.repeat(HUB_LIMITS.maxInvocationIdLength + 1)));
    expect(c.isClosed).toBe(true);
    expect(await c.poll()).toBe(`{"type":7,"error":"Invalid message received."}${RS}`);
  });

  it('closes a WebSocket connection whose unsent bytes pass the bound (a client that sends but never reads)', () => {
    const c = connection();
    const sent: string[] = [];
    let closedWith: number | null = null;
    // A socket that never gets its frames out: everything sent stays buffered.
    const socket = {
      bufferedAmount: 0,
      on: () => socket,
      send: (text: string) => {
        sent.push(text);
        socket.bufferedAmount += Buffer.byteLength(text);
      },
      close: (code: number) => {
        closedWith = code;
      },
    };
    c.attachWebSocket(socket as unknown as WebSocket);
    c.receive(HANDSHAKE);
    const batch = Array.from({ length: HUB_LIMITS.maxBatchRecords }, (_, i) => invoke(String(i))).join('');
    for (let i = 0; i < 2 * HUB_LIMITS.maxQueuedRecords && !c.isClosed; i++) c.receive(batch);
    expect(c.isClosed).toBe(true);
    expect(socket.bufferedAmount).toBeLessThan(HUB_LIMITS.maxQueuedBytes + 1024);
    expect(sent.at(-1)).toBe(`{"type":7,"error":"Too many messages waiting for the client."}${RS}`);
    expect(closedWith).toBe(1000);
  });
});
