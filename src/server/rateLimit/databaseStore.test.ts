import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { databaseStore, hitRateLimit, purgeRateLimits, readRateLimit } from './databaseStore';

const WINDOW_MS = 60_000;
const T0 = new Date('2026-11-29T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('hitRateLimit', () => {
  it('counts the hits of a key in its window and answers the time left', async () => {
    expect(await hitRateLimit(database.db, 'count', WINDOW_MS, 5, T0)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await hitRateLimit(database.db, 'count', WINDOW_MS, 5, at(1_000))).toEqual({ current: 2, ttl: WINDOW_MS - 1_000 });
    expect(await hitRateLimit(database.db, 'count', WINDOW_MS, 5, at(59_999))).toEqual({ current: 3, ttl: 1 });
    // Another key counts alone.
    expect(await hitRateLimit(database.db, 'other', WINDOW_MS, 5, at(2_000))).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('starts a new window once the old one is over', async () => {
    await hitRateLimit(database.db, 'reset', WINDOW_MS, 5, T0);
    await hitRateLimit(database.db, 'reset', WINDOW_MS, 5, at(10));
    expect(await hitRateLimit(database.db, 'reset', WINDOW_MS, 5, at(WINDOW_MS))).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await hitRateLimit(database.db, 'reset', WINDOW_MS, 5, at(WINDOW_MS + 500))).toEqual({ current: 2, ttl: WINDOW_MS - 500 });
  });

  it('with continueExceeding, a hit over the limit starts the window again', async () => {
    for (let i = 0; i < 2; i += 1) await hitRateLimit(database.db, 'continue', WINDOW_MS, 2, T0, true);
    expect(await hitRateLimit(database.db, 'continue', WINDOW_MS, 2, at(30_000), true)).toEqual({ current: 3, ttl: WINDOW_MS });
  });

  it('counts every one of concurrent hits exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => hitRateLimit(database.db, 'concurrent', WINDOW_MS, 10, T0)));
    expect(answers.map((a) => a.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await readRateLimit(database.db, 'concurrent', T0)).toEqual({ current: 50, ttl: WINDOW_MS });
  });

  it('reads without counting, and housekeeping deletes only the windows that are over', async () => {
    await hitRateLimit(database.db, 'old', WINDOW_MS, 5, T0);
    await hitRateLimit(database.db, 'young', WINDOW_MS, 5, at(30_000));
    expect(await readRateLimit(database.db, 'young', at(30_000))).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await readRateLimit(database.db, 'old', at(WINDOW_MS))).toEqual({ current: 0, ttl: 0 });
    expect(await purgeRateLimits(database.db, at(WINDOW_MS))).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom('rate_limit').select('key').where('key', 'in', ['old', 'young']).execute();
    expect(left.map((r) => r.key)).toEqual(['young']);
  });
});

/** A server with one limited route, counting in `db`. */
async function limitedServer(db: Kysely<Database>, warnings: unknown[] = []): Promise<FastifyInstance> {
  const app = Fastify();
  const log = app.log.child({});
  log.warn = (...args: unknown[]) => void warnings.push(args);
  await app.register(rateLimit, { global: false, store: databaseStore({ db, clock: () => T0, log }), skipOnError: true });
  app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: WINDOW_MS } } }, async () => 'ok');
  await app.ready();
  return app;
}

describe('databaseStore with @fastify/rate-limit', () => {
  it('makes two servers on one database count the same hits', async () => {
    const [a, b] = [await limitedServer(database.db), await limitedServer(database.db)];
    try {
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await app.inject({ url: '/limited', remoteAddress: '192.0.2.1' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await a.inject({ url: '/limited', remoteAddress: '192.0.2.1' });
      expect(refused.headers['retry-after']).toBe('60');
      // Another address has its own count.
      expect((await b.inject({ url: '/limited', remoteAddress: '192.0.2.2' })).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('fails open: a database error lets the request through and is logged', async () => {
    // Nothing listens on port 1: every statement fails at once.
    const unreachable = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port: 1, max: 1 }) }) });
    const warnings: unknown[] = [];
    const app = await limitedServer(unreachable, warnings);
    try {
      for (let i = 0; i < 5; i += 1) expect((await app.inject({ url: '/limited' })).statusCode).toBe(200);
      expect(warnings).toHaveLength(5);
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});
