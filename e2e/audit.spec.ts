import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { regionDay } from '../src/shared/regionTime';
import { formatFindings, scanPage, VIEWPORTS } from './a11yHelpers';
import { apiCall, apiTokenAfterFirstChange, createEditorAndReviewer, loginAsAdmin, mainMenu } from './helpers';

async function downloadBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('the download has no file');
  return readFile(path);
}

test.describe('Auditoria (issue 31 §4)', () => {
  test('the administrator filters the audit view by one user and today, and its xlsx and CSV exports hold the same rows', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const { editor: author, reviewer, srfpap } = await createEditorAndReviewer(request, 'aud', stamp);
    const authorToken = await apiTokenAfterFirstChange(request, author.username, author.initial, author.password);
    const reviewerToken = await apiTokenAfterFirstChange(request, reviewer.username, reviewer.initial, reviewer.password);

    // Workflow actions by both: the author creates and submits, the reviewer returns with a reason.
    const code = `AUD${stamp}`;
    const created = await apiCall<{ id: number; version: number }>(request, authorToken, 'POST', '/records/entity', {
      input: {
        code,
        abbreviation: code,
        name: `Gabinete auditado ${stamp}`,
        startDate: '2024-01-01',
        organizationTypeId: 3,
        parentId: srfpap.id,
        parentVersion: srfpap.version,
      },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const recordApi = `/records/entity/${created.data.id}/${created.data.version}`;
    const view = await apiCall<{ rowVersion: number }>(request, authorToken, 'GET', recordApi);
    const submitted = await apiCall(request, authorToken, 'POST', `${recordApi}/actions/submitForApproval`, { rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(submitted.code, submitted.description).toBe(0);
    const current = await apiCall<{ rowVersion: number }>(request, reviewerToken, 'GET', recordApi);
    const returned = await apiCall(request, reviewerToken, 'POST', `${recordApi}/actions/return`, { rowVersion: current.data.rowVersion, comment: `Falta a sigla ${stamp}.` });
    expect(returned.code, returned.description).toBe(0);

    // As the administrator, from the menu: Configurações → Auditoria.
    await loginAsAdmin(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await mainMenu(page).getByRole('button', { name: 'Configurações' }).click();
    await mainMenu(page).getByRole('link', { name: 'Auditoria' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Ações auditadas' });
    // Unfiltered, the settings changes are listed too.
    await expect(table.getByRole('row').filter({ hasText: 'Utilizadores' }).first()).toBeVisible();

    // Filter by the reviewer and by today (an Azores day): only the reviewer's return.
    const today = regionDay(new Date()).split('-').reverse().join('/');
    const filters = page.getByRole('form', { name: 'Filtros da auditoria' });
    await filters.getByLabel('Desde').fill(today);
    await filters.getByLabel('Até').fill(today);
    await filters.getByLabel('Utilizador').fill(reviewer.username);
    await filters.getByRole('button', { name: 'Pesquisar' }).click();
    const rows = table.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(reviewer.username);
    await expect(rows.first()).toContainText('Devolver');
    await expect(rows.first()).toContainText(`Falta a sigla ${stamp}.`);
    await expect(rows.first().getByRole('link', { name: new RegExp(code) })).toHaveAttribute('href', new RegExp(`/${created.data.id}/${created.data.version}/`));

    // The author's rows: creation and submission, nobody else's.
    await filters.getByLabel('Utilizador').fill(author.username);
    await filters.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(rows).toHaveCount(2);
    const shown = await rows.allInnerTexts();
    for (const text of shown) expect(text).toContain(author.username);
    expect(shown.join('\n')).toContain('Submeter para aprovação');

    const findings = await scanPage(page, 'audit view 1366');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('audit-1366.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/D-audit-1366.png', fullPage: true });

    // The exports of the filtered result: the same two rows, in the same order.
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar xlsx' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadBytes(xlsx)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(2).value).toBe('Utilizador');
    const sheetRows = [2, 3].map((n) => sheet.getRow(n));
    for (const row of sheetRows) expect(row.getCell(2).value).toBe(author.username);
    expect(sheetRows.map((row) => row.getCell(7).value)).toEqual(shown.map((text) => (text.includes('Submeter para aprovação') ? 'Submeter para aprovação' : 'Criação')));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloadBytes(csv))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Data;Utilizador;Tipo;Registo;Nome;Versão;Ação;De;Para;Comentário');
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.slice(1).entries()) {
      const cells = line.split(';');
      expect(cells[1]).toBe(author.username);
      expect(cells[3]).toBe(code);
      expect(cells[6]).toBe(sheetRows[i]!.getCell(7).value);
    }

    // On a phone: the same page, axe-clean.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    const narrow = await scanPage(page, 'audit view 390');
    expect(narrow, `axe found WCAG 2.1 AA violations:\n${formatFindings(narrow)}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('audit-390.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/D-audit-390.png', fullPage: true });
  });
});
