/**
 * The regional sign-in when its provider cannot be reached, and when it is not configured: the
 * server starts, the login settings say so, password login works, and the calls answer catalogued
 * codes (never HTTP 500).
 */
import { ACCOUNT_PATHS, type LoginSettings } from '@/shared/api';
import { AUTH_CALLBACK_PATH, BACKOFFICE_CLIENT_ID } from '@/shared/accountClient';
import { ErrorCode } from '@/shared/errors';
import { freePort } from '../test/childProcess';
import { createTestApp, SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';

describe('with the provider unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: every discovery attempt is refused at once.
    const port = await freePort();
    t = await createTestApp({
      env: { OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: BACKOFFICE_CLIENT_ID, OIDC_REDIRECT_URI: 'http://127.0.0.1:8080/authcallback' },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('starts, says the regional sign-in is configured but unavailable, and password login works', async () => {
    const settings = await t.call<LoginSettings>({ method: 'GET', url: ACCOUNT_PATHS.loginSettings });
    expect(settings.body.data).toMatchObject({ regionalSignIn: true, regionalSignInAvailable: false });
    expect((await t.login('admin', TEST_ADMIN_PASSWORD)).code).toBe(0);
  });

  it('answers -34 for the authorization URL, and -49 for a callback it never sent out', async () => {
    const login = await t.call({ method: 'GET', url: `${ACCOUNT_PATHS.login}?clientId=${BACKOFFICE_CLIENT_ID}` });
    expect(login.response.statusCode).toBe(200);
    expect(login.body).toMatchObject({ code: ErrorCode.RegionalSignInUnavailable, data: null });
    const back = await t.call({ method: 'GET', url: `${AUTH_CALLBACK_PATH}?code=abc&state=def` });
    expect(back.body).toMatchObject({ code: ErrorCode.RegionalSignInFailed, data: null });
  });
});

describe('with the regional sign-in not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('answers -3 for both calls, and a callback without its parameters is refused by the schema', async () => {
    expect((await t.call({ method: 'GET', url: `${ACCOUNT_PATHS.login}?clientId=${BACKOFFICE_CLIENT_ID}` })).body.code).toBe(ErrorCode.InvalidRequestAttempt);
    expect((await t.call({ method: 'GET', url: `${AUTH_CALLBACK_PATH}?code=abc&state=def` })).body.code).toBe(ErrorCode.InvalidRequestAttempt);
    const bare = await t.call({ method: 'GET', url: AUTH_CALLBACK_PATH });
    expect(bare.response.statusCode).not.toBe(500);
    expect(bare.body.code).toBe(ErrorCode.InvalidRequest);
  });
});
