import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiCall, apiToken, entityIdByCode, mainMenu } from './helpers';

/**
 * Issue 13 in the browser: the regional sign-in against a real OpenID provider (the test provider,
 * a web server of playwright.config.ts). Its login form takes any login and any password; whether the
 * person is one of our GRA users is our server's decision.
 */

async function createGraUser(request: APIRequestContext, username: string, displayName: string): Promise<void> {
  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const srsd = await entityIdByCode(request, adminToken, 'SRSD');
  const profile = await apiCall<{ profileId: number }>(request, adminToken, 'POST', '/settings/profiles', {
    name: `Perfil ${displayName}`,
    permissions: [71, 72],
    organizationId: srsd.id,
    excludedOrganizationIds: [],
  });
  expect(profile.code).toBe(0);
  const created = await apiCall(request, adminToken, 'POST', '/settings/users', {
    username,
    displayName,
    email: `${username}@example.pt`,
    profileIds: [profile.data.profileId],
    status: 1,
    isGraUser: true,
  });
  expect(created.code).toBe(0);
}

async function signInAtProvider(page: import('@playwright/test').Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualquer');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a GRA user signs in through the regional sign-in, lands with their menu, and signing out ends both sessions', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const username = `gra${stamp}`;
  const displayName = `Técnica GRA ${stamp}`;
  await createGraUser(request, username, displayName);

  await page.goto('/backoffice/login');
  await page.getByRole('button', { name: 'Entrar com autenticação GRA' }).click();
  // At the provider: its own login form.
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await signInAtProvider(page, username);

  // Back through /authcallback, signed in, with the menu of the user's profile.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(displayName);
  const menu = mainMenu(page);
  // The profile's user management (permissions 71, 72) and nothing else of Settings.
  await menu.getByRole('button', { name: 'Configurações' }).click();
  await expect(menu.getByRole('link', { name: 'Utilizadores', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Perfis', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
  // No password of ours to change.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Alterar palavra-passe' })).toHaveCount(0);

  // Sign-out: our session ends, then the provider's (its confirmation page), and the browser comes back as a guest.
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText(displayName);

  // The provider's session is over too: the regional sign-in asks for the login again.
  await page.goto('/backoffice/login');
  await page.getByRole('button', { name: 'Entrar com autenticação GRA' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a person who is not a GRA user of ours is refused with the catalogued text on the login page', async ({ page }) => {
  await page.goto('/backoffice/login');
  await page.getByRole('button', { name: 'Entrar com autenticação GRA' }).click();
  // The administrator exists but has no GRA flag: the same answer as for nobody of ours (-4), so it tells no one who exists.
  await signInAtProvider(page, ADMIN.username);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByText('Não autorizado.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
});

test('a callback link opened in another browser does not sign that browser in (login CSRF); the browser that started the login still can', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const username = `grb${stamp}`;
  const displayName = `Técnico GRA ${stamp}`;
  await createGraUser(request, username, displayName);

  // The attacker signs in at the provider and keeps the link back to us instead of following it. The
  // browser does not let a test stop a redirect, so the SPA's call to our API is stopped instead, before
  // it reaches the server; the link is the page that made it.
  let link = '';
  await page.route('**/api/authcallback?**', async (route) => {
    const url = new URL(route.request().url());
    url.pathname = '/authcallback';
    link = url.href;
    await route.abort();
  });
  await page.goto('/backoffice/login');
  await page.getByRole('button', { name: 'Entrar com autenticação GRA' }).click();
  await signInAtProvider(page, username);
  await expect.poll(() => link).toContain('state=');

  // The victim's browser (another cookie jar) opens it: refused, still a guest.
  const victim = await browser.newContext({ locale: 'pt-PT' });
  const victimPage = await victim.newPage();
  await victimPage.goto(link);
  await expect(victimPage).toHaveURL(/\/backoffice\/login$/);
  await expect(victimPage.getByText('Não foi possível concluir a autenticação GRA: o pedido expirou ou é inválido. Tente novamente.')).toBeVisible();
  // Still a guest at home.
  await victimPage.goto(new URL('/', link).href);
  await expect(victimPage.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  await expect(victimPage.getByRole('banner')).not.toContainText(displayName);
  await victim.close();

  // The browser that started it finishes it.
  await page.unroute('**/api/authcallback?**');
  await page.goto(link);
  await expect(page.getByRole('banner')).toContainText(displayName);
});
