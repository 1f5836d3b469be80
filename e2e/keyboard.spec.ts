import { expect, test } from '@playwright/test';
import { KeyboardDriver, VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityInputUnder, mainMenu } from './helpers';

/**
 * Keyboard only (issue 8 §3, WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): sign in, open the entity list, search,
 * open a record, edit and save, and submit it for approval with Tab, Shift+Tab, Enter, Space, Escape and
 * the arrows (plus typing into fields). After every key the focused element must show a focus indicator
 * that it loses when focus moves on, and nothing (sticky header, sticky save bar) may cover it.
 */
test.use({ viewport: VIEWPORTS.desktop });

test('keyboard only: sign in, list, search, open, edit and save, submit for approval', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A draft of its own (under the demo secretariat SRFPAP), so that the other tests' data stays as seeded.
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const code = `KBD${stamp}`;
  const name = `Entidade de teclado ${stamp}`;
  const token = await apiToken(request, ADMIN.username, ADMIN.password);
  const input = await entityInputUnder(request, token, 'SRFPAP', { code, name });
  const created = await apiCall(request, token, 'POST', '/records/entity', { input, continueOnDuplicate: true });
  expect(created.code, created.description).toBe(0);

  const keys = new KeyboardDriver(page);

  // --- Sign in.
  await page.goto('/backoffice/login');
  await keys.tabTo(page.getByLabel('Utilizador'));
  await keys.type(ADMIN.username);
  await keys.tabTo(page.getByLabel('Palavra-passe', { exact: true }));
  await keys.type(ADMIN.password);
  await keys.press('Enter');
  await expect(page.getByRole('banner')).toContainText('Administrador');
  await expect(page).not.toHaveURL(/\/backoffice\/login/);

  // --- The entity list from the main menu.
  await keys.tabTo(mainMenu(page).getByRole('link', { name: 'Entidades' }));
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
  await keys.check();

  // --- Search by code and state (the draft is not published: the arrows choose it); Space searches.
  await keys.tabTo(page.getByLabel('Código', { exact: true }));
  await keys.type(code);
  await keys.tabTo(page.getByRole('combobox', { name: 'Estado' }));
  await keys.press('ArrowDown');
  // The list opens on the chosen state (Publicado); the draft state is above it.
  await keys.pressUntil(page.getByRole('option', { name: 'Em elaboração' }), 'ArrowUp', 10);
  // A multiple choice: Enter ticks the draft state, un-ticks 'Publicado', and Escape closes the list.
  await keys.press('Enter');
  await keys.pressUntil(page.getByRole('option', { name: 'Publicado' }), 'ArrowDown', 10);
  await keys.press('Enter');
  // Escape closes the list; its backdrop leaves with a transition: the focus is checked once it is gone.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  // MUI keeps the menu's (invisible) modal root until its exit transition ends.
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await keys.check('Escape');
  await keys.tabTo(page.getByRole('button', { name: 'Pesquisar' }));
  await keys.press('Space');
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();

  // --- Open the record.
  await keys.tabTo(link);
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await keys.check();

  // The record's tabs follow the arrows (WAI-ARIA tabs pattern).
  const tabs = page.getByRole('tablist');
  await keys.tabTo(tabs.getByRole('tab').first());
  await keys.press('ArrowRight');
  await expect(tabs.getByRole('tab').nth(1)).toBeFocused();
  await keys.press('ArrowLeft');
  await expect(tabs.getByRole('tab').first()).toBeFocused();

  // --- Edit: back up to the 'Editar' link (Shift+Tab), then through every field of the form down to
  // 'Guardar' (none may hide under the sticky save bar) and back up (none under the sticky header).
  await keys.tabTo(page.getByRole('link', { name: 'Editar' }), { backwards: true });
  await keys.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Editar ${name}` })).toBeVisible();
  await keys.check();
  await keys.tabTo(page.getByLabel('Nome', { exact: true }));
  // Tabbing into a text field selects its text: typing replaces it.
  await keys.type(`${name} editada`);
  const save = page.getByRole('button', { name: 'Guardar' });
  await keys.tabTo(save);
  await keys.tabTo(page.getByLabel('Código', { exact: true }), { backwards: true });
  await keys.tabTo(save);
  await keys.press('Enter');
  await expect(page.getByText('Entidade guardada com sucesso.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} editada` })).toBeVisible();
  await keys.check();

  // --- A workflow action: 'Submeter' opens a choice; Escape closes it and gives focus back.
  const actions = page.getByRole('group', { name: 'Ações de fluxo' });
  const submit = actions.getByRole('button', { name: 'Submeter', exact: true });
  await keys.tabTo(submit);
  await keys.press('Enter');
  const choice = page.getByRole('dialog', { name: 'Submeter ou publicar' });
  await expect(choice).toBeVisible();
  // Escape closes it; the dialog's (invisible) modal root leaves with its exit transition, then the focus
  // is checked: back on 'Submeter'.
  await page.keyboard.press('Escape');
  await expect(choice).toBeHidden();
  await expect(page.locator('.MuiModal-root')).toHaveCount(0);
  await keys.check('Escape');
  await expect(submit).toBeFocused();
  await keys.press('Enter');
  await expect(choice).toBeVisible();
  // The choice is the confirmation (issue 29 §15): Enter on it submits, no second question.
  await keys.tabTo(choice.getByRole('button', { name: 'Submeter para aprovação' }));
  await keys.press('Enter');
  await expect(page.getByText('Entidade submetida para aprovação')).toBeVisible();
  await expect(page.getByText('Submetido para aprovação', { exact: true })).toBeVisible();
  expect(keys.visited.length).toBeGreaterThan(20);
});
