import { expect, test } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { ADMIN, apiToken, createStaffUser, login, loginChangingPassword, mainMenu } from './helpers';

/**
 * The change-password page, as a user of its own: changing the administrator's password would end the
 * sessions of the browser tests running beside this one.
 */
test.describe('change password', () => {
  test('checks the confirmation, changes the password, and the new one signs in', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const user = { username: `senha${stamp}`, displayName: `Mudança de Senha ${stamp}`, initial: 'Inicial-2026!', password: 'Senha-e2e-2026!' };
    const next = 'Senha-e2e-mudada-2026!';
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    await createStaffUser(request, adminToken, user, [11]);
    // The first sign-in asks for a new password (the page in its forced form).
    await loginChangingPassword(page, user.username, user.initial, user.password);
    await expect(page.getByRole('banner')).toContainText(user.displayName);

    await page.getByRole('link', { name: 'Alterar palavra-passe' }).click();
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    await page.getByLabel('Palavra-passe atual', { exact: true }).fill(user.password);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(next);
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(`${next}x`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('A palavra-passe deve ser igual nos dois campos')).toBeVisible();

    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Palavra-passe alterada com sucesso.')).toBeVisible();

    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await page.goto('/backoffice/login');
    await login(page, user.username, user.password);
    await expect(page.getByText('Utilizador ou palavra-passe inválidos.')).toBeVisible();
    await login(page, user.username, next);
    await expect(page.getByRole('banner')).toContainText(user.displayName);
  });

  test('until the first password is changed, the change page is the only page (issue 29 §9)', async ({ page, request }) => {
    const stamp = Date.now().toString(36);
    const user = { username: `retido${stamp}`, displayName: `Retido ${stamp}`, initial: 'Inicial-2026!', password: 'Senha-retida-2026!' };
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    await createStaffUser(request, adminToken, user, [11]);
    await login(page, user.username, user.initial);
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    await expect(page.getByText('Tem de alterar a sua palavra-passe antes de continuar.')).toBeVisible();

    // The menu offers no other page; the header's link home leads back here.
    await expect(mainMenu(page).getByRole('link')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: /CESA/ }).click();
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    // Nor does a typed address.
    await page.goto('/entidades');
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar palavra-passe' })).toBeVisible();
    // The whole page, its menu without entries included.
    await settle(page);
    const findings = await scanPage(page, 'forced password change');
    expect(findings, formatFindings(findings)).toEqual([]);

    // Once changed, the pages open again.
    await page.getByLabel('Palavra-passe atual', { exact: true }).fill(user.initial);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(user.password);
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).not.toHaveURL(/\/alterarpalavrapasse$/);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page).toHaveURL(/\/entidades$/);
  });
});
