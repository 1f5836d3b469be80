/**
 * The regional sign-in end to end over HTTP, against a real OpenID provider (oidc-provider) on a
 * local port: our server answers the authorization URL, the provider signs the person in, our
 * callback checks everything and issues our session, or refuses with a catalogued code.
 */
import { decodeJwt, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { CustomFetch } from 'openid-client';
import { ACCOUNT_PATHS, type TokenData } from '@/shared/api';
import { AUTH_CALLBACK_PATH, BACKOFFICE_CLIENT_ID } from '@/shared/accountClient';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { createTestApp, SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { signInAtProvider, type ProviderCallback } from '../test/providerSignIn';
import { createTestUser } from '../test/users';
import { PENDING_LOGIN_TTL_MS } from './pendingLoginRepository';
import { regionalUser } from './regionalUser';
import { spawnTestProvider, type TestProviderProcess } from '../test/testProviderProcess';
import { TEST_PROVIDER_KEY_ID } from './testProviderKey';

const APP_ORIGIN = 'http://127.0.0.1:8080';
const REDIRECT_URI = `${APP_ORIGIN}${AUTH_CALLBACK_PATH}`;

let provider: TestProviderProcess;
let t: TestApp;
/** When set, the provider's token answers carry an ID token rewritten by it and re-signed (by `signingKey`, else the provider's key). */
let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;
let foreignKey: CryptoKey | null = null;

const oidcFetch: CustomFetch = async (url, options) => {
  // The options are what fetch takes; openid-client's own type is only wider about the body.
  const response = await fetch(url, options as RequestInit);
  if (!tamper || !new URL(url).pathname.endsWith('/token')) return response;
  const body = (await response.json()) as { id_token: string };
  const key = foreignKey ?? (await importJWK(provider.signingKey, 'RS256'));
  body.id_token = await new SignJWT(tamper(decodeJwt(body.id_token))).setProtectedHeader({ alg: 'RS256', kid: TEST_PROVIDER_KEY_ID }).sign(key);
  return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
};

async function addUser(username: string, options: { gra: boolean; status?: UserStatus; email?: string }): Promise<number> {
  const id = await createTestUser(t.database.db, { username, password: 'Unused-2026', permissions: [1, 2], organizationId: null });
  await t.database.db
    .updateTable('app_user')
    .set({
      is_gra_user: options.gra,
      password_hash: options.gra ? null : undefined,
      status: options.status ?? UserStatus.Active,
      email: options.email ?? `${username}@azores.test`,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A browser's start of the sign-in: the authorization URL, and the cookies our server set with it (its jar, as a Cookie header). */
interface Started {
  url: string;
  cookie: string;
}

async function begin(): Promise<Started> {
  const { response, body } = await t.call<string>({ method: 'GET', url: `${ACCOUNT_PATHS.login}?clientId=${BACKOFFICE_CLIENT_ID}` });
  expect(body.code).toBe(0);
  const setCookies = response.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookies) ? setCookies : [setCookies]).map((line) => line.split(';')[0]).join('; ');
  return { url: body.data, cookie };
}

/** What the provider sent back, and the jar of the browser that brings it to our callback. */
type Back = ProviderCallback & { cookie: string };

async function callback(back: Back) {
  const query = new URLSearchParams({ code: back.code, state: back.state, ...(back.iss ? { iss: back.iss } : {}) });
  return t.call<TokenData | null>({ method: 'GET', url: `${AUTH_CALLBACK_PATH}?${query.toString()}`, headers: back.cookie ? { cookie: back.cookie } : {} });
}

async function atProvider(login: string): Promise<Back> {
  const started = await begin();
  return { ...(await signInAtProvider(started.url, REDIRECT_URI, login)), cookie: started.cookie };
}

async function sessionsOf(userId: number): Promise<number> {
  const rows = await t.database.db.selectFrom('session').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

beforeAll(async () => {
  provider = await spawnTestProvider({ clientId: BACKOFFICE_CLIENT_ID, redirectUri: REDIRECT_URI, postLogoutRedirectUri: `${APP_ORIGIN}/` });
  t = await createTestApp({
    env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: BACKOFFICE_CLIENT_ID, OIDC_REDIRECT_URI: REDIRECT_URI },
    oidcFetch,
  });
  await addUser('gra.tecnica', { gra: true });
  await addUser('gra.bloqueada', { gra: true, status: UserStatus.Blocked });
  await addUser('gra.inativa', { gra: true, status: UserStatus.Inactive });
  await addUser('gra.eliminada', { gra: true, status: UserStatus.Deleted });
  await addUser('local.tecnico', { gra: false });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

afterEach(() => {
  tamper = null;
  foreignKey = null;
  t.clock.set(new Date());
});

describe('the regional sign-in', () => {
  it('says on the login settings that it is configured and, once the provider answered its discovery, available', async () => {
    const loginSettings = async () =>
      (await t.call<{ regionalSignIn: boolean; regionalSignInAvailable: boolean }>({ method: 'GET', url: ACCOUNT_PATHS.loginSettings })).body.data;
    expect(await loginSettings()).toMatchObject({ regionalSignIn: true });
    // Discovery runs in the background from the server's start: a first answer may come before it.
    let settings = await loginSettings();
    while (!settings.regionalSignInAvailable) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      settings = await loginSettings();
    }
    expect(settings).toMatchObject({ regionalSignIn: true, regionalSignInAvailable: true });
  });

  it('answers an authorization URL of the provider with PKCE (S256), state and nonce', async () => {
    const url = new URL((await begin()).url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(BACKOFFICE_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const stored = await t.database.db
      .selectFrom('oidc_pending_login')
      .selectAll()
      .where('state', '=', params.get('state') ?? '')
      .executeTakeFirst();
    expect(stored?.nonce).toBe(params.get('nonce'));
  });

  it('binds the login to the starting browser with an HttpOnly, SameSite=Lax cookie holding its state, cleared by its callback', async () => {
    const { response, body } = await t.call<string>({ method: 'GET', url: `${ACCOUNT_PATHS.login}?clientId=${BACKOFFICE_CLIENT_ID}` });
    const state = new URL(body.data).searchParams.get('state') ?? '';
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toBe(`regional-signin=${state}; Max-Age=${PENDING_LOGIN_TTL_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`);
    const back = { ...(await signInAtProvider(body.data, REDIRECT_URI, 'gra.tecnica')), cookie: setCookie.split(';')[0] ?? '' };
    const done = await callback(back);
    expect(done.body.code).toBe(0);
    expect(String(done.response.headers['set-cookie'])).toMatch(/^regional-signin=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });

  it('signs a GRA user in with the same session as a password login: token, refresh, menu; the provider logout URL at logout', async () => {
    const { body } = await callback(await atProvider('gra.tecnica'));
    expect(body.code).toBe(0);
    const token = (body.data as TokenData).token;
    const passwordToken = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
    expect(Object.keys(decodeJwt(token)).sort()).toEqual(Object.keys(decodeJwt(passwordToken)).sort());

    const me = await t.call<{ username: string; permissions: number[]; isGuest: boolean }>({ method: 'GET', url: ACCOUNT_PATHS.me, token });
    expect(me.body.data).toMatchObject({ username: 'gra.tecnica', permissions: [1, 2], isGuest: false });
    const refreshed = await t.call<TokenData>({ method: 'GET', url: ACCOUNT_PATHS.refreshToken, token });
    expect(refreshed.body.code).toBe(0);

    const logout = await t.call<string | null>({ method: 'GET', url: `${ACCOUNT_PATHS.logout}?clientId=${BACKOFFICE_CLIENT_ID}`, token: refreshed.body.data.token });
    expect(logout.body.code).toBe(0);
    const endSession = new URL(logout.body.data ?? '');
    expect(endSession.origin + endSession.pathname).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_ORIGIN}/`);
    expect(decodeJwt(endSession.searchParams.get('id_token_hint') ?? '')).toMatchObject({ sub: 'gra.tecnica', aud: BACKOFFICE_CLIENT_ID });
    expect((await t.call({ method: 'GET', url: ACCOUNT_PATHS.me, token: refreshed.body.data.token })).body.code).toBe(ErrorCode.SessionInvalid);

    const passwordLogout = await t.call({ method: 'GET', url: ACCOUNT_PATHS.logout, token: passwordToken });
    expect(passwordLogout.body).toMatchObject({ code: 0, data: null });
  });

  it('refuses a wrong state, and the login it did not name stays usable', async () => {
    const back = await atProvider('gra.tecnica');
    const wrong = await callback({ ...back, state: 'not-the-state-we-sent-out' });
    expect(wrong.response.statusCode).toBe(200);
    expect(wrong.body).toMatchObject({ code: ErrorCode.RegionalSignInFailed, data: null });
    expect((await callback(back)).body.code).toBe(0);
  });

  it('exchanges a code once: a replayed callback, or the code under a new state, is refused', async () => {
    const back = await atProvider('gra.tecnica');
    expect((await callback(back)).body.code).toBe(0);
    expect((await callback(back)).body.code).toBe(ErrorCode.RegionalSignInFailed);
    // From the browser that started the fresh login: only the code is foreign.
    const fresh = await begin();
    const freshState = new URL(fresh.url).searchParams.get('state') ?? '';
    expect((await callback({ ...back, state: freshState, cookie: fresh.cookie })).body.code).toBe(ErrorCode.RegionalSignInFailed);
  });

  it('refuses an ID token that has expired by the time it comes back', async () => {
    const back = await atProvider('gra.tecnica');
    // The test provider's ID tokens live 60 s (plus 30 s of tolerance); the pending login lives longer.
    t.clock.set(new Date(Date.now() + 3 * 60_000));
    expect(3 * 60_000).toBeLessThan(PENDING_LOGIN_TTL_MS);
    expect((await callback(back)).body.code).toBe(ErrorCode.RegionalSignInFailed);
  });

  it('refuses a login that waited at the provider longer than the pending login lives', async () => {
    const back = await atProvider('gra.tecnica');
    t.clock.set(new Date(Date.now() + PENDING_LOGIN_TTL_MS + 1000));
    expect((await callback(back)).body.code).toBe(ErrorCode.RegionalSignInFailed);
  });

  it.each([
    ['another audience', (claims: JWTPayload) => ({ ...claims, aud: 'another-client' })],
    ['another issuer', (claims: JWTPayload) => ({ ...claims, iss: 'http://127.0.0.1:1' })],
    ['another nonce', (claims: JWTPayload) => ({ ...claims, nonce: 'not-ours' })],
    ['an expiry in the past', (claims: JWTPayload) => ({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })],
  ])('refuses an ID token for %s', async (_case, change) => {
    const back = await atProvider('gra.tecnica');
    tamper = change;
    expect((await callback(back)).body.code).toBe(ErrorCode.RegionalSignInFailed);
  });

  it('accepts an ID token re-signed unchanged with the provider’s key (the control of the cases above)', async () => {
    const back = await atProvider('gra.tecnica');
    tamper = (claims) => claims;
    expect((await callback(back)).body.code).toBe(0);
  });

  it('refuses an ID token signed by a key that is not the provider’s', async () => {
    const back = await atProvider('gra.tecnica');
    foreignKey = (
      await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify'])
    ).privateKey;
    tamper = (claims) => claims;
    expect((await callback(back)).body.code).toBe(ErrorCode.RegionalSignInFailed);
  });

  it.each([
    ['nobody of ours', 'pessoa.desconhecida'],
    ['a user without the GRA flag', 'local.tecnico'],
    ['a blocked GRA user', 'gra.bloqueada'],
    ['an inactive GRA user', 'gra.inativa'],
    ['a deleted GRA user', 'gra.eliminada'],
  ])('refuses %s with the one answer -4, with no session', async (_case, login) => {
    const user = await t.database.db.selectFrom('app_user').select('id').where('username', '=', login).executeTakeFirst();
    const before = user ? await sessionsOf(user.id) : 0;
    const { body } = await callback(await atProvider(login));
    expect(body).toMatchObject({ code: ErrorCode.Unauthorized, data: null });
    if (user) expect(await sessionsOf(user.id)).toBe(before);
  });

  it('gives unknown and blocked regional users the same answer: it tells nobody which of our users exist or are blocked', async () => {
    const unknown = await callback(await atProvider('pessoa.inexistente'));
    const blocked = await callback(await atProvider('gra.bloqueada'));
    const notGra = await callback(await atProvider('local.tecnico'));
    expect(blocked.response.statusCode).toBe(unknown.response.statusCode);
    expect(blocked.body).toEqual(unknown.body);
    expect(notGra.body).toEqual(unknown.body);
  });

  it('does not sign in a browser that did not start the login (login CSRF): its callback is refused, with no session', async () => {
    const userId = (await t.database.db.selectFrom('app_user').select('id').where('username', '=', 'gra.tecnica').executeTakeFirstOrThrow()).id;
    // The attacker starts a login in their browser and signs in at the provider, but keeps the callback link.
    const attackers = await atProvider('gra.tecnica');
    const before = await sessionsOf(userId);
    // The victim's browser opens it: with no cookie of ours, or with the cookie of a login it started itself.
    const bare = await callback({ ...attackers, cookie: '' });
    expect(bare.response.statusCode).toBe(200);
    expect(bare.body).toMatchObject({ code: ErrorCode.RegionalSignInFailed, data: null });
    const victims = await begin();
    expect(victims.cookie).not.toBe('');
    const crossed = await callback({ ...attackers, cookie: victims.cookie });
    expect(crossed.body).toMatchObject({ code: ErrorCode.RegionalSignInFailed, data: null });
    expect(await sessionsOf(userId)).toBe(before);
    // The browser that started it still finishes it: the refusals did not spend its pending login.
    expect((await callback(attackers)).body.code).toBe(0);
  });

  it('keeps GRA users off the password login: they have no password, and a stale one does not count', async () => {
    expect((await t.login('gra.tecnica', 'Unused-2026')).code).toBe(ErrorCode.InvalidUserOrPassword);
    await addUser('gra.com.senha', { gra: false });
    await t.database.db.updateTable('app_user').set({ is_gra_user: true }).where('username', '=', 'gra.com.senha').execute();
    expect((await t.login('gra.com.senha', 'Unused-2026')).code).toBe(ErrorCode.InvalidUserOrPassword);
  });

  it('matches by e-mail when so configured, and only a single user', async () => {
    const db = t.database.db;
    await addUser('gra.por.email', { gra: true, email: 'Pessoa@Azores.test' });
    expect((await regionalUser({ db, log: t.app.log }, 'email', { email: 'pessoa@azores.TEST' })).username).toBe('gra.por.email');
    await addUser('gra.mesmo.email', { gra: true, email: 'pessoa@azores.test' });
    await expect(regionalUser({ db, log: t.app.log }, 'email', { email: 'pessoa@azores.test' })).rejects.toMatchObject({ code: ErrorCode.Unauthorized });
    await expect(regionalUser({ db, log: t.app.log }, 'preferred_username', {})).rejects.toMatchObject({ code: ErrorCode.Unauthorized });
  });
});
