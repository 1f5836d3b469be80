import { constants, publicEncrypt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../src/shared/limits';
import { obfuscate } from '../src/web/app/obfuscation';
import { sessionUserFromToken } from '../src/web/features/session/jwt';
import type { SessionState } from '../src/web/features/session/sessionSlice';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

export const ADMIN = { username: 'admin', password: E2E_ADMIN_PASSWORD };

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes('/backoffice/login')) await page.goto('/backoffice/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Opens the home page (or `path`) signed in as the administrator, in a session of this page's own (a
 * logout ends only it). The session starts through the API and is put where the SPA keeps it
 * (startSession): the login form's own journeys are session.spec.ts, password.spec.ts and keyboard.spec.ts.
 * A test that starts elsewhere passes its `path`: the SPA then boots once, on that page, instead of
 * loading the home page (and its searches) only to leave it.
 */
export async function loginAsAdmin(page: Page, path = '/'): Promise<void> {
  await startSession(page, ADMIN.username, ADMIN.password, path);
  await expect(page.getByRole('banner')).toContainText('Administrador');
}

/**
 * Signs in through the API and stores the session as the SPA persists it after a sign-in through the
 * form (redux-persist's root item, the session slice obfuscated: src/web/app/persistence.ts), then
 * opens `path`. Local storage is written from a static file of the origin, so the SPA boots once.
 */
export async function startSession(page: Page, username: string, password: string, path = '/'): Promise<void> {
  const { token, expiration } = await apiLogin(page.request, username, password);
  const session: SessionState = { token, expiration, user: sessionUserFromToken(token), status: 'signedIn' };
  const root = { session: JSON.stringify(obfuscate(JSON.stringify(session))), _persist: JSON.stringify({ version: 1, rehydrated: true }) };
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.persistRoot, JSON.stringify(root)] as const);
  await page.goto(path);
}

// ---------------------------------------------------------------- API helpers (entities.spec.ts)

/** What every API call answers (SPEC §7). */
export interface Envelope<T = unknown> {
  code: number;
  description: string;
  data: T;
}

/** The login password travels RSA-OAEP (SHA-256) encrypted under the server's public key, like the SPA sends it. */
export async function encryptForServer(request: APIRequestContext, text: string): Promise<string> {
  const settings = (await (await request.get('/api/account/loginsettings')).json()) as Envelope<{ publicKey: string }>;
  return publicEncrypt({ key: settings.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
}

/** Signs in through the API and answers the bearer token. */
export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  return (await apiLogin(request, username, password)).token;
}

/** Signs in through the API and answers the token and its expiry, as the login form receives them. */
async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<{ token: string; expiration: number }> {
  const body = { username, password: await encryptForServer(request, password) };
  const answer = (await (await request.post('/api/account/login', { data: body })).json()) as Envelope<{ token: string; expiration: number } | null>;
  if (answer.code !== 0 || !answer.data) throw new Error(`login of ${username} failed: ${answer.code} ${answer.description}`);
  return answer.data;
}

/** One API call with a bearer token; answers the envelope whatever its code. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const response = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  return (await response.json()) as Envelope<T>;
}

/** The id of the published entity with this code (demo tree). */
export async function entityIdByCode(request: APIRequestContext, token: string, code: string): Promise<{ id: number; version: number }> {
  const answer = await apiCall<{ items: { id: number; version: number; code: string }[] }>(request, token, 'POST', '/records/entity/search', {
    code,
    recordStateTypeIds: [5],
  });
  const item = answer.data.items.find((i) => i.code === code);
  if (!item) throw new Error(`no published entity ${code}`);
  return { id: item.id, version: item.version };
}

/**
 * Input for a new entity under the demo entity `parentCode`, its other fields copied from the parent
 * (a valid entity as it stands), named `name` and coded `code` (its abbreviation too); `fields` added.
 */
export async function entityInputUnder(
  request: APIRequestContext,
  token: string,
  parentCode: string,
  fields: { code: string; name: string } & Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parent = await entityIdByCode(request, token, parentCode);
  const template = await apiCall<{ data: Record<string, unknown> }>(request, token, 'GET', `/records/entity/${parent.id}/${parent.version}`);
  return {
    ...template.data.data,
    abbreviation: fields.code,
    active: true,
    startDate: '2024-01-01',
    endDate: null,
    parentId: parent.id,
    parentVersion: parent.version,
    versionComment: '',
    ...fields,
  };
}

/**
 * Creates a profile over one organisation's subtree and a local user holding it, through the
 * settings API as the administrator. The user must change the initial password at first sign-in.
 */
export async function createUserWithProfile(
  request: APIRequestContext,
  adminToken: string,
  user: { username: string; displayName: string; password: string; profileName: string; organizationId: number; permissions: number[] },
): Promise<void> {
  const profile = await apiCall<{ profileId: number }>(request, adminToken, 'POST', '/settings/profiles', {
    name: user.profileName,
    permissions: user.permissions,
    organizationId: user.organizationId,
    excludedOrganizationIds: [],
  });
  if (profile.code !== 0) throw new Error(`profile ${user.profileName}: ${profile.code} ${profile.description}`);
  const created = await apiCall(request, adminToken, 'POST', '/settings/users', {
    username: user.username,
    displayName: user.displayName,
    email: `${user.username}@example.pt`,
    profileIds: [profile.data.profileId],
    status: 1,
    isGraUser: false,
    password: await encryptForServer(request, user.password),
  });
  if (created.code !== 0) throw new Error(`user ${user.username}: ${created.code} ${created.description}`);
}

/**
 * A staff user holding `permissions` in a profile over a demo entity's subtree (SRFPAP unless said), with
 * the one-time password `initial` (changed at the first sign-in), created through the API.
 */
export async function createStaffUser(
  request: APIRequestContext,
  adminToken: string,
  user: { username: string; displayName: string; initial: string },
  permissions: readonly number[],
  entityCode = 'SRFPAP',
): Promise<void> {
  const entity = await entityIdByCode(request, adminToken, entityCode);
  await createUserWithProfile(request, adminToken, {
    username: user.username,
    displayName: user.displayName,
    password: user.initial,
    profileName: `Perfil ${user.username}`,
    organizationId: entity.id,
    permissions: [...permissions],
  });
}

/**
 * A user's first password change through the API (the one-time password the administrator gave, to
 * `next`); answers a token under the new password, for tests that act as the user through the API.
 */
export async function apiTokenAfterFirstChange(request: APIRequestContext, username: string, initial: string, next: string): Promise<string> {
  const token = await apiToken(request, username, initial);
  const changed = await apiCall(request, token, 'POST', '/account/changepassword', {
    currentPassword: await encryptForServer(request, initial),
    newPassword: await encryptForServer(request, next),
  });
  if (changed.code !== 0) throw new Error(`password change of ${username} failed: ${changed.code} ${changed.description}`);
  return apiToken(request, username, next);
}

/**
 * A user's first sign-in with the one-time password the administrator gave: the password is changed
 * to `next` through the API, then the page opens signed in (startSession). The forced change-password
 * page itself is walked by password.spec.ts and settings.spec.ts (loginChangingPassword).
 */
export async function signInFirstTime(page: Page, username: string, initial: string, next: string): Promise<void> {
  await apiTokenAfterFirstChange(page.request, username, initial, next);
  await startSession(page, username, next);
  await expect(page.getByRole('banner')).toContainText('Terminar sessão');
}

/** Signs in in the browser; a first sign-in with an initial password goes through the change-password page. */
export async function loginChangingPassword(page: Page, username: string, initial: string, next: string): Promise<void> {
  await login(page, username, initial);
  await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
  await page.getByLabel('Palavra-passe atual').fill(initial);
  await page.getByLabel('Nova palavra-passe').fill(next);
  await page.getByLabel('Confirmar palavra-passe').fill(next);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Palavra-passe alterada com sucesso.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/alterarpalavrapasse$/);
}

/** Ends the browser session (header button). */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
}

export interface TestUser {
  username: string;
  /** The one-time password the administrator gives; changed at the first sign-in. */
  initial: string;
  password: string;
}

/**
 * An entity editor (create/edit and submit, 11 and 12) and an entity reviewer (approve, 13), both over
 * SRFPAP, named `<prefix>a<stamp>` and `<prefix>r<stamp>`; answers them with the admin's token and SRFPAP.
 */
export async function createEditorAndReviewer(request: APIRequestContext, prefix: string, stamp: string) {
  const named = (username: string, password: string) => ({ username, displayName: `Utilizador ${username}`, initial: 'Inicial-2026!', password });
  const editor: TestUser & { displayName: string } = named(`${prefix}a${stamp.toLowerCase()}`, 'Autor-2026!');
  const reviewer: TestUser & { displayName: string } = named(`${prefix}r${stamp.toLowerCase()}`, 'Aprov-2026!');
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const srfpap = await entityIdByCode(request, adminToken, 'SRFPAP');
  for (const [user, permissions] of [
    [editor, [11, 12]],
    [reviewer, [13]],
  ] as const) {
    await createUserWithProfile(request, adminToken, {
      username: user.username,
      displayName: user.displayName,
      password: user.initial,
      profileName: `Perfil ${user.username}`,
      organizationId: srfpap.id,
      permissions: [...permissions],
    });
  }
  return { editor, reviewer, adminToken, srfpap };
}

/**
 * Types `text` into a searching picker (organisation, record, address) and chooses the first option
 * named `option`, until the picker shows `shows`. The list first shows the empty search's options, then
 * redraws with the typed text's (after a 300 ms pause and the search): on a busy machine a click can
 * land as the list redraws and choose nothing, so the choice is checked and made again.
 */
export async function chooseSearched(page: Page, combobox: Locator, text: string, option: string | RegExp, shows: string | RegExp = option): Promise<void> {
  await expect(async () => {
    await combobox.fill(text);
    await page.getByRole('option', { name: option }).first().click({ timeout: 10_000 });
    await expect(combobox).toHaveValue(shows, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}
