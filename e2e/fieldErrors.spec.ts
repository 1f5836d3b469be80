import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiToken, createStaffUser, entityInputUnder, login, signInFirstTime, startSession } from './helpers';
import { createPublished, expectAccessible } from './recordWorkflow';

/**
 * Issue 29 §7: a server refusal that belongs to a field is shown under that field (aria-invalid, the
 * message beneath it) until the field changes, never as a toast; the toasts of a page left, and of a
 * failed sign-in once one succeeds, are gone. §12: the edit page of a published version says that
 * saving opens a new version.
 */
const toasts = (page: Page) => page.locator('.notistack-MuiContent');

async function newUser(request: Parameters<typeof apiToken>[0], adminToken: string, prefix: string) {
  const stamp = Date.now().toString(36);
  const user = { username: `${prefix}${stamp}`, displayName: `Erros ${prefix} ${stamp}`, initial: 'Inicial-2026!', password: 'Senha-erros-2026!' };
  await createStaffUser(request, adminToken, user, [11]);
  return user;
}

test.describe('errors that belong to a field', () => {
  test('a start date before the parent’s: under the field, no toast, until the date changes; a published version says it opens a new one', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const input = await entityInputUnder(request, token, 'SRFPAP', { code: `FE${stamp}`, name: `Entidade de erros ${stamp}` });
    const { id, version } = await createPublished(request, token, 'entity', input);

    await startSession(page, ADMIN.username, ADMIN.password, `/entidade/${id}/${version}`);
    // §12: said before any change, with the version saving will create.
    await expect(page.getByRole('alert').filter({ hasText: 'Está a editar a versão publicada' })).toContainText(
      `Está a editar a versão publicada (${version}): ao guardar, é criada uma nova versão (${version + 1}) em rascunho.`,
    );

    const start = page.getByLabel('Data de início de validade', { exact: true });
    await start.fill('01/01/1900');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const message = 'A data de início não pode ser anterior à data de início da entidade-mãe.';
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(message);
    await expect(start).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    await expectAccessible(page, 'entity edit with a field error');

    // Another field changes: the refusal of the date stays.
    await page.getByLabel('Nome', { exact: true }).fill(`Entidade de erros ${stamp} (alterada)`);
    await expect(start).toHaveAccessibleDescription(message);
    // The date changes: the refusal was about the old one.
    await start.fill('02/01/2024');
    await expect(start).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText(message)).toHaveCount(0);
  });

  test('a username already taken, in the users’ settings form, under the username', async ({ page, request }) => {
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const taken = await newUser(request, adminToken, 'tomado');
    const other = await newUser(request, adminToken, 'outro');
    const users = await apiCall<{ items: { userId: number; username: string }[] }>(request, adminToken, 'GET', `/settings/users?query=${other.username}`);
    const otherId = users.data.items.find((u) => u.username === other.username)?.userId;
    expect(otherId).toBeDefined();

    await startSession(page, ADMIN.username, ADMIN.password, `/configuracoes/utilizador/${otherId}`);
    const username = page.getByLabel('Nome de utilizador', { exact: true });
    await expect(username).toHaveValue(other.username);
    await username.fill(taken.username);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('O utilizador já existe.');
    await expect(username).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    await username.fill(`${taken.username}x`);
    await expect(username).toHaveAttribute('aria-invalid', 'false');
  });

  test('a wrong current password, under that field', async ({ page, request }) => {
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const user = await newUser(request, adminToken, 'atual');
    await signInFirstTime(page, user.username, user.initial, user.password);
    await page.goto('/alterarpalavrapasse');
    const current = page.getByLabel('Palavra-passe atual', { exact: true });
    await current.fill('nao-e-esta-2026');
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill('Outra-senha-2026!');
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill('Outra-senha-2026!');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Palavra-passe inválida.');
    await expect(current).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    await expectAccessible(page, 'change password with a field error');
    await current.fill(user.password);
    await expect(current).toHaveAttribute('aria-invalid', 'false');
  });
});

test.describe('stale toasts', () => {
  test('an error toast goes with the page it was about', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const input = await entityInputUnder(request, token, 'SRFPAP', { code: `FT${stamp}`, name: `Entidade de avisos ${stamp}` });
    const created = await apiCall<{ id: number; version: number }>(request, token, 'POST', '/records/entity', { input, continueOnDuplicate: true });
    expect(created.code, created.description).toBe(0);
    const { id, version } = created.data;

    await startSession(page, ADMIN.username, ADMIN.password, `/entidade/${id}/${version}`);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(input.name as string);
    // Someone else saves it meanwhile: this page's save is refused (-14), a refusal of no field.
    const view = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/entity/${id}/${version}`);
    const saved = await apiCall(request, token, 'PUT', `/records/entity/${id}/${version}`, { input, rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(saved.code, saved.description).toBe(0);
    await page.getByLabel('Nome', { exact: true }).fill(`Entidade de avisos ${stamp} (minha)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const refused = toasts(page).filter({ hasText: 'O registo foi alterado por outro utilizador' });
    await expect(refused).toBeVisible();
    // The pointer rests on the toast (which keeps it from hiding by itself); the keyboard leaves the page, its changes dropped.
    await refused.hover();
    await page.getByRole('link', { name: 'Cancelar' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Não guardar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/entidade/${id}/${version}/detalhe`));
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a failed sign-in’s toast is gone once the sign-in succeeds', async ({ page }) => {
    await login(page, ADMIN.username, `${ADMIN.password}-errada`);
    const failed = toasts(page).filter({ hasText: 'Utilizador ou palavra-passe inválidos.' });
    await expect(failed).toBeVisible();
    // The pointer rests on the toast (which keeps it from hiding by itself); the keyboard signs in.
    await failed.hover();
    await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Palavra-passe', { exact: true }).press('Enter');
    await expect(page.getByRole('banner')).toContainText('Administrador');
    await expect(toasts(page)).toHaveCount(0);
  });
});
