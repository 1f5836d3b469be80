import { expect, test } from '@playwright/test';
import { encryptPassword } from '../src/server/test/encryptPassword';
import { ADMIN, login, loginAsAdmin } from './helpers';

const NEW_PASSWORD = 'Admin-e2e-changed-2026';

test.describe('change password', () => {
  // If the test stops half-way, put the administrator's password back for the other browser tests.
  test.afterAll(async ({ request }) => {
    const settings = await (await request.get('/api/account/loginsettings')).json();
    const key = settings.data.publicKey as string;
    const attempt = await (await request.post('/api/account/login', { data: { username: ADMIN.username, password: encryptPassword(NEW_PASSWORD, key) } })).json();
    if (attempt.code !== 0) return;
    await request.post('/api/account/changepassword', {
      headers: { authorization: `Bearer ${attempt.data.token}` },
      data: { currentPassword: encryptPassword(NEW_PASSWORD, key), newPassword: encryptPassword(ADMIN.password, key) },
    });
  });

  test('checks the confirmation, changes the password, and the new one signs in', async ({ page }) => {
    await page.goto('/backoffice/login');
    await loginAsAdmin(page);
    await page.getByRole('link', { name: 'Alterar palavra-passe' }).click();
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);

    await page.getByLabel('Palavra-passe atual', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('A palavra-passe deve ser igual nos dois campos')).toBeVisible();

    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Palavra-passe alterada com sucesso.')).toBeVisible();

    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await page.goto('/backoffice/login');
    await login(page, ADMIN.username, ADMIN.password);
    await expect(page.getByText('Utilizador ou palavra-passe inválidos.')).toBeVisible();
    await login(page, ADMIN.username, NEW_PASSWORD);
    await expect(page.getByRole('banner')).toContainText('Administrador');

    // And back, through the same page.
    await page.goto('/alterarpalavrapasse');
    await page.getByLabel('Palavra-passe atual', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Palavra-passe alterada com sucesso.')).toBeVisible();
  });
});
