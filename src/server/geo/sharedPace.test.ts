import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { createRateGate, GateFullError } from './rateGate';
import { reservePaceSlot, sharedPace } from './sharedPace';

const T0 = new Date('2026-11-29T10:00:00Z').getTime();
const INTERVAL = 1_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('reservePaceSlot', () => {
  it('gives callers from any process start instants one interval apart, and refuses one that would wait too long', async () => {
    const reserve = (at: number) => reservePaceSlot(database.db, 'pace:test', INTERVAL, 2 * INTERVAL, new Date(at));
    expect(await reserve(T0)).toBe(T0);
    expect(await reserve(T0 + 10)).toBe(T0 + INTERVAL);
    expect(await reserve(T0 + 20)).toBe(T0 + 2 * INTERVAL);
    // The next free instant is T0 + 3 s, more than 2 s away: refused, and no slot taken.
    expect(await reserve(T0 + 30)).toBeNull();
    expect(await reserve(T0 + 1_500)).toBe(T0 + 3 * INTERVAL);
    // Once the pace has been idle, a call starts at once.
    expect(await reserve(T0 + 60_000)).toBe(T0 + 60_000);
  });

  it('hands out distinct slots to concurrent callers', async () => {
    const starts = await Promise.all(Array.from({ length: 20 }, () => reservePaceSlot(database.db, 'pace:concurrent', INTERVAL, 60 * INTERVAL, new Date(T0))));
    expect([...starts].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 20 }, (_, i) => T0 + i * INTERVAL));
  });
});

describe('a rate gate with the shared pace', () => {
  it('waits for the slot another process left, and refuses when none is free soon enough', async () => {
    let clock = T0 + 120_000;
    const slept: number[] = [];
    const gate = (maxWaitMs: number) =>
      createRateGate({
        intervalMs: INTERVAL,
        maxWaiting: 5,
        reserve: sharedPace(database.db, 'gate', INTERVAL, maxWaitMs, { warn: () => undefined }, () => clock),
        now: () => clock,
        sleep: async (ms) => {
          slept.push(ms);
          clock += ms;
        },
      });
    const [a, b] = [gate(5 * INTERVAL), gate(5 * INTERVAL)];
    expect(await a.run(async () => 'a')).toBe('a');
    // B's own pace is free, but A took the installation's slot: B waits for the next.
    expect(await b.run(async () => 'b')).toBe('b');
    expect(slept).toEqual([INTERVAL]);
    await expect(gate(0).run(async () => 'c')).rejects.toBeInstanceOf(GateFullError);
  });

  it("keeps the process's own pace when the database fails, with a warning", async () => {
    const unreachable = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port: 1, max: 1 }) }) });
    const warnings: object[] = [];
    try {
      const reserve = sharedPace(unreachable, 'down', INTERVAL, INTERVAL, { warn: (details) => void warnings.push(details) }, () => T0);
      expect(await reserve()).toBe(T0);
      expect(warnings).toHaveLength(1);
    } finally {
      await unreachable.destroy();
    }
  });
});
