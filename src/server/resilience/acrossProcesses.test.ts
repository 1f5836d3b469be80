/**
 * What must hold across server processes (issue 33 §2), each part a case that would fail if the state
 * lived in one process's memory: two real servers (main.ts) on one PostgreSQL database, process A and
 * process B, started once for the whole file (a child costs seconds to start).
 *   - the login rate limit counts the hits taken by A and B together (rateLimit/databaseStore.ts);
 *   - login throttling counts wrong passwords given to A and B together (auth/loginThrottle.ts);
 *   - a sign-out, a block or a profile change made through A counts on B at once, for its requests and
 *     for the hub connections B holds and for the sessions B caches (the triggers of m0030, auth/sessionCache.ts);
 *   - open data settings saved through A apply on B at once, though B caches them (db/changeBus.ts).
 * Every login comes "from" its own address (X-Forwarded-For, the servers trust the loopback proxy), so
 * the per-address limits of one case never touch another. Only with TEST_DATABASE_URL: the embedded
 * database serves one process.
 */
import { randomBytes } from 'node:crypto';
import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { ACCOUNT_PATHS, type Envelope } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { HUB_SERVER_METHODS, HUB_TIMINGS } from '@/shared/hub';
import { Permission } from '@/shared/permissions';
import type { SavedRecord } from '@/shared/records/contract';
import { OPEN_DATA_PATHS } from '@/shared/openData';
import { emptyEntity } from '@/shared/records/entity';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase';
import { closed, hubClient } from '../hub/hubTestClient';
import { encryptPassword } from '../test/encryptPassword';
import { createPostgresDatabase, testConfig, usesPostgres, TEST_ADMIN_PASSWORD } from '../test/testDatabase';
import { createTestUser, entityIdByCode } from '../test/users';
import { START_TIMEOUT_MS, startServer, type ServerProcess } from './serverProcess';

const PASSWORD = 'Across#2026';
/** Small, so that the rate-limit case reaches it in a few calls. */
const LOGIN_LIMIT = 5;
/**
 * A hub connection of an ended session must close well before its process's own periodic check (every
 * keep-alive) could have closed it: only the message through the database can do it that soon.
 */
const AT_ONCE_MS = HUB_TIMINGS.keepAliveMs / 3;

const describePostgres = usesPostgres() ? describe : describe.skip;

interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

let addresses = 0;
/** A client address no other call of this file uses (TEST-NET-2). */
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

describePostgres('two server processes on one PostgreSQL database share limits, throttling and sessions', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle | null = null;
  const servers: ServerProcess[] = [];
  let a = '';
  let b = '';
  let publicKey = '';
  let admin = '';

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT), TRUST_PROXY: 'loopback' };
    // One after the other: the first migrates and seeds the database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    [a, b] = servers.map((s) => s.base) as [string, string];
    handle = await createDatabase({ ...testConfig(), databaseUrl: database.url });
    publicKey = (await call<{ publicKey: string }>(a, 'GET', ACCOUNT_PATHS.loginSettings)).body.data.publicKey;
    admin = await login(a, 'admin', TEST_ADMIN_PASSWORD);
  }, 3 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    await database?.drop();
  }, START_TIMEOUT_MS);

  async function call<T>(base: string, method: string, url: string, options: { token?: string; body?: unknown; from?: string } = {}): Promise<Answer<T>> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.from && { 'x-forwarded-for': options.from }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
  }

  const attempt = (base: string, username: string, password: string, from: string) =>
    call<{ token: string }>(base, 'POST', ACCOUNT_PATHS.login, { body: { username, password: encryptPassword(password, publicKey) }, from });

  async function login(base: string, username: string, password = PASSWORD): Promise<string> {
    const answer = await attempt(base, username, password, newAddress());
    expect(answer.body.code).toBe(0);
    return answer.body.data.token;
  }

  async function newUser(permissions: number[]): Promise<{ username: string; userId: number }> {
    const username = `across_${randomBytes(4).toString('hex')}`;
    const userId = await createTestUser(handle!.db, { username, password: PASSWORD, organizationId: await entityIdByCode(handle!.db, 'SRFPAP'), permissions });
    return { username, userId };
  }

  /** A started hub connection to `base` with `token`. */
  async function connectedHub(base: string, token: string): Promise<HubConnection> {
    const connection = hubClient(base.replace(/\/api$/, ''), HttpTransportType.WebSockets, () => token);
    await connection.start();
    return connection;
  }

  it('the login rate limit counts the hits on A and on B together', async () => {
    const from = newAddress();
    const remaining: (string | null)[] = [];
    // Unknown usernames, each once: the login throttle (per username) stays out of it.
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      const answer = await attempt(i % 2 === 0 ? a : b, `nobody_${i}_${randomBytes(3).toString('hex')}`, 'x', from);
      expect(answer.body.code).toBe(ErrorCode.InvalidUserOrPassword);
      remaining.push(answer.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    // A has taken 3 of the 5 hits, B 2: each alone would still let both through.
    for (const base of [a, b]) {
      const refused = await attempt(base, 'nobody', 'x', from);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(ErrorCode.TooManyAttempts);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not limited.
    expect((await attempt(b, 'nobody', 'x', newAddress())).status).not.toBe(429);
  });

  it('wrong passwords given to A and B lock the (username, address) pair on both', async () => {
    const { username } = await newUser([Permission.EntityCreateEdit]);
    const from = newAddress();
    for (const base of [a, b, a]) expect((await attempt(base, username, 'wrong', from)).body.code).toBe(ErrorCode.InvalidUserOrPassword);
    // The right password now: refused by the lock (-5), not by the rate limit (one hit left).
    const locked = await attempt(b, username, PASSWORD, from);
    expect(locked.body.code).toBe(ErrorCode.TooManyAttempts);
    expect(locked.headers.get('x-ratelimit-remaining')).toBe('1');
    // The pair only: the user still signs in from elsewhere.
    expect((await attempt(a, username, PASSWORD, newAddress())).body.code).toBe(0);
  });

  it('a sign-out through A is refused at once by B, and closes the hub connection B holds', async () => {
    const { username } = await newUser([Permission.EntityCreateEdit]);
    const token = await login(a, username);
    const hub = await connectedHub(b, token);
    const hubClosed = closed(hub, AT_ONCE_MS);
    expect((await call(b, 'GET', ACCOUNT_PATHS.me, { token })).body.code).toBe(0);
    expect((await call(a, 'GET', ACCOUNT_PATHS.logout, { token })).body.code).toBe(0);
    expect((await call(b, 'GET', ACCOUNT_PATHS.me, { token })).body.code).toBe(ErrorCode.SessionInvalid);
    await hubClosed;
  });

  it('a user blocked through A is refused at once by B, and their hub connection on B closes', async () => {
    const { username, userId } = await newUser([Permission.EntityCreateEdit]);
    const token = await login(b, username);
    const hub = await connectedHub(b, token);
    const hubClosed = closed(hub, AT_ONCE_MS);
    const profileIds = (await handle!.db.selectFrom('user_profile').select('profile_id').where('user_id', '=', userId).execute()).map((r) => r.profile_id);
    const blocked = await call(a, 'PUT', SETTINGS_PATHS.user(userId), {
      token: admin,
      body: { username, displayName: username, email: `${username}@example.org`, profileIds, status: UserStatus.Blocked, isGraUser: false },
    });
    expect(blocked.body.code).toBe(0);
    expect((await call(b, 'GET', ACCOUNT_PATHS.me, { token })).body.code).toBe(ErrorCode.SessionInvalid);
    await hubClosed;
  });

  it('permissions removed from a profile through A count at once on B, for requests and for its hub connection', async () => {
    const { username, userId } = await newUser([Permission.EntityCreateEdit]);
    const srfpap = await entityIdByCode(handle!.db, 'SRFPAP');
    const token = await login(b, username);
    const hub = await connectedHub(b, token);
    try {
      const input = () => ({
        ...emptyEntity(),
        code: `X${randomBytes(3).toString('hex')}`,
        abbreviation: 'X',
        name: `Across ${randomBytes(6).toString('hex')}`,
        startDate: '2024-01-01',
        organizationTypeId: 3,
        parentId: srfpap,
        parentVersion: 1,
      });
      const created = await call<SavedRecord>(b, 'POST', '/records/entity', { token, body: { input: input(), continueOnDuplicate: true } });
      expect(created.body.code).toBe(0);
      const { id, version } = created.body.data;
      await hub.invoke(HUB_SERVER_METHODS.startEditing, 'entity', id, version);

      const profile = await handle!.db
        .selectFrom('profile as p')
        .innerJoin('user_profile as up', 'up.profile_id', 'p.id')
        .selectAll('p')
        .where('up.user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const changed = await call(a, 'PUT', SETTINGS_PATHS.profile(profile.id), {
        token: admin,
        body: { name: profile.name, permissions: [Permission.EntityApprove], organizationId: profile.organization_id, excludedOrganizationIds: [] },
      });
      expect(changed.body.code).toBe(0);

      expect((await call(b, 'POST', '/records/entity', { token, body: { input: input(), continueOnDuplicate: true } })).body.code).toBe(ErrorCode.NoPermission);
      // The hub connection stays (the user still has a profile) but may no longer say it edits.
      await expect(hub.invoke(HUB_SERVER_METHODS.startEditing, 'entity', id, version)).rejects.toThrow();
    } finally {
      await hub.stop();
    }
  });

  it('open data settings saved through A apply at once on B, which had them cached', async () => {
    const settings = await call<{ exposedKinds: string[]; anonymousPerMinute: number; keyPerMinute: number }>(a, 'GET', OPEN_DATA_PATHS.settings, { token: admin });
    const { exposedKinds, anonymousPerMinute, keyPerMinute } = settings.body.data;
    expect(exposedKinds).toContain('entity');
    // B reads, and so caches, the settings.
    expect((await call(b, 'GET', OPEN_DATA_PATHS.list('entity'))).status).toBe(200);
    const save = (kinds: string[]) => call(a, 'PUT', OPEN_DATA_PATHS.settings, { token: admin, body: { exposedKinds: kinds, anonymousPerMinute, keyPerMinute } });
    expect((await save(exposedKinds.filter((k) => k !== 'entity'))).body.code).toBe(0);
    try {
      expect((await call(b, 'GET', OPEN_DATA_PATHS.list('entity'))).status).toBe(404);
    } finally {
      expect((await save(exposedKinds)).body.code).toBe(0);
    }
    expect((await call(b, 'GET', OPEN_DATA_PATHS.list('entity'))).status).toBe(200);
  });
});
