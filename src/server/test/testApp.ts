/**
 * Test helper: an app on a throw-away database (see testDatabase.ts), a movable clock, and helpers
 * that sign in the way the SPA does. Every test file must `await t.close()` in afterAll.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope, TokenData } from '@/shared/api';
import { ACCOUNT_PATHS } from '@/shared/api';
import { API_BASE } from '@/shared/limits';
import { buildApp, type AppOptions } from '../app';
import type { CustomFetch } from 'openid-client';
import type { FetchFn } from '../auth/botCheck';
import type { Env } from '../config';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { encryptPassword } from './encryptPassword';
import { resourceForSuite } from './suiteResource';

export { SETUP_TIMEOUT_MS } from './suiteResource';

export { TEST_ADMIN_PASSWORD } from './testDatabase';

/** A clock tests move by hand. */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  /** Inject a call under /api and parse the envelope. */
  call<T = unknown>(options: InjectOptions & { url: string; token?: string }): Promise<{ response: LightMyRequestResponse; body: Envelope<T> }>;
  publicKey(): Promise<string>;
  encrypt(password: string): Promise<string>;
  /** Password login; answers the envelope. */
  login(username: string, password: string, extra?: Record<string, unknown>): Promise<Envelope<TokenData | null>>;
  /** Password login that must succeed; answers the token. */
  loginToken(username: string, password: string): Promise<string>;
  guestToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  clock?: TestClock;
  fetch?: FetchFn;
  /** The regional sign-in provider's HTTP client (oidc tests alter its answers). */
  oidcFetch?: CustomFetch;
  /** Shorter hub timings (the hub's tests). */
  hubTimings?: AppOptions['hubTimings'];
  /**
   * The session cache, off unless asked: tests change users, profiles and sessions by plain SQL and call
   * at once, and on PostgreSQL the change's NOTIFY reaches the cache a moment after the COMMIT returns —
   * a race no user has (they change these through routes, which read fresh or drop their own entry).
   * The cache itself is tested with it on (auth/sessionCache.test.ts), across real processes
   * (resilience/acrossProcesses.test.ts) and by every browser test and the cluster test (real servers).
   */
  sessionCache?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.env);
  const clock = options.clock ?? testClock();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config: database.config,
      db: database.db,
      listen: database.listen,
      clock,
      fetch: options.fetch,
      oidcFetch: options.oidcFetch,
      hubTimings: options.hubTimings,
      sessionCache: options.sessionCache ?? false,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const call: TestApp['call'] = async ({ token, url, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      url: `${API_BASE}${url}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { response, body: response.json() };
  };
  let publicKeyPem: string | null = null;
  const publicKey = async () => {
    publicKeyPem ??= (await call<{ publicKey: string }>({ method: 'GET', url: ACCOUNT_PATHS.loginSettings })).body.data.publicKey;
    return publicKeyPem;
  };
  const encrypt = async (password: string) => encryptPassword(password, await publicKey());
  const login: TestApp['login'] = async (username, password, extra = {}) =>
    (await call<TokenData | null>({ method: 'POST', url: ACCOUNT_PATHS.login, payload: { username, password: await encrypt(password), ...extra } })).body;
  const loginToken = async (username: string, password: string) => {
    const body = await login(username, password);
    if (body.code !== 0 || !body.data) throw new Error(`login of ${username} failed: ${body.code} ${body.description}`);
    return body.data.token;
  };
  const guestToken = async () => (await call<TokenData>({ method: 'GET', url: ACCOUNT_PATHS.loginGuest })).body.data.token;

  return {
    app,
    database,
    clock,
    call,
    publicKey,
    encrypt,
    login,
    loginToken,
    guestToken,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** An app for the tests of this file or `describe` block, made in beforeAll and closed in afterAll. */
export function testAppForSuite(options: TestAppOptions = {}): TestApp {
  return resourceForSuite(
    () => createTestApp(options),
    (t) => t.close(),
  );
}
