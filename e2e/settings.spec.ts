import { expect, test, type Page } from '@playwright/test';
import { MENU_ENTRIES, Permission, visibleMenu } from '../src/shared/permissions';
import { pt } from '../src/web/i18n/pt';
import { login, loginAsAdmin, mainMenu } from './helpers';

/** Settings pages in a real browser (SPEC §2.9, §5, §6): profiles, users, first sign-in, menu rules, object parameters. */

const SUFFIX = Date.now().toString(36);
const PROFILE_NAME = `Editores SRSD ${SUFFIX}`;
const USERNAME = `editor.srsd.${SUFFIX}`;
const NEW_PASSWORD = 'Editor-e2e-2026';

async function openSettingsEntry(page: Page, entry: string): Promise<void> {
  const menu = mainMenu(page);
  const settings = menu.getByRole('button', { name: 'Configurações' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  await expect(page.getByRole('banner')).not.toContainText('Administrador');
}

test.describe('settings', () => {
  test('the administrator creates a profile scoped to SRSD and a user with it, who signs in and sees only the menu the rules give', async ({ page }) => {
    await page.goto('/backoffice/login');
    await loginAsAdmin(page);

    // A profile over the Secretaria Regional da Saúde e Desporto's subtree with entity create/edit (11) and submit (12).
    await openSettingsEntry(page, 'Perfis');
    await expect(page).toHaveURL(/\/configuracoes\/perfis$/);
    await page.getByRole('link', { name: 'Novo perfil' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(PROFILE_NAME);
    await page.getByRole('radio', { name: 'Uma entidade e as suas subentidades' }).check();
    await page.getByLabel('Organização', { exact: true }).fill('SRSD');
    await page.getByRole('option', { name: /Secretaria Regional da Saúde e Desporto/ }).click();
    await page.getByRole('checkbox', { name: 'Entidade — Criar/editar' }).check();
    await page.getByRole('checkbox', { name: 'Entidade — Submeter' }).check();
    await expect(page.getByText('2 de 28 permissões escolhidas')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Perfil guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/configuracoes\/perfil\/\d+\/detalhe$/);
    await expect(page.getByRole('heading', { level: 1, name: PROFILE_NAME })).toBeVisible();
    await expect(page.getByText('Secretaria Regional da Saúde e Desporto')).toBeVisible();
    await expect(page.getByText('Criar/editar (11), Submeter (12)')).toBeVisible();

    // A user holding it; the password is left empty, so the server answers a one-time password, shown once.
    await openSettingsEntry(page, 'Utilizadores');
    await page.getByRole('link', { name: 'Novo utilizador' }).click();
    await page.getByLabel('Nome de utilizador', { exact: true }).fill(USERNAME);
    await page.getByLabel('Email', { exact: true }).fill('editor.srsd@azores.gov');
    await page.getByLabel('Nome a apresentar', { exact: true }).fill('Editora SRSD');
    // The §5 messages before the profile is chosen and the email fixed.
    await page.getByLabel('Email', { exact: true }).fill('editor srsd@azores');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Tem que adicionar pelo menos um perfil')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('editor.srsd@azores.gov.pt');
    await page.getByRole('combobox', { name: 'Perfis' }).click();
    await page.getByRole('option', { name: PROFILE_NAME }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Guardar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Palavra-passe temporária' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('terá de alterar esta palavra-passe no primeiro início de sessão');
    const oneTimePassword = (await dialog.getByTestId('one-time-password').textContent())?.trim() ?? '';
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Já comuniquei a palavra-passe' }).click();
    await expect(page).toHaveURL(/\/configuracoes\/utilizadores$/);
    await page.getByLabel('Utilizador, nome ou email').fill(USERNAME);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('link', { name: USERNAME, exact: true })).toBeVisible();

    // The user signs in with it and must change it first.
    await logout(page);
    await login(page, USERNAME, oneTimePassword);
    await expect(page).toHaveURL(/\/alterarpalavrapasse$/);
    await page.getByLabel('Palavra-passe atual', { exact: true }).fill(oneTimePassword);
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Palavra-passe alterada com sucesso.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Editora SRSD');

    // SPEC §6: the menu the shared rules give to entity create/edit and submit: every signed-in entry, no Settings group.
    const menu = mainMenu(page);
    const rules = visibleMenu({ username: USERNAME, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] });
    expect(rules.entries).toEqual(expect.arrayContaining(['tasks', 'entity']));
    expect(rules.entries).not.toContain('settings');
    for (const entry of MENU_ENTRIES.filter((e) => e !== 'settings')) {
      const link = menu.getByRole('link', { name: pt[`menu.${entry}`], exact: true });
      if (rules.entries.includes(entry)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    await expect(menu.getByRole('button', { name: pt['menu.settings'] })).toHaveCount(0);

    // Without 61 the object parameters (and any settings page) send the user home.
    await page.goto('/configuracoes/parametrosobjetos');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/configuracoes/perfis');
    await expect(page).toHaveURL(/\/$/);
  });

  test('adding an object parameter without the Portuguese value shows the §5 message', async ({ page }) => {
    await page.goto('/backoffice/login');
    await loginAsAdmin(page);
    await openSettingsEntry(page, 'Parâmetros de objetos');
    await expect(page).toHaveURL(/\/configuracoes\/parametrosobjetos$/);

    await page.getByRole('button', { name: 'Tipo de canal' }).click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar: Tipo de canal' });
    await dialog.getByLabel('Tipo de canal (Inglês)', { exact: true }).fill('Kiosk');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Tem que preencher o tipo de canal em português para poder guardar', { exact: true })).toBeVisible();

    // With the Portuguese value it saves, shows in the list, and goes again.
    await dialog.getByLabel('Tipo de canal (Português)', { exact: true }).fill(`Quiosque ${SUFFIX}`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Parâmetro de objeto guardado com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(`Quiosque ${SUFFIX}`) });
    await expect(row).toContainText('Kiosk');
    await row.getByRole('button', { name: `Eliminar Quiosque ${SUFFIX}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Parâmetro de objeto eliminado com sucesso.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
