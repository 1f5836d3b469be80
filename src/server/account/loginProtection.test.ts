import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import type { FetchFn } from '../auth/botCheck';
import { BASE_LOCK_MS, FREE_FAILURES, USERNAME_DAILY_CEILING } from '../auth/loginThrottle';
import { TEST_ADMIN_PASSWORD, testAppForSuite } from '../test/testApp';

const VERIFY_URL = 'https://bot-check.example/siteverify';
const SECRET = 'bot-secret';
const GOOD_TOKEN = 'human';

/** A fake verifier: answers success only for GOOD_TOKEN, and records what it was sent. */
const sent: { url: string; body: URLSearchParams }[] = [];
const fakeFetch: FetchFn = async (url, init) => {
  const body = new URLSearchParams(init.body);
  sent.push({ url, body });
  if (body.get('response') === 'unreachable') throw new Error('ECONNREFUSED');
  return { ok: true, status: 200, json: async () => ({ success: body.get('secret') === SECRET && body.get('response') === GOOD_TOKEN }) };
};

describe('with a bot check configured', () => {
  const t = testAppForSuite({
    env: { BOT_CHECK_SECRET: SECRET, BOT_CHECK_SITE_KEY: 'site-key', BOT_CHECK_VERIFY_URL: VERIFY_URL, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    fetch: fakeFetch,
  });

  it('tells the login page the site key', async () => {
    const { body } = await t.call<{ botCheckSiteKey: string }>({ method: 'GET', url: ACCOUNT_PATHS.loginSettings });
    expect(body.data.botCheckSiteKey).toBe('site-key');
  });

  it('answers -32 without a token, with a rejected token and when the verifier is unreachable', async () => {
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).code).toBe(ErrorCode.CaptchaFailed);
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD, { recaptchaToken: 'robot' })).code).toBe(ErrorCode.CaptchaFailed);
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD, { recaptchaToken: 'unreachable' })).code).toBe(ErrorCode.CaptchaFailed);
  });

  it('signs in when the verifier accepts, posting secret and response form-encoded', async () => {
    sent.length = 0;
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD, { recaptchaToken: GOOD_TOKEN })).code).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(VERIFY_URL);
    expect(sent[0]?.body.get('secret')).toBe(SECRET);
    expect(sent[0]?.body.get('response')).toBe(GOOD_TOKEN);
  });

  it('still checks the password after a passed bot check', async () => {
    expect((await t.login(ADMIN_USERNAME, 'wrong-password', { recaptchaToken: GOOD_TOKEN })).code).toBe(ErrorCode.InvalidUserOrPassword);
    await t.database.db.deleteFrom('login_attempt').execute();
  });
});

describe('slowing down repeated failures of one username', () => {
  const t = testAppForSuite({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });

  const failTimes = async (username: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await t.login(username, 'wrong-password')).code).toBe(ErrorCode.InvalidUserOrPassword);
  };

  it('locks after the free failures, even for the right password, until the lock passes', async () => {
    await failTimes(ADMIN_USERNAME, FREE_FAILURES);
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).code).toBe(ErrorCode.TooManyAttempts);
    // Another case of the same name shares the counter.
    expect((await t.login('Admin', TEST_ADMIN_PASSWORD)).code).toBe(ErrorCode.TooManyAttempts);
    t.clock.advance(BASE_LOCK_MS);
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).code).toBe(0);
    // A success resets the count.
    await failTimes(ADMIN_USERNAME, FREE_FAILURES);
    t.clock.advance(BASE_LOCK_MS);
    expect((await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).code).toBe(0);
  });

  it('doubles the lock with each further failure, and attempts during a lock do not count', async () => {
    await failTimes('nobody', FREE_FAILURES);
    t.clock.advance(BASE_LOCK_MS);
    await failTimes('nobody', 1);
    for (let i = 0; i < 5; i++) expect((await t.login('nobody', 'wrong-password')).code).toBe(ErrorCode.TooManyAttempts);
    t.clock.advance(BASE_LOCK_MS);
    expect((await t.login('nobody', 'wrong-password')).code).toBe(ErrorCode.TooManyAttempts);
    t.clock.advance(BASE_LOCK_MS);
    expect((await t.login('nobody', 'wrong-password')).code).toBe(ErrorCode.InvalidUserOrPassword);
  });

  it('treats unknown usernames like real ones', async () => {
    await failTimes('ghost', FREE_FAILURES);
    expect((await t.login('ghost', 'any-password')).code).toBe(ErrorCode.TooManyAttempts);
  });
});

describe('an attacker elsewhere cannot lock out a real user', () => {
  const t = testAppForSuite({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });

  const ATTACKER = '203.0.113.9';
  const USER = '198.51.100.7';
  const loginFrom = async (remoteAddress: string, username: string, password: string) =>
    (await t.call({ method: 'POST', url: ACCOUNT_PATHS.login, remoteAddress, payload: { username, password: await t.encrypt(password) } })).body.code;

  it('locks the guessing address only: the user signs in from theirs', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) expect(await loginFrom(ATTACKER, ADMIN_USERNAME, 'guess')).toBe(ErrorCode.InvalidUserOrPassword);
    expect(await loginFrom(ATTACKER, ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).toBe(ErrorCode.TooManyAttempts);
    expect(await loginFrom(USER, ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).toBe(0);
    // The user's success does not lift the attacker's lock.
    expect(await loginFrom(ATTACKER, ADMIN_USERNAME, 'guess')).toBe(ErrorCode.TooManyAttempts);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 1; i <= FREE_FAILURES; i++) expect(await loginFrom(`2001:db8:1:2::${i}`, 'v6-user', 'guess')).toBe(ErrorCode.InvalidUserOrPassword);
    expect(await loginFrom('2001:db8:1:2:ffff::9', 'v6-user', 'guess')).toBe(ErrorCode.TooManyAttempts);
    expect(await loginFrom('2001:db8:1:3::1', 'v6-user', 'guess')).toBe(ErrorCode.InvalidUserOrPassword);
  });

  it('past the daily ceiling of a distributed guess, refuses the username from new addresses, not from one it signed in from', async () => {
    await t.database.db.deleteFrom('login_attempt').execute();
    expect(await loginFrom(USER, ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).toBe(0);
    // Many addresses, each below its own lock, together reach the ceiling.
    const rows = Array.from({ length: USERNAME_DAILY_CEILING / 2 }, (_, i) => ({
      username: ADMIN_USERNAME,
      address: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      failed_count: 2,
      last_failed_at: t.clock(),
    }));
    await t.database.db.insertInto('login_attempt').values(rows).execute();
    expect(await loginFrom('192.0.2.50', ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).toBe(ErrorCode.TooManyAttempts);
    expect(await loginFrom(USER, ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).toBe(0);
  });
});

describe('rate limit per IP on the login route', () => {
  const t = testAppForSuite({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });

  it('answers -5 with HTTP 429 and Retry-After past the limit', async () => {
    const payload = { username: 'someone', password: await t.encrypt('x-password') };
    for (let i = 0; i < 3; i++) {
      const { body } = await t.call({ method: 'POST', url: ACCOUNT_PATHS.login, payload: { ...payload, username: `someone-${i}` } });
      expect(body.code).toBe(ErrorCode.InvalidUserOrPassword);
    }
    const { response, body } = await t.call({ method: 'POST', url: ACCOUNT_PATHS.login, payload });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(body).toMatchObject({ code: ErrorCode.TooManyAttempts, data: null });
    // Other routes are not limited.
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.loginSettings })).body.code).toBe(0);
  });
});
