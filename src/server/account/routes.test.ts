import { ACCOUNT_PATHS, type SessionUser, type TokenData } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME, GUEST_USERNAME, LIMITS } from '@/shared/limits';
import { ALL_PERMISSIONS } from '@/shared/permissions';
import { verifyToken } from '../auth/tokens';
import { REFRESH_GRACE_MS } from '../auth/sessionRepository';
import { hashPassword } from '../auth/passwordHash';
import { TEST_ADMIN_PASSWORD, testAppForSuite } from '../test/testApp';

const t = testAppForSuite();

async function addUser(username: string, password: string, status: UserStatus = UserStatus.Active): Promise<number> {
  const row = await t.database.db
    .insertInto('app_user')
    .values({ username, display_name: `User ${username}`, password_hash: await hashPassword(password), status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('login settings', () => {
  it('hands out the public key and says what is configured', async () => {
    const { response, body } = await t.call<{ publicKey: string; botCheckSiteKey: string | null; regionalSignIn: boolean }>({
      method: 'GET',
      url: ACCOUNT_PATHS.loginSettings,
    });
    expect(response.statusCode).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(body.data.botCheckSiteKey).toBeNull();
    expect(body.data.regionalSignIn).toBe(false);
  });
});

describe('guest login', () => {
  it('answers a token for the guest with no profiles', async () => {
    const { body } = await t.call<TokenData>({ method: 'GET', url: ACCOUNT_PATHS.loginGuest });
    expect(body.code).toBe(0);
    const claims = await verifyToken(body.data.token, t.app.keys.tokenSecret, t.clock());
    expect(claims?.sub).toBe(GUEST_USERNAME);
    expect(claims?.prf).toEqual([]);
    expect(body.data.expiration).toBe((claims?.exp ?? 0) * 1000);
    const me = await t.call<SessionUser>({ method: 'GET', url: ACCOUNT_PATHS.me, token: body.data.token });
    expect(me.body.data).toMatchObject({ username: GUEST_USERNAME, isGuest: true, profiles: [], permissions: [] });
  });

  it('creates a session row', async () => {
    const token = await t.guestToken();
    const claims = await verifyToken(token, t.app.keys.tokenSecret, t.clock());
    const session = await t.database.db
      .selectFrom('session')
      .selectAll()
      .where('id', '=', claims?.sid ?? '')
      .executeTakeFirst();
    expect(session?.ended_at).toBeNull();
    expect(session?.token_hash).toBe(claims?.th);
  });
});

describe('password login', () => {
  it('signs the admin in with every permission and the token claims of the contract', async () => {
    const body = await t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    expect(body.code).toBe(0);
    const token = body.data?.token ?? '';
    const claims = await verifyToken(token, t.app.keys.tokenSecret, t.clock());
    expect(claims).toMatchObject({ sub: ADMIN_USERNAME, dn: 'Administrador', lang: 'pt', mcp: false });
    expect(claims?.prf).toHaveLength(1);
    expect(claims?.prf[0]?.organizationId).toBeNull();
    expect(claims?.prf[0]?.permissions).toEqual([...ALL_PERMISSIONS].sort((a, b) => a - b));
    const expectedExpiry = t.clock().getTime() + t.database.config.tokenTtlMinutes * 60_000;
    expect(Math.abs((body.data?.expiration ?? 0) - expectedExpiry)).toBeLessThan(1000);
  });

  it('accepts the username in any case', async () => {
    expect((await t.login('ADMIN', TEST_ADMIN_PASSWORD)).code).toBe(0);
  });

  it('answers -30 for a wrong password and for an unknown user alike', async () => {
    const wrong = await t.login(ADMIN_USERNAME, 'not-the-password');
    const unknown = await t.login('nobody-here', 'whatever-password');
    expect(wrong).toMatchObject({ code: ErrorCode.InvalidUserOrPassword, data: null });
    expect(unknown).toEqual(wrong);
  });

  it('answers -30 for a password that is not encrypted with our key', async () => {
    const { body } = await t.call({ method: 'POST', url: ACCOUNT_PATHS.login, payload: { username: 'pw-plain', password: 'plain-text' } });
    expect(body.code).toBe(ErrorCode.InvalidUserOrPassword);
  });

  it('never lets the guest sign in with a password', async () => {
    expect((await t.login(GUEST_USERNAME, '')).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect((await t.login(GUEST_USERNAME, 'anything')).code).toBe(ErrorCode.InvalidUserOrPassword);
  });

  it.each([
    [UserStatus.Inactive, ErrorCode.UserNotActive],
    [UserStatus.Blocked, ErrorCode.UserBlocked],
    [UserStatus.Deleted, ErrorCode.UserDeleted],
  ])('answers the status code for a user in status %i after a correct password', async (status, code) => {
    await addUser(`status-${status}`, 'Right#Pass1', status);
    expect((await t.login(`status-${status}`, 'Right#Pass1')).code).toBe(code);
    // A wrong password still says -30: the status is not revealed to a guesser.
    expect((await t.login(`status-${status}`, 'Wrong#Pass1')).code).toBe(ErrorCode.InvalidUserOrPassword);
  });
});

describe('refresh and logout', () => {
  it('refreshes within the same session and extends it', async () => {
    const token = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    const before = await verifyToken(token, t.app.keys.tokenSecret, t.clock());
    t.clock.advance(10 * 60_000);
    const { body } = await t.call<TokenData>({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token });
    expect(body.code).toBe(0);
    const after = await verifyToken(body.data.token, t.app.keys.tokenSecret, t.clock());
    expect(after?.sid).toBe(before?.sid);
    expect(after?.th).not.toBe(before?.th);
    expect(body.data.expiration).toBeGreaterThan((before?.exp ?? 0) * 1000);
    // The new token works; the old one works for a short grace, then is refused with -33.
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: body.data.token })).body.code).toBe(0);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token })).body.code).toBe(0);
    t.clock.advance(REFRESH_GRACE_MS);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token })).body.code).toBe(ErrorCode.SessionInvalid);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: body.data.token })).body.code).toBe(0);
  });

  it('ends the session at logout; the token then gets -33, and a second logout -31', async () => {
    const token = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
    const logout = await t.call({ method: 'GET', url: `${ACCOUNT_PATHS.logout}?clientId=backoffice`, token });
    expect(logout.body).toMatchObject({ code: 0, data: null });
    for (const url of [ACCOUNT_PATHS.me, ACCOUNT_PATHS.refreshToken]) {
      const again = await t.call({ method: 'GET', url, token });
      expect(again.response.statusCode).toBe(200);
      expect(again.body.code).toBe(ErrorCode.SessionInvalid);
    }
    const twice = await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token });
    expect(twice.response.statusCode).toBe(200);
    expect(twice.body.code).toBe(ErrorCode.CouldNotCloseSession);
  });

  it('refuses a token once its user is no longer active (-33)', async () => {
    const id = await addUser('soon-blocked', 'Right#Pass1');
    const token = await t.loginToken('soon-blocked', 'Right#Pass1');
    await t.database.db.updateTable('app_user').set({ status: UserStatus.Blocked }).where('id', '=', id).execute();
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token })).body.code).toBe(ErrorCode.SessionInvalid);
  });

  it('answers 401 with -4 without a bearer, with a forged one and with an expired one', async () => {
    const missing = await t.call({ method: 'GET', url: ACCOUNT_PATHS.me });
    expect(missing.response.statusCode).toBe(401);
    expect(missing.body.code).toBe(ErrorCode.Unauthorized);
    const forged = await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: 'a.b.c' });
    expect(forged.response.statusCode).toBe(401);
    const token = await t.guestToken();
    t.clock.advance((t.database.config.tokenTtlMinutes + 1) * 60_000);
    const expired = await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token });
    expect(expired.response.statusCode).toBe(401);
    expect(expired.body.code).toBe(ErrorCode.Unauthorized);
  });
});

describe('me', () => {
  it('answers the session user fresh from the database', async () => {
    const id = await addUser('maria', 'Right#Pass1');
    const token = await t.loginToken('maria', 'Right#Pass1');
    const profile = await t.database.db
      .insertInto('profile')
      .values({ name: 'Editores', organization_id: 7, permissions: [11, 12] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto('user_profile').values({ user_id: id, profile_id: profile.id }).execute();
    await t.database.db.updateTable('app_user').set({ display_name: 'Maria Silva', language: 'en' }).where('id', '=', id).execute();
    const { body } = await t.call<SessionUser>({ method: 'GET', url: ACCOUNT_PATHS.me, token });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      username: 'maria',
      displayName: 'Maria Silva',
      language: 'en',
      profiles: [{ profileId: profile.id, name: 'Editores', organizationId: 7, permissions: [11, 12] }],
      permissions: [11, 12],
      mustChangePassword: false,
      isGuest: false,
    });
    expect(body.description).toBe('OK');
  });
});

describe('change password', () => {
  it('changes the password, clears must-change and ends the other sessions', async () => {
    const id = await addUser('joao', 'Old#Pass12');
    await t.database.db.updateTable('app_user').set({ must_change_password: true }).where('id', '=', id).execute();
    const other = await t.loginToken('joao', 'Old#Pass12');
    const token = await t.loginToken('joao', 'Old#Pass12');
    const { body } = await t.call<TokenData>({
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      token,
      payload: { currentPassword: await t.encrypt('Old#Pass12'), newPassword: await t.encrypt('New#Pass12') },
    });
    expect(body.code).toBe(0);
    const claims = await verifyToken(body.data.token, t.app.keys.tokenSecret, t.clock());
    expect(claims?.mcp).toBe(false);
    expect((await t.login('joao', 'Old#Pass12')).code).toBe(ErrorCode.InvalidUserOrPassword);
    expect((await t.login('joao', 'New#Pass12')).code).toBe(0);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: other })).body.code).toBe(ErrorCode.SessionInvalid);
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: body.data.token })).body.code).toBe(0);
  });

  it.each([
    ['the current password is wrong', 'Wrong#Pass1', 'New#Pass12'],
    ['the new one is too short', 'Cur#Pass123', 'x'.repeat(LIMITS.passwordMinLength - 1)],
    ['the new one equals the current', 'Cur#Pass123', 'Cur#Pass123'],
  ])('answers -47 when %s', async (_case, current, next) => {
    const username = `cp-${_case.length}-${next.length}`;
    await addUser(username, 'Cur#Pass123');
    const token = await t.loginToken(username, 'Cur#Pass123');
    const { body } = await t.call({
      method: 'POST',
      url: ACCOUNT_PATHS.changePassword,
      token,
      payload: { currentPassword: await t.encrypt(current), newPassword: await t.encrypt(next) },
    });
    expect(body.code).toBe(ErrorCode.InvalidPassword);
    expect((await t.login(username, 'Cur#Pass123')).code).toBe(0);
  });
});
