import { expect, test, type Page } from '@playwright/test';
import { formatFindings, scanPage } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, createStaffUser, entityInputUnder, logout, mainMenu, signInFirstTime, startSession } from './helpers';

/** The names of the list's column headers, in order. */
async function headers(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Entidades' });
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  return (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
}

/** axe at 0 on an open popover (the Colunas menu, the saved searches): it lives outside <main>. */
async function expectPopoverAccessible(page: Page, label: string): Promise<void> {
  const findings = await scanPage(page, label, '.MuiPopover-paper');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('lists users shape (issue 30 §3)', () => {
  test('columns and page size follow the user to another browser; a saved search opens from the list and from its URL', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const user = { username: `lp${stamp.toLowerCase()}`, displayName: `Marta Furtado ${stamp}`, initial: 'Inicial-2026!', password: 'Listas-2026!' };
    await createStaffUser(request, adminToken, user, [11, 12]);
    for (const n of [1, 2, 3]) {
      const input = await entityInputUnder(request, adminToken, 'SRFPAP', { code: `LP${stamp}${n}`, name: `Rascunho PGR ${stamp} ${n}` });
      const created = await apiCall(request, adminToken, 'POST', '/records/entity', { input, continueOnDuplicate: true });
      expect(created.code, created.description).toBe(0);
    }

    // --- First browser: she hides a column, moves one, picks 25 a page and compact rows.
    const first = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await first.newPage();
    await signInFirstTime(page, user.username, user.initial, user.password);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    const before = await headers(page);
    const order = ['Código', 'Nome', 'Sigla', 'Entidade-mãe', 'Tipo de entidade', 'Início de validade', 'Estado', 'Versão'];
    expect(before).toContain('Sigla');
    await page.getByRole('button', { name: 'Colunas' }).click();
    const panel = page.getByRole('dialog', { name: 'Escolher, ordenar e ocultar colunas' });
    await expect(panel).toBeVisible();
    const saved = () => page.waitForResponse((r) => r.url().includes('/api/me/preferences/records.entity') && r.request().method() === 'PUT' && r.ok());
    let put = saved();
    await panel.getByRole('checkbox', { name: 'Sigla' }).uncheck();
    await put;
    // Moved by keyboard: the move button keeps the focus, Enter moves it again.
    put = saved();
    await panel.getByRole('button', { name: 'Subir a coluna Estado' }).focus();
    await page.keyboard.press('Enter');
    await put;
    put = saved();
    await panel.getByRole('radio', { name: 'Compacta' }).check();
    await put;
    // Estado now comes before Versão (a narrow table may stack Versão under the name: the panel shows the order).
    await expect(panel.getByRole('listitem')).toHaveText(order);
    await page.screenshot({ path: '/tmp/d-columns-1366.png' });
    await expectPopoverAccessible(page, 'Colunas');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const shaped = await headers(page);
    expect(shaped).not.toContain('Sigla');
    put = saved();
    await page.getByRole('combobox', { name: 'Registos por página' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await put;
    await expect(page.getByRole('table', { name: 'Entidades' })).toHaveAttribute('data-density', 'compact');
    await logout(page);
    await first.close();

    // --- Another browser, signed in again: the same columns, order, page size and density.
    const second = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page2 = await second.newPage();
    await startSession(page2, user.username, user.password, '/entidades');
    await expect(page2.getByRole('table', { name: 'Entidades' }).getByRole('row').nth(1)).not.toContainText('A carregar');
    await expect
      .poll(async () => (await headers(page2)).filter((h) => h !== '').map((h) => h.split('\n')[0]))
      .toEqual(shaped.filter((h) => h !== '').map((h) => h.split('\n')[0]));
    await expect(page2.getByRole('combobox', { name: 'Registos por página' })).toHaveText('25');
    await expect(page2.getByRole('table', { name: 'Entidades' })).toHaveAttribute('data-density', 'compact');
    await page2.getByRole('button', { name: 'Colunas' }).click();
    await expect(page2.getByRole('dialog', { name: 'Escolher, ordenar e ocultar colunas' }).getByRole('listitem')).toHaveText(order);
    await expect(page2.getByRole('checkbox', { name: 'Sigla' })).not.toBeChecked();
    await page2.keyboard.press('Escape');

    // --- A search as a URL: the query string fills the form and searches; she saves it under a name.
    await page2.goto(`/entidades?name=${stamp}&recordStateTypeIds=2`);
    const rows = page2
      .getByRole('table', { name: 'Entidades' })
      .getByRole('row')
      .filter({ hasText: `Rascunho PGR ${stamp}` });
    await expect(rows).toHaveCount(3);
    await expect(page2.locator('input[name="name"]')).toHaveValue(stamp);
    await page2.getByRole('button', { name: 'Guardar pesquisa' }).click();
    const dialog = page2.getByRole('dialog', { name: 'Guardar a pesquisa' });
    await dialog.getByLabel('Nome').fill('Rascunhos da PGR');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page2.getByText('Pesquisa guardada.')).toBeVisible();
    // The same name again: refused under the name field.
    await page2.getByRole('button', { name: 'Guardar pesquisa' }).click();
    await dialog.getByLabel('Nome').fill('rascunhos da pgr');
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(dialog.getByText('Já tem uma pesquisa guardada com este nome nesta lista.')).toBeVisible();
    await expect(dialog.getByLabel('Nome')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // A menu click resets the form (a bare path); the saved search brings it back, URL included.
    await mainMenu(page2).getByRole('link', { name: 'Entidades' }).click();
    await expect(page2).toHaveURL(/\/entidades$/);
    await expect(page2.locator('input[name="name"]')).toHaveValue('');
    await page2.getByRole('button', { name: 'Pesquisas guardadas' }).click();
    await expectPopoverAccessible(page2, 'Pesquisas guardadas');
    await page2.getByRole('button', { name: 'Abrir a pesquisa Rascunhos da PGR' }).click();
    await expect(rows).toHaveCount(3);
    await expect(page2).toHaveURL(new RegExp(`\\?recordStateTypeIds=2&name=${stamp}$`));
    const url = new URL(page2.url());

    // Tarefas is a list too: its columns are kept under their own key.
    await mainMenu(page2).getByRole('link', { name: 'Tarefas' }).click();
    const tasks = page2.getByRole('table', { name: 'Tarefas' });
    await expect(tasks.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
    await page2.getByRole('button', { name: 'Colunas' }).click();
    const tasksSaved = page2.waitForResponse((r) => r.url().includes('/api/me/preferences/tasks') && r.request().method() === 'PUT' && r.ok());
    await page2.getByRole('dialog', { name: 'Escolher, ordenar e ocultar colunas' }).getByRole('checkbox', { name: 'Tipo' }).uncheck();
    await tasksSaved;
    await page2.keyboard.press('Escape');
    await expect(tasks.getByRole('columnheader', { name: 'Tipo' })).toHaveCount(0);
    await page2.reload();
    await expect(tasks.getByRole('columnheader', { name: 'Código' })).toBeVisible();
    await expect(tasks.getByRole('columnheader', { name: 'Tipo' })).toHaveCount(0);

    // --- The URL opened in another browser (a colleague, on a phone): the same form and results.
    const third = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page3 = await third.newPage();
    await startSession(page3, ADMIN.username, ADMIN.password, `${url.pathname}${url.search}`);
    await expect(page3.getByRole('table', { name: 'Entidades' }).getByText(`Rascunho PGR ${stamp} 1`)).toBeVisible();
    await expect(page3.getByRole('table', { name: 'Entidades' }).getByText(new RegExp(`Rascunho PGR ${stamp} \\d`))).toHaveCount(3);
    await page3.getByRole('button', { name: 'Colunas' }).click();
    await expect(page3.getByRole('dialog', { name: 'Escolher, ordenar e ocultar colunas' })).toBeVisible();
    await page3.screenshot({ path: '/tmp/d-columns-390.png' });
    await expectPopoverAccessible(page3, 'Colunas (telemóvel)');
    await third.close();
    await second.close();
  });
});
