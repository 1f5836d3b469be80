import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, logout, mainMenu } from './helpers';

/** What went wrong in the page while `run` ran: HTTP 401 answers of the API and console errors. */
async function troublesDuring(page: Page, run: () => Promise<void>): Promise<{ unauthorized: string[]; consoleErrors: string[] }> {
  const unauthorized: string[] = [];
  const consoleErrors: string[] = [];
  const onResponse = (response: { status: () => number; url: () => string; request: () => { method: () => string } }) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${response.url()}`);
  };
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  };
  page.on('response', onResponse);
  page.on('console', onConsole);
  try {
    await run();
  } finally {
    page.off('response', onResponse);
    page.off('console', onConsole);
  }
  return { unauthorized, consoleErrors };
}

test.describe('what a new user hit (issue 8 §4)', () => {
  test('signing out from the entity list fires no call without a token and shows no network failure', async ({ page }) => {
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Direção Regional/ }).first()).toBeVisible();

    const troubles = await troublesDuring(page, async () => {
      await page.getByRole('button', { name: 'Terminar sessão' }).click();
      await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      // Whatever a late answer would do, it has had the time to do it.
      await page.waitForLoadState('networkidle');
    });
    expect(troubles.unauthorized).toEqual([]);
    expect(troubles.consoleErrors).toEqual([]);
    await expect(page.getByText('Não foi possível estabelecer ligação com a API de serviços.')).toHaveCount(0);
    await expect(page.getByText('Não autorizado.')).toHaveCount(0);
  });

  test('a guest clicking Entidades sees the published entities read-only, and a page needing a sign-in says so', async ({ page }) => {
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page).toHaveURL(/\/entidades$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Direção Regional/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar' })).toHaveCount(0);
    await page
      .getByRole('link', { name: /Direção Regional/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/entidade\/\d+\/\d+\/detalhe$/);
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);

    await page.goto('/tarefas');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Inicie sessão para abrir esta página; depois de entrar, é levado até ela.')).toBeVisible();
  });

  test('the create page is titled Nova entidade, in its heading and its tab', async ({ page }) => {
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await page.getByRole('link', { name: 'Criar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova entidade' })).toBeVisible();
    await expect(page).toHaveTitle(/^Nova entidade · /);
    await logout(page);
  });
});
