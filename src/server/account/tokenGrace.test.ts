/**
 * The refresh grace (auth/sessionRepository.ts): the previous token finishes the requests in flight
 * but never extends the session (no refresh, no password change); when logout answers -31.
 */
import { ACCOUNT_PATHS, type TokenData } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { hashPassword } from '../auth/passwordHash';
import { REFRESH_GRACE_MS } from '../auth/sessionRepository';
import { TEST_ADMIN_PASSWORD, testAppForSuite } from '../test/testApp';

const t = testAppForSuite();

async function addUser(username: string, password: string): Promise<void> {
  await t.database.db
    .insertInto('app_user')
    .values({ username, display_name: username, password_hash: await hashPassword(password), status: UserStatus.Active })
    .execute();
}

describe('the previous token during its grace', () => {
  async function refreshed(): Promise<{ old: string; current: string }> {
    const old = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    const { body } = await t.call<TokenData>({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token: old });
    expect(body.code).toBe(0);
    return { old, current: body.data.token };
  }

  it('lets requests in flight finish but never mints a new token', async () => {
    const { old, current } = await refreshed();
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: old })).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token: old })).body.code).toBe(ErrorCode.SessionInvalid);
    // The refusal does not end the session: its current token goes on.
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token: current })).body.code).toBe(0);
  });

  it('cannot change the password', async () => {
    await addUser('grace-cp', 'Cur#Pass123');
    const old = await t.loginToken('grace-cp', 'Cur#Pass123');
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token: old })).body.code).toBe(0);
    const { body } = await t.call({
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      token: old,
      payload: { currentPassword: await t.encrypt('Cur#Pass123'), newPassword: await t.encrypt('New#Pass123') },
    });
    expect(body.code).toBe(ErrorCode.SessionInvalid);
    expect((await t.login('grace-cp', 'Cur#Pass123')).code).toBe(0);
  });

  it('logs out with the previous token during the grace (a logout that raced a refresh)', async () => {
    const { old, current } = await refreshed();
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token: old })).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: current })).body.code).toBe(ErrorCode.SessionInvalid);
  });

  it('answers -31 and closes nothing for a token replaced longer ago than the grace', async () => {
    const { old, current } = await refreshed();
    t.clock.advance(REFRESH_GRACE_MS);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token: old })).body.code).toBe(ErrorCode.CouldNotCloseSession);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: current })).body.code).toBe(0);
  });

  it('answers -31 (not 401) for a logout once the session expired, and 401 without a genuine token', async () => {
    const token = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    t.clock.advance((t.database.config.tokenTtlMinutes + 1) * 60_000);
    const expired = await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token });
    expect(expired.response.statusCode).toBe(200);
    expect(expired.body.code).toBe(ErrorCode.CouldNotCloseSession);
    for (const forged of [undefined, 'a.b.c']) {
      const answer = await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token: forged });
      expect(answer.response.statusCode).toBe(401);
      expect(answer.body.code).toBe(ErrorCode.Unauthorized);
    }
  });
});
