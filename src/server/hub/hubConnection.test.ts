/** One connection's life without a server: long polling's queue, the handshake, keep-alive and the timers that drop it. */
import { HUB_METHODS } from '@/shared/hub';
import { LIMITS } from '@/shared/limits';
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
