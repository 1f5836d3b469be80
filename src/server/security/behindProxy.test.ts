/**
 * Behind a reverse proxy (issue 28 §2): the client's address is the one the trusted proxies saw, never
 * the part of X-Forwarded-For the client wrote, so the login lock, the login rate limit and the open
 * data rate limit cannot be escaped by rotating it, nor turned against another person's address.
 */
import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME, API_BASE } from '@/shared/limits';
import { OPEN_DATA_PATHS, type OpenDataSettingsInput } from '@/shared/openData';
import { FREE_FAILURES } from '../auth/loginThrottle';
import { TEST_ADMIN_PASSWORD, testAppForSuite } from '../test/testApp';

/** The load balancer in front of the servers, and a CDN in front of it (a range). */
const PROXY = '10.0.0.2';
const CDN = '10.0.1.7';
const LOGIN_LIMIT = 6;

const t = testAppForSuite({ env: { TRUST_PROXY: `${PROXY}, 10.0.1.0/24`, LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) } });

let forged = 0;
/** A different made-up address each call: what an attacker writes at the left of X-Forwarded-For. */
const nextForged = () => `192.0.2.${++forged}`;

/** A request the proxy passes on: it appends the address it saw to what the client wrote (null: nothing, an honest client). */
const throughProxy = (client: string, written: string | null = nextForged()) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': written === null ? client : `${written}, ${client}` },
});

const login = async (password: string, from: { remoteAddress: string; headers: Record<string, string> }) => {
  const { response, body } = await t.call({ method: 'POST', url: ACCOUNT_PATHS.login, ...from, payload: { username: ADMIN_USERNAME, password: await t.encrypt(password) } });
  return { status: response.statusCode, code: body.code };
};

const recordedAddresses = async () =>
  (await t.database.db.selectFrom('login_attempt').select('address').where('username', '=', ADMIN_USERNAME).execute()).map((r) => r.address);

beforeEach(async () => {
  await t.database.db.deleteFrom('login_attempt').execute();
});

describe('the client address behind trusted proxies', () => {
  it('is the address the trusted proxy saw, not what the client wrote', async () => {
    expect((await login('wrong-password', throughProxy('198.51.100.10', '192.0.2.200'))).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect(await recordedAddresses()).toEqual(['198.51.100.10']);
  });

  it('walks back through every trusted proxy (the CDN range behind the load balancer) and stops at the first other address', async () => {
    const via = { remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.201, 198.51.100.11, ${CDN}` } };
    expect((await login('wrong-password', via)).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect(await recordedAddresses()).toEqual(['198.51.100.11']);
  });

  it('is the connection itself when the client reaches the server without a trusted proxy', async () => {
    const direct = { remoteAddress: '198.51.100.12', headers: { 'x-forwarded-for': '192.0.2.202' } };
    expect((await login('wrong-password', direct)).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect(await recordedAddresses()).toEqual(['198.51.100.12']);
  });
});

describe('rotating X-Forwarded-For behind a trusted proxy', () => {
  it('does not escape the login lock: after the free failures the right password is refused too', async () => {
    const attacker = '198.51.100.20';
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login('guess', throughProxy(attacker))).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect((await login(TEST_ADMIN_PASSWORD, throughProxy(attacker))).code).toBe(ErrorCode.TooManyAttempts);
  });

  it('does not lock out the person whose address the attacker writes', async () => {
    const victim = '198.51.100.21';
    for (let i = 0; i < FREE_FAILURES + 2; i++) await login('guess', throughProxy('198.51.100.22', victim));
    expect((await login(TEST_ADMIN_PASSWORD, throughProxy(victim, null))).code).toBe(0);
  });

  it('does not escape the login rate limit (429, -5)', async () => {
    const client = '198.51.100.23';
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login('guess', throughProxy(client))).status).toBe(200);
    expect(await login('guess', throughProxy(client))).toEqual({ status: 429, code: ErrorCode.TooManyAttempts });
  });

  it('does not escape the open data rate limit (429, -723)', async () => {
    const admin = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    const settings: OpenDataSettingsInput = { exposedKinds: ['entity'], anonymousPerMinute: 2, keyPerMinute: 4 };
    expect((await t.call({ method: 'PUT', url: OPEN_DATA_PATHS.settings, payload: settings, token: admin })).body.code).toBe(0);
    const client = '198.51.100.24';
    const get = () => t.app.inject({ method: 'GET', url: `${API_BASE}${OPEN_DATA_PATHS.list('entity')}?pageSize=1`, ...throughProxy(client) });
    for (let i = 0; i < settings.anonymousPerMinute; i++) expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ErrorCode.OpenDataRateLimited });
  });
});
