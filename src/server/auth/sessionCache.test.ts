/**
 * The session cache (sessionCache.ts): what it serves, and that every change to a session, a user or
 * their profiles drops it — through the triggers of m0030 and the change bus, whoever made the change
 * (here: plain SQL, as an administrator or a script would). Both engines.
 */
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_PATHS, type Envelope } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import type { Change, ChangeBus, ChangeTopic } from '../db/changeBus';
import type { Database } from '../db/schema';
import { testAppForSuite } from '../test/testApp';
import { hashPassword } from './passwordHash';
import { SessionCache } from './sessionCache';

/** A bus driven by the test. */
function fakeBus(): ChangeBus & { hear(change: Change): void; setLive(live: boolean): void } {
  const handlers: ((change: Change) => void)[] = [];
  const liveHandlers: ((live: boolean) => void)[] = [];
  let live = true;
  return {
    on<T extends ChangeTopic>(topic: T, handler: (change: Extract<Change, { topic: T }>) => void) {
      if (topic === 'sessions') handlers.push(handler as (change: Change) => void);
    },
    get live() {
      return live;
    },
    onLive: (handler) => liveHandlers.push(handler),
    close: async () => undefined,
    hear: (change) => handlers.forEach((h) => h(change)),
    setLive: (now) => {
      live = now;
      liveHandlers.forEach((h) => h(now));
    },
  };
}

describe('SessionCache', () => {
  it('serves what it was given until a change of that user, of everyone, or its lifetime', () => {
    const bus = fakeBus();
    const cache = new SessionCache<string>(bus, { maxEntries: 10, ttlMs: 1000 });
    cache.set('a', 1, 'row a', 0, cache.ticket());
    cache.set('b', 2, 'row b', 0, cache.ticket());
    expect([cache.get('a', 10), cache.get('b', 10)]).toEqual(['row a', 'row b']);
    bus.hear({ topic: 'sessions', userIds: [1] });
    expect([cache.get('a', 10), cache.get('b', 10)]).toEqual([undefined, 'row b']);
    bus.hear({ topic: 'sessions', userIds: 'all' });
    expect(cache.get('b', 10)).toBeUndefined();
    cache.set('c', 3, 'row c', 0, cache.ticket());
    expect(cache.get('c', 999)).toBe('row c');
    expect(cache.get('c', 1000)).toBeUndefined();
  });

  it('keeps nothing read across a change, serves nothing while the bus is not live, and forgets all when it comes back', () => {
    const bus = fakeBus();
    const cache = new SessionCache<string>(bus, { maxEntries: 10, ttlMs: 1000 });
    const ticket = cache.ticket();
    bus.hear({ topic: 'sessions', userIds: [9] });
    cache.set('a', 1, 'read before the change', 0, ticket);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 1, 'row a', 0, cache.ticket());
    bus.setLive(false);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('b', 2, 'row b', 0, cache.ticket());
    bus.setLive(true);
    expect([cache.get('a', 1), cache.get('b', 1), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('evicts the entry used least lately beyond its size', () => {
    const cache = new SessionCache<string>(fakeBus(), { maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1, 'a', 0, cache.ticket());
    cache.set('b', 2, 'b', 0, cache.ticket());
    cache.get('a', 1);
    cache.set('c', 3, 'c', 0, cache.ticket());
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual(['a', undefined, 'c']);
  });
});

describe('requests and the session cache', () => {
  const t = testAppForSuite({ sessionCache: true });
  const db = (): Kysely<Database> => t.database.db;

  async function signedIn(username: string): Promise<string> {
    await db()
      .insertInto('app_user')
      .values({ username, display_name: `${username} antes`, password_hash: await hashPassword('Cache#Pass123'), status: UserStatus.Active })
      .execute();
    return t.loginToken(username, 'Cache#Pass123');
  }
  const me = async (token: string) => (await t.call<{ displayName: string }>({ method: 'GET', url: ACCOUNT_PATHS.me, token })).body as Envelope<{ displayName: string }>;
  /** Asks until `done` holds (the change bus delivers at commit, a moment later on PostgreSQL), bounded. */
  async function eventually(token: string, done: (answer: Envelope<{ displayName: string }>) => boolean): Promise<Envelope<{ displayName: string }>> {
    let answer = await me(token);
    for (let attempt = 0; attempt < 100 && !done(answer); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await me(token);
    }
    return answer;
  }

  it('reads a request’s caller from the cache, and drops it when the user changes by plain SQL', async () => {
    const token = await signedIn('cache-reader');
    expect((await me(token)).data.displayName).toBe('cache-reader antes');
    // Without the trigger nobody tells the cache: the request is answered from it.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`ALTER TABLE app_user DISABLE TRIGGER app_user_changed`.execute(trx);
        await trx.updateTable('app_user').set({ display_name: 'sem aviso' }).where('username', '=', 'cache-reader').execute();
        await sql`ALTER TABLE app_user ENABLE TRIGGER app_user_changed`.execute(trx);
      });
    expect((await me(token)).data.displayName).toBe('cache-reader antes');
    // With it, the change reaches the cache at commit.
    await db().updateTable('app_user').set({ display_name: 'cache-reader depois' }).where('username', '=', 'cache-reader').execute();
    expect((await eventually(token, (a) => a.data?.displayName === 'cache-reader depois')).data.displayName).toBe('cache-reader depois');
  });

  it('answers -33 once the session is ended or the user blocked by plain SQL', async () => {
    const ended = await signedIn('cache-ended');
    const blocked = await signedIn('cache-blocked');
    expect([(await me(ended)).code, (await me(blocked)).code]).toEqual([0, 0]);
    await db()
      .updateTable('session')
      .set({ ended_at: new Date() })
      .where('user_id', '=', db().selectFrom('app_user').select('id').where('username', '=', 'cache-ended'))
      .execute();
    await db().updateTable('app_user').set({ status: UserStatus.Blocked }).where('username', '=', 'cache-blocked').execute();
    expect((await eventually(ended, (a) => a.code !== 0)).code).toBe(ErrorCode.SessionInvalid);
    expect((await eventually(blocked, (a) => a.code !== 0)).code).toBe(ErrorCode.SessionInvalid);
  });

  it('answers -33 once every session is emptied at once (TRUNCATE fires no row trigger)', async () => {
    const token = await signedIn('cache-truncated');
    expect((await me(token)).code).toBe(0);
    await sql`TRUNCATE session`.execute(db());
    expect((await eventually(token, (a) => a.code !== 0)).code).toBe(ErrorCode.SessionInvalid);
  });
});
