import { expect, test, type Page } from '@playwright/test';
import { formatFindings, scanPage, settle, VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, createStaffUser, entityInputUnder, loginAsAdmin, signInFirstTime } from './helpers';

/** The presence notices of the edit page: a polite live region above the form (issue 31 §2). */
const presence = (page: Page) => page.getByTestId('edit-presence');
const change = (page: Page) => page.getByTestId('record-change');

async function expectAccessible(page: Page, label: string): Promise<void> {
  const findings = await scanPage(page, label);
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

async function screenshots(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-1366.png`) });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
}

test.describe('who else is here (issue 31 §2)', () => {
  test('two users on one draft’s edit page see each other; a save and a publication by one are told to the other; closing a page ends its presence', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Gabinete Partilhado ${stamp}`;
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const joana = { username: `pjs${stamp.toLowerCase()}`, displayName: `Joana Simões ${stamp}`, initial: 'Inicial-2026!', password: 'Joana-2026!' };
    await createStaffUser(request, adminToken, joana, [11, 12]);
    const created = await apiCall<{ id: number; version: number }>(request, adminToken, 'POST', '/records/entity', {
      input: await entityInputUnder(request, adminToken, 'SRFPAP', { code: `PR${stamp}`, name }),
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const { id, version } = created.data;
    const edit = `/entidade/${id}/${version}`;

    // The administrator opens the draft's edit page; Joana, in a browser of her own, opens it too.
    await loginAsAdmin(page, edit);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name, { timeout: 30_000 });
    const joanaContext = await browser.newContext();
    const joanaPage = await joanaContext.newPage();
    await signInFirstTime(joanaPage, joana.username, joana.initial, joana.password);
    await joanaPage.goto(edit);
    await expect(joanaPage.getByLabel('Nome', { exact: true })).toHaveValue(name, { timeout: 30_000 });

    // Each sees the other, by display name, since a time of the Azores clock.
    await expect(presence(page)).toContainText(new RegExp(`${joana.displayName} está a editar esta versão desde as \\d{2}:\\d{2}`), { timeout: 30_000 });
    await expect(presence(joanaPage)).toContainText(/Administrador está a editar esta versão desde as \d{2}:\d{2}/, { timeout: 30_000 });
    await screenshots(page, 'presence-editing');
    await expectAccessible(page, 'edit page with another editor');

    // The administrator types; Joana saves first: he is told who saved and when, and that his save would be refused.
    await page.getByLabel('Nome', { exact: true }).fill(`${name} (admin)`);
    await joanaPage.getByLabel('Nome', { exact: true }).fill(`${name} (revisto)`);
    await joanaPage.getByRole('button', { name: 'Guardar' }).click();
    await expect(joanaPage).toHaveURL(new RegExp(`${edit}/detalhe`));
    const saved = page.getByTestId('presence-saved');
    await expect(saved).toContainText(new RegExp(`${joana.displayName} guardou esta versão às \\d{2}:\\d{2}\\.`));
    await expect(saved).toContainText('recusada por alteração concorrente');
    // His typing is kept until he chooses; Joana left the edit page, so she is no longer named as editing.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(`${name} (admin)`);
    await expect(page.getByTestId('presence-editors')).toHaveCount(0);
    await screenshots(page, 'presence-saved');
    await expectAccessible(page, 'edit page after another’s save');
    await saved.getByRole('button', { name: 'Ler de novo' }).click();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(`${name} (revisto)`);
    await expect(saved).toContainText('O formulário mostra já o que foi guardado.');

    // Joana comes back to the edit page; the administrator submits and publishes: her page follows and says so.
    await joanaPage.goto(edit);
    await expect(joanaPage.getByLabel('Nome', { exact: true })).toHaveValue(`${name} (revisto)`, { timeout: 30_000 });
    // (Named as editing, not only as the one who saved: her new page's hub connection is up.)
    await expect(page.getByTestId('presence-editors')).toContainText(`${joana.displayName} está a editar`, { timeout: 30_000 });
    for (const action of ['submitForApproval', 'publish']) {
      const view = await apiCall<{ rowVersion: number }>(request, adminToken, 'GET', `/records/entity/${id}/${version}`);
      const done = await apiCall(request, adminToken, 'POST', `/records/entity/${id}/${version}/actions/${action}`, {
        rowVersion: view.data.rowVersion,
        continueOnDuplicate: true,
      });
      expect(done.code, done.description).toBe(0);
    }
    await expect(change(joanaPage)).toContainText(/Publicado por Administrador às \d{2}:\d{2}/, { timeout: 30_000 });
    await expect(joanaPage.getByText('Publicado', { exact: true }).first()).toBeVisible();
    await screenshots(joanaPage, 'presence-published');
    await expectAccessible(joanaPage, 'edit page after another’s publication');

    // Joana closes her page: the administrator's notice of her goes.
    await joanaPage.close({ runBeforeUnload: true });
    await expect(page.getByTestId('presence-editors')).toHaveCount(0, { timeout: 30_000 });
    await joanaContext.close();
  });
});
