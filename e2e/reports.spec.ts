import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { REPORT_NAMES, REPORTS, type ReportName } from '../src/shared/reports';
import { formatFindings, scanPage, settle, VIEWPORTS } from './a11yHelpers';
import { chooseSearched, loginAsAdmin, mainMenu } from './helpers';

/** The xlsx export's header row (src/server/reports/reportFiles.ts: a title row and a filters row above it). */
const XLSX_HEADER_ROW = 3;
/** The reports whose result comes with a chart (src/server/reports/reportRows.ts). */
const CHARTS: Partial<Record<ReportName, 'bar' | 'pie'>> = { servicesPerEntity: 'bar', onlineServices: 'pie', subEntityTotals: 'bar' };

async function openReport(page: Page, report: ReportName) {
  const tab = page.getByRole('tab', { name: REPORTS[report].title.pt, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The first report is the one shown without a hash; choosing another puts it in the URL.
  if (report !== REPORT_NAMES[0]) await expect(page).toHaveURL(new RegExp(`/relatorios#${report}$`));
  return page.getByRole('table', { name: REPORTS[report].title.pt, exact: true });
}

/** Chooses in the organisation picker the first entity matching `text`; answers its name. */
async function chooseEntity(page: Page, text: string, matching: RegExp): Promise<string> {
  const combobox = page.getByRole('combobox', { name: 'Entidade' });
  await chooseSearched(page, combobox, text, matching);
  return (await combobox.inputValue()).trim();
}

async function downloadBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test.describe('the reports page', () => {
  test('runs each of the seven reports, draws the three charts, exports xlsx and CSV, and passes axe', async ({ page }) => {
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Relatórios' }).click();
    await expect(page).toHaveURL(/\/relatorios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(REPORT_NAMES.map((name) => REPORTS[name].title.pt));

    // The first run carries its filters (everything the administrator sees, today) to every other report.
    await page.getByRole('button', { name: 'Executar' }).click();
    // The broken-link report lists the results of a check, none yet here: e2e/brokenLinks.spec.ts runs one.
    for (const report of REPORT_NAMES.filter((name) => name !== 'brokenLinks')) {
      const table = await openReport(page, report);
      if (report === 'supervisedServices') {
        // No demo entity manages services: the services an entity supervises are read with that entity chosen.
        const supervisor = await chooseEntity(page, 'saude', /Saúde/);
        await page.getByRole('button', { name: 'Executar' }).click();
        await expect(table.locator('tbody')).toContainText(supervisor);
      }
      await expect(table.locator('tbody tr').first().getByRole('cell').first()).not.toHaveText('O relatório não tem linhas para estes filtros.');
      await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).not.toBeEmpty();
      // The report's column titles, in order; on a crowded table the last optional ones fold into the rows (DataTable).
      const titles = REPORTS[report].columns.map((c) => c.title.pt);
      await expect(table.getByRole('columnheader').first()).toHaveText(titles[0]!);
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers.slice(0, 2)).toEqual(titles.slice(0, 2));
      expect(headers.length).toBeGreaterThanOrEqual(3);
      expect(titles.filter((title) => headers.includes(title))).toEqual(headers);
      const chart = CHARTS[report];
      const figure = page.getByRole('figure', { name: `Gráfico: ${REPORTS[report].title.pt}` });
      if (chart) {
        await expect(figure.locator('.MuiChartsSurface-root svg').first()).toBeVisible();
        // Bars and pie slices are svg elements with a size.
        const marks = figure.locator(chart === 'bar' ? '.MuiBarChart-element' : '.MuiPieChart-arc');
        await expect(marks.first()).toBeVisible();
        expect(await marks.count()).toBeGreaterThan(chart === 'bar' ? 1 : 0);
        await expect(figure.getByRole('table', { name: `Dados do gráfico: ${REPORTS[report].title.pt}` })).toBeAttached();
      } else {
        await expect(figure).toHaveCount(0);
      }
    }

    // Deep link, then a report of one entity's subtree chosen with the organisation picker.
    await page.goto('/relatorios#servicesPerEntity');
    await expect(page.getByRole('tab', { name: REPORTS.servicesPerEntity.title.pt, selected: true })).toBeVisible();
    const entity = await chooseEntity(page, 'saude', /Saúde/);
    await page.getByRole('button', { name: 'Executar' }).click();
    await expect(page.getByTestId('report-summary')).toContainText(`Entidade: ${entity}`);
    const table = page.getByRole('table', { name: REPORTS.servicesPerEntity.title.pt, exact: true });
    await expect(table.locator('tbody')).toContainText(entity);
    await settle(page);

    const findings = await scanPage(page, 'reports', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await page.screenshot({ path: '/tmp/reports.png', fullPage: true });

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar xlsx' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^servicos-por-entidade-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadBytes(xlsx)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    const header = sheet!.getRow(XLSX_HEADER_ROW);
    expect(REPORTS.servicesPerEntity.columns.map((_c, i) => header.getCell(i + 1).text)).toEqual(REPORTS.servicesPerEntity.columns.map((c) => c.title.pt));
    const names: string[] = [];
    sheet!.eachRow((row, n) => n > XLSX_HEADER_ROW && names.push(row.getCell(2).text));
    expect(names).toContain(entity);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await downloadBytes(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain(REPORTS.servicesPerEntity.columns[1]!.title.pt);
    expect(lines.some((line) => line.includes(entity))).toBe(true);

    // Printed, the report stands alone: no menu, header, tabs, filters nor buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Executar' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Exportar xlsx' })).toBeHidden();
    await expect(table).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test('at a phone width, a report run with its chart passes axe too', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginAsAdmin(page, '/relatorios#onlineServices');
    await page.getByRole('button', { name: 'Executar' }).click();
    await expect(page.getByRole('table', { name: REPORTS.onlineServices.title.pt, exact: true }).locator('tbody tr').first()).toBeVisible();
    await expect(
      page
        .getByRole('figure', { name: `Gráfico: ${REPORTS.onlineServices.title.pt}` })
        .locator('.MuiPieChart-arc')
        .first(),
    ).toBeVisible();
    await settle(page);
    const findings = await scanPage(page, 'reports (phone)', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await page.screenshot({ path: '/tmp/reports-mobile.png', fullPage: true });
  });

  test('guests see no Reports entry and are sent home from /relatorios', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Início' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Relatórios' })).toHaveCount(0);
    await page.goto('/relatorios');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toHaveCount(0);
  });
});
