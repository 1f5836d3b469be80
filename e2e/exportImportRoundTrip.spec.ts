import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ImportType } from '../src/shared/enums';
import { importTemplatePath } from '../src/shared/imports';
import { REPORTS } from '../src/shared/reports';
import { chooseSearched, ADMIN, apiToken, entityInputUnder, loginAsAdmin } from './helpers';
import { createPublished } from './recordWorkflow';

/**
 * Issue 29 §3 and §11 in the browser: what staff export and import comes back as they typed it.
 *   - The contacts report exported as CSV and xlsx keeps a phone number as typed (no apostrophe in
 *     front), and its table shows no "Sítio na internet" label on a row without a site.
 *   - An import whose error sheet, fixed in a spreadsheet (ExcelJS here), is uploaded again as it came
 *     back (its "Linha" and "Erros" columns ignored) and accepted; its dates written dd/mm/aaaa.
 */

/** The xlsx export's header row (src/server/reports/reportFiles.ts: a title row and a filters row above it). */
const XLSX_HEADER_ROW = 3;
const CONTACTS = REPORTS.entityContacts;
const PHONE = '+351 295 204 000';
const SECOND_PHONE = '296 111 111';
/** A published demo entity the test's entities hang under (no other journey walks its branch: the organic tree's tests count SRFPAP's children). */
const PARENT_CODE = 'PGR';

async function downloadBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** One csv line with `;`, quoting where a cell needs it. */
function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';');
}

/** A counter of the import's progress (ImportProgress.tsx: "Com erros: 1" as a dt and its dd). */
function counter(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: `${label}:` }).locator('xpath=following-sibling::dd[1]');
}

async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.goto('/importacao');
  await page.getByRole('combobox', { name: 'Tipo de importação' }).click();
  await page.getByRole('option', { name: 'Entidade', exact: true }).click();
  await page.getByLabel('Ficheiro', { exact: true }).setInputFiles(file);
  await expect(page.getByText(file.name)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar e validar' }).click();
  await expect(page).toHaveURL(/\/importacao\?importacao=\d+$/);
  await expect(page.getByText(/^Estado:/)).toHaveText('Estado: Validada', { timeout: 30_000 });
}

test.describe('exports and imports keep what staff typed', () => {
  test('the contacts report: phone numbers exported as typed in CSV and xlsx, no empty website label on screen', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-6).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    // A parent without a site and a child with one: the filter on the parent reports exactly these two.
    const parentName = `Contactos exportados ${stamp}`;
    const parentInput = await entityInputUnder(request, token, PARENT_CODE, {
      code: `CE${stamp}`,
      name: parentName,
      contacts: [
        { scope: 'public', type: 'phone', value: PHONE },
        { scope: 'public', type: 'phone', value: SECOND_PHONE },
      ],
    });
    const parent = await createPublished(request, token, 'entity', parentInput);
    const childName = `Contactos exportados filha ${stamp}`;
    const site = `https://filha-${stamp.toLowerCase()}.example.org`;
    const childInput = await entityInputUnder(request, token, PARENT_CODE, {
      code: `CF${stamp}`,
      name: childName,
      parentId: parent.id,
      parentVersion: parent.version,
      contacts: [{ scope: 'public', type: 'website', value: site }],
    });
    await createPublished(request, token, 'entity', childInput);

    await loginAsAdmin(page, '/relatorios#entityContacts');
    await expect(page.getByRole('tab', { name: CONTACTS.title.pt, selected: true })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Entidade' });
    await chooseSearched(page, picker, parentName, new RegExp(parentName), parentName);
    await page.getByRole('button', { name: 'Executar' }).click();
    const table = page.getByRole('table', { name: CONTACTS.title.pt, exact: true });
    const parentRow = table.getByRole('row').filter({ hasText: parentName }).filter({ hasNotText: childName });
    const childRow = table.getByRole('row').filter({ hasText: childName });
    await expect(parentRow).toContainText(PHONE);
    await expect(childRow.getByRole('link', { name: new RegExp(site.replace(/[.]/g, '\\.')) })).toBeVisible();
    // The site's column: a header when it fits, else a labelled line of the row that has one (DataTable's stacked cells).
    const websiteTitle = CONTACTS.columns.find((c) => c.key === 'website')?.title.pt ?? '';
    const headers = await table.getByRole('columnheader').allTextContents();
    if (headers.includes(websiteTitle)) {
      await expect(parentRow.getByRole('cell').nth(headers.indexOf(websiteTitle))).toBeEmpty();
    } else {
      await expect(childRow.locator('dt', { hasText: websiteTitle })).toHaveCount(1);
      await expect(parentRow.locator('dt', { hasText: websiteTitle })).toHaveCount(0);
    }
    await page.screenshot({ path: '/tmp/data-contacts-report.png', fullPage: true });

    // --- CSV: the phones as typed, not guarded (they are no formula), and no site for the parent.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const lines = (await downloadBytes(csv)).toString('utf8').slice(1).split('\r\n');
    const phoneAt = CONTACTS.columns.findIndex((c) => c.key === 'phone');
    const parentLine = lines.find((line) => line.startsWith(`CE${stamp};`));
    expect(parentLine).toBeDefined();
    expect(parentLine).toContain(`;"${PHONE}, ${SECOND_PHONE}";`);
    expect(parentLine).not.toContain("'");
    expect(parentLine?.endsWith(';')).toBe(true);

    // --- xlsx: the same, as a string cell.
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar xlsx' }).click()]);
    const sheet = (await workbookOf(await downloadBytes(xlsx))).worksheets[0] as ExcelJS.Worksheet;
    let found = 0;
    sheet.eachRow((row, n) => {
      if (n <= XLSX_HEADER_ROW || row.getCell(1).text !== `CE${stamp}`) return;
      found += 1;
      const phone = row.getCell(phoneAt + 1);
      expect(phone.value).toBe(`${PHONE}, ${SECOND_PHONE}`);
      expect(phone.type).toBe(ExcelJS.ValueType.String);
    });
    expect(found).toBe(1);
  });

  test('an import: dd/mm/aaaa dates accepted, the error sheet fixed in a spreadsheet and uploaded again as it came back', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-6).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const templateResponse = await request.get(`/api${importTemplatePath(ImportType.Entity)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(templateResponse.ok()).toBe(true);
    const template = await workbookOf(await templateResponse.body());
    const headerRow = (template.worksheets[0] as ExcelJS.Worksheet).getRow(1);
    const headers = Array.from({ length: headerRow.cellCount }, (_v, i) => headerRow.getCell(i + 1).text.trim());
    const values = template.getWorksheet('Valores permitidos') as ExcelJS.Worksheet;
    const typeColumn = Array.from({ length: values.getRow(1).cellCount }, (_v, i) => values.getRow(1).getCell(i + 1).text).indexOf('Tipo de entidade') + 1;
    const entityType = values.getRow(2).getCell(typeColumn).text;

    const name = (n: number) => `Entidade reimportada ${stamp} ${n}`;
    const row = (n: number, startDate: string) => {
      const cells: Record<string, string> = {
        Código: `RI${stamp}${n}`,
        Sigla: `R${stamp}${n}`,
        Nome: name(n),
        'Data de início': startDate,
        'Data de fim': n === 1 ? '31/12/2030' : '',
        'Tipo de entidade': entityType,
        'Código da entidade-mãe': PARENT_CODE,
        Morada: n === 1 ? '-' : '',
      };
      return csvLine(headers.map((header) => cells[header] ?? ''));
    };
    // Rows 2 and 3 with dates as every screen writes them; row 4 with a day February does not have.
    const csv = [csvLine(headers), row(1, '05/01/2026'), row(2, '2026-01-06'), row(3, '31/02/2025')].join('\r\n');

    await loginAsAdmin(page);
    await uploadFile(page, { name: `reimportar-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`, 'utf8') });
    await expect(counter(page, 'Com erros')).toHaveText('1');
    const issues = page.getByRole('table', { name: 'Problemas encontrados' });
    const issueRow = (line: number) => issues.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
    await expect(issueRow(4)).toContainText('Data de início');
    await expect(issueRow(4)).toContainText('Data inválida (DD/MM/AAAA): «31/02/2025»');
    for (const line of [2, 3]) await expect(issueRow(line).filter({ hasText: 'Erro' })).toHaveCount(0);

    // --- The error sheet, fixed where it says, then uploaded as it is: its Linha and Erros columns included.
    const [errorsDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarregar folha de erros', exact: true }).click()]);
    const errorBook = await workbookOf(await downloadBytes(errorsDownload));
    const errorSheet = errorBook.worksheets[0] as ExcelJS.Worksheet;
    const errorHeaders = Array.from({ length: errorSheet.getRow(1).cellCount }, (_v, i) => errorSheet.getRow(1).getCell(i + 1).text);
    expect(errorHeaders).toEqual(['Linha', ...headers, 'Erros']);
    let fixed = 0;
    errorSheet.eachRow((line, n) => {
      if (n === 1) return;
      // A cell as typed, never behind an apostrophe.
      if (line.getCell(1).text === '2') expect(line.getCell(errorHeaders.indexOf('Morada') + 1).value).toBe('-');
      if (line.getCell(1).text !== '4') return;
      line.getCell(errorHeaders.indexOf('Data de início') + 1).value = '28/02/2025';
      fixed += 1;
    });
    expect(fixed).toBe(1);
    await uploadFile(page, {
      name: `reimportar-${stamp}-corrigido.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await errorBook.xlsx.writeBuffer()),
    });
    await expect(counter(page, 'Linhas')).toHaveText('3');
    await expect(counter(page, 'Com erros')).toHaveText('0');

    // --- Accepted: everything or nothing, written.
    await page.getByRole('radio', { name: 'Importar tudo ou nada' }).check();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText(/^Estado:/)).toHaveText('Estado: Concluída', { timeout: 30_000 });
    await expect(counter(page, 'Escritas')).toHaveText('3');
  });
});
