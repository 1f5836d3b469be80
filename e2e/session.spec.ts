import { expect, test } from '@playwright/test';
import { ADMIN, login, loginAsAdmin, mainMenu } from './helpers';

test.describe('session: guest, sign-in, sign-out', () => {
  test('a fresh visitor is a guest with the reduced menu; the administrator sees everything; logout makes a guest again', async ({ page }) => {
    await page.goto('/');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Entidades' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Serviços' })).toBeVisible();
    for (const hidden of ['Tarefas', 'Património', 'Documentos', 'Configurações', 'Relatórios']) {
      await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Alterar palavra-passe' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Entrar' }).first().click();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
    // Header and footer are hidden on the login page.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await loginAsAdmin(page);
    await expect(page).toHaveURL(/\/$/);

    for (const shown of ['Tarefas', 'Património', 'Documentos', 'Configurações', 'Relatórios']) {
      await expect(menu.getByText(shown, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Alterar palavra-passe' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('2023');

    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page.getByRole('banner')).not.toContainText('Administrador');
    await expect(menu.getByText('Configurações', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('Tarefas', { exact: true })).toHaveCount(0);
  });

  test('a protected route opened as a guest lands home, and after sign-in on that route', async ({ page }) => {
    await page.goto('/configuracoes/perfis');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/backoffice/login');
    await login(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/configuracoes\/perfis$/);
    // The Settings submenu opens by itself on a settings route.
    await expect(mainMenu(page).getByRole('link', { name: 'Perfis' })).toBeVisible();
  });

  test('a wrong password shows the catalogued Portuguese toast', async ({ page }) => {
    await page.goto('/backoffice/login');
    await login(page, ADMIN.username, 'not-the-password');
    await expect(page.getByText('Utilizador ou palavra-passe inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/login$/);
  });

  test('the login form asks for both fields', async ({ page }) => {
    await page.goto('/backoffice/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
  });
});
