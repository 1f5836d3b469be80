import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, apiToken, createUserWithProfile, entityIdByCode, signInFirstTime, mainMenu } from './helpers';

/**
 * Issue 7 in the browser: a user manager scoped to one branch manages the users of that branch only.
 * The administrator is out of reach (not listed, not readable), and nobody changes their own profiles.
 */
test('a branch user manager sees and manages only their branch, never the administrator, and cannot change their own profiles', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5);
  const manager = { username: `gestor${stamp}`, initial: 'Inicial-2026!', password: 'Gestor-2026!' };
  const member = { username: `membro${stamp}`, initial: 'Inicial-2026!' };

  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const srsd = await entityIdByCode(request, adminToken, 'SRSD');
  await createUserWithProfile(request, adminToken, {
    username: manager.username,
    displayName: `Gestor SRSD ${stamp}`,
    password: manager.initial,
    profileName: `Gestão de utilizadores SRSD ${stamp}`,
    organizationId: srsd.id,
    permissions: [71, 72],
  });
  await createUserWithProfile(request, adminToken, {
    username: member.username,
    displayName: `Membro SRSD ${stamp}`,
    password: member.initial,
    profileName: `Consulta SRSD ${stamp}`,
    organizationId: srsd.id,
    permissions: [],
  });
  const idOf = async (username: string) => {
    const found = await apiCall<{ items: { userId: number; username: string }[] }>(request, adminToken, 'GET', `/settings/users?query=${username}`);
    const id = found.data.items.find((u) => u.username === username)?.userId;
    expect(id).toBeDefined();
    return id as number;
  };
  const managerId = await idOf(manager.username);
  const adminId = await idOf(ADMIN.username);

  await signInFirstTime(page, manager.username, manager.initial, manager.password);
  const menu = mainMenu(page);
  await menu.getByRole('button', { name: 'Configurações' }).click();
  await menu.getByRole('link', { name: 'Utilizadores', exact: true }).click();
  await expect(page).toHaveURL(/\/configuracoes\/utilizadores$/);

  // The branch's member is listed; the administrator is not.
  await page.getByLabel('Utilizador, nome ou email').fill(member.username);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  // The search lives in the URL; the member is listed before it too, so wait for the URL, not the row.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${member.username}`));
  await expect(page.getByRole('link', { name: member.username, exact: true })).toBeVisible();
  await page.getByLabel('Utilizador, nome ou email').fill('admin');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/[?&]q=admin/);
  await expect(page.getByText('Não existem items para mostrar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin', exact: true })).toHaveCount(0);

  // Typing the administrator's address does not open it: the catalogued -500 answer.
  await page.goto(`/configuracoes/utilizador/${adminId}`);
  await expect(page.getByText('Não tem permissão para realizar esta operação.')).toBeVisible();
  await expect(page.getByLabel('Nome de utilizador', { exact: true })).toHaveCount(0);

  // Their own account: the name stays editable, the profiles are read-only with the reason.
  await page.goto(`/configuracoes/utilizador/${managerId}`);
  await expect(page.getByLabel('Nome a apresentar', { exact: true })).toBeEditable();
  await expect(page.getByRole('combobox', { name: 'Perfis' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Não pode alterar os seus próprios perfis: peça a outro administrador.')).toBeVisible();
});
