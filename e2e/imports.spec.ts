import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ERROR_CATALOGUE } from '../src/shared/errors';
import { formatFindings, scanPage } from './a11yHelpers';
import { ADMIN, apiToken, createUserWithProfile, entityIdByCode, loginAsAdmin, signInFirstTime, mainMenu } from './helpers';

/**
 * Issue 12 §3 in the browser: an entity import from a csv file with good and bad rows, from the
 * template to the drafts in the entities list, and the page's refusals.
 *
 * The csv is built from the template the server hands out (its header row and its «Valores permitidos»
 * sheet), so it follows src/shared/importColumns.ts without copying it; the columns filled here are
 * the entity type's required ones and its parent.
 */

/** The template's values sheet (src/server/imports/importWorkbooks.ts). */
const VALUES_SHEET = 'Valores permitidos';
/** The error sheet's name and its first and last columns (importWorkbooks.ts, in Portuguese). */
const ERROR_SHEET = { name: 'Erros', row: 'Linha', errors: 'Erros' };
/** A published demo entity the imported entities hang under. */
const PARENT_CODE = 'SRFPAP';

async function downloadBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloadBytes(download)) as unknown as ArrayBuffer);
  return workbook;
}

/** The texts of a sheet's first row, up to its last filled cell. */
function headerTexts(sheet: ExcelJS.Worksheet): string[] {
  const row = sheet.getRow(1);
  return Array.from({ length: row.cellCount }, (_v, i) => row.getCell(i + 1).text.trim());
}

/** The first allowed value the template lists for a column (its «Valores permitidos» sheet). */
function firstAllowedValue(workbook: ExcelJS.Workbook, header: string): string {
  const values = workbook.getWorksheet(VALUES_SHEET);
  if (!values) throw new Error(`the template has no «${VALUES_SHEET}» sheet`);
  const column = headerTexts(values).indexOf(header) + 1;
  if (column === 0) throw new Error(`the template lists no values for «${header}»`);
  const value = values.getRow(2).getCell(column).text.trim();
  if (!value) throw new Error(`the template lists no values for «${header}»`);
  return value;
}

/** One csv line with `;` (what the reader expects first), quoting where a cell needs it. */
function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';');
}

/** Whether an errors cell of the error sheet holds warnings only ("Aviso: …", joined by "; "), or nothing. */
function onlyWarnings(text: string): boolean {
  return text === '' || text.split('; ').every((part) => part.startsWith('Aviso: '));
}

/** A counter of the import's progress (ImportProgress.tsx: "Validadas: 5" as a dt and its dd). */
function counter(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: `${label}:` }).locator('xpath=following-sibling::dd[1]');
}

/** The import's state line (a polite status region). */
function stateLine(page: Page): Locator {
  return page.getByText(/^Estado:/);
}

test.describe('the import page', () => {
  test('imports the valid rows of a csv with good and bad rows: template, live progress, the errors, the error sheet, and the drafts in the list', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-6).toUpperCase();
    const fileName = `entidades-${stamp}.csv`;

    await loginAsAdmin(page, '/importacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Importação' })).toBeVisible();

    // --- The entity type and its template.
    await page.getByRole('combobox', { name: 'Tipo de importação' }).click();
    await page.getByRole('option', { name: 'Entidade', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Tipo de importação' })).toHaveText('Entidade');
    const [templateDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarregar modelo' }).click()]);
    expect(templateDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const template = await workbookOf(templateDownload);
    const headers = headerTexts(template.worksheets[0]!);
    for (const required of ['Código', 'Sigla', 'Nome', 'Data de início', 'Tipo de entidade', 'Código da entidade-mãe']) expect(headers).toContain(required);
    const entityType = firstAllowedValue(template, 'Tipo de entidade');

    // --- A csv of two good rows (spreadsheet rows 2, 3) and three bad ones (4: a bad date, 5: an unknown type, 6: no name).
    const name = (n: number) => `Entidade importada ${stamp} ${n}`;
    const row = (n: number, overrides: Record<string, string> = {}) => {
      const values: Record<string, string> = {
        Código: `IMP${stamp}${n}`,
        Sigla: `I${stamp}${n}`,
        Nome: name(n),
        'Data de início': '2026-01-01',
        'Tipo de entidade': entityType,
        'Código da entidade-mãe': PARENT_CODE,
        ...overrides,
      };
      return csvLine(headers.map((header) => values[header] ?? ''));
    };
    const csv = [csvLine(headers), row(1), row(2), row(3, { 'Data de início': 'ontem' }), row(4, { 'Tipo de entidade': 'Tipo inexistente' }), row(5, { Nome: '' })].join(
      '\r\n',
    );

    await page.getByLabel('Ficheiro', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`, 'utf8') });
    await expect(page.getByText(fileName)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar e validar' }).click();

    // --- The import in the URL; its state and counters move on their own (pushed through the hub, or polled) up to 'Validada'.
    await expect(page).toHaveURL(/\/importacao\?importacao=\d+$/);
    const importId = Number(new URL(page.url()).searchParams.get('importacao'));
    await expect(page.getByRole('heading', { level: 2, name: `Importação ${importId}` })).toBeVisible();
    await expect(stateLine(page)).toHaveText('Estado: Validada', { timeout: 30_000 });
    await expect(counter(page, 'Linhas')).toHaveText('5');
    await expect(counter(page, 'Validadas')).toHaveText('5');
    await expect(counter(page, 'Com erros')).toHaveText('3');
    await expect(counter(page, 'Escritas')).toHaveText('0');

    // --- The problems, each on its row and column, in Portuguese.
    const issues = page.getByRole('table', { name: 'Problemas encontrados' });
    const issueRow = (line: number) => issues.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
    await expect(issueRow(4)).toContainText('Data de início');
    await expect(issueRow(4)).toContainText(/Data inválida.*ontem/);
    await expect(issueRow(5)).toContainText('Tipo de entidade');
    await expect(issueRow(5)).toContainText(/Valor desconhecido.*Tipo inexistente/);
    await expect(issueRow(6)).toContainText('Nome');
    for (const line of [4, 5, 6]) await expect(issueRow(line)).toContainText('Erro');
    for (const line of [2, 3]) await expect(issueRow(line).filter({ hasText: 'Erro' })).toHaveCount(0);

    // Everything-or-nothing is not offered while a row has an error; only the valid rows are.
    const everything = page.getByRole('radio', { name: 'Importar tudo ou nada' });
    await expect(everything).toBeDisabled();
    await expect(page.getByText('Indisponível: há linhas com erros.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Importar só as linhas válidas' })).toBeEnabled();

    const findings = await scanPage(page, 'import (validated)', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);

    // --- The error sheet: the uploaded rows with an errors column.
    const [errorsDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarregar folha de erros', exact: true }).click()]);
    expect(errorsDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const errorBook = await workbookOf(errorsDownload);
    const errorSheet = errorBook.getWorksheet(ERROR_SHEET.name) ?? errorBook.worksheets[0]!;
    const errorHeaders = headerTexts(errorSheet);
    expect(errorHeaders).toEqual([ERROR_SHEET.row, ...headers, ERROR_SHEET.errors]);
    const errorsByLine = new Map<number, { name: string; errors: string }>();
    errorSheet.eachRow((line, n) => {
      if (n === 1) return;
      errorsByLine.set(Number(line.getCell(1).text), { name: line.getCell(errorHeaders.indexOf('Nome') + 1).text, errors: line.getCell(errorHeaders.length).text });
    });
    expect([...errorsByLine.keys()].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
    expect(errorsByLine.get(2)?.name).toBe(name(1));
    // A good row carries no error; a warning (a similar name left by an earlier run) is allowed.
    for (const line of [2, 3]) expect(onlyWarnings(errorsByLine.get(line)?.errors ?? '')).toBe(true);
    expect(errorsByLine.get(4)?.errors).toMatch(/Data de início.*ontem/);
    expect(errorsByLine.get(5)?.errors).toMatch(/Tipo de entidade.*Tipo inexistente/);
    expect(errorsByLine.get(6)?.errors).toContain('Nome');

    // --- Only the valid rows, confirmed; the import runs to the end.
    await page.getByRole('radio', { name: 'Importar só as linhas válidas' }).check();
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Tem a certeza que deseja importar as linhas válidas (2)? As linhas com erros (3) ficam de fora.');
    await confirm.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(stateLine(page)).toHaveText('Estado: Concluída', { timeout: 30_000 });
    await expect(counter(page, 'Escritas')).toHaveText('2');
    await expect(page.getByText('Importação concluída. Linhas escritas como registos em elaboração: 2.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progresso da importação' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: 'Cancelar importação' })).toHaveCount(0);

    // --- Past imports: who, the state and the counts.
    const past = page.getByRole('table', { name: 'Importações anteriores' });
    const pastRow = past.getByRole('row').filter({ has: page.getByRole('button', { name: `Abrir importação ${fileName}` }) });
    await expect(pastRow).toContainText('Concluída');
    await expect(pastRow).toContainText('2 / 3 / 5');
    await expect(pastRow).toContainText('Administrador');

    // --- A reload shows the same import.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Importação ${importId}` })).toBeVisible();
    await expect(stateLine(page)).toHaveText('Estado: Concluída');

    // --- The two valid rows are drafts in the entities list; the bad ones were not written.
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill(`Entidade importada ${stamp}`);
    // The list opens on published records: the drafts are asked for.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Em elaboração' }).click();
    await page.getByRole('option', { name: 'Publicado' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('link', { name: name(1) })).toBeVisible();
    await expect(page.getByRole('link', { name: name(2) })).toBeVisible();
    for (const bad of [3, 4]) await expect(page.getByRole('link', { name: name(bad) })).toHaveCount(0);
    await page.getByRole('link', { name: name(1) }).click();
    await expect(page.getByRole('heading', { level: 1, name: name(1) })).toBeVisible();
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
  });

  test('refuses a file of another kind before sending it, and a csv whose headers are not the template’s', async ({ page }) => {
    await loginAsAdmin(page, '/importacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Importação' })).toBeVisible();
    const upload = page.getByRole('button', { name: 'Enviar e validar' });
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/imports') uploads++;
    });

    await page.getByLabel('Ficheiro', { exact: true }).setInputFiles({ name: 'entidades.txt', mimeType: 'text/plain', buffer: Buffer.from('Código;Nome\nX;Y\n') });
    await expect(page.getByRole('alert').filter({ hasText: ERROR_CATALOGUE[-602].pt })).toBeVisible();
    await expect(upload).toBeDisabled();
    expect(uploads).toBe(0);

    // The server checks what the page cannot: the headers.
    await page.getByLabel('Ficheiro', { exact: true }).setInputFiles({ name: 'cabecalhos.csv', mimeType: 'text/csv', buffer: Buffer.from('Coluna A;Coluna B\nX;Y\n') });
    await expect(page.getByRole('alert').filter({ hasText: ERROR_CATALOGUE[-602].pt })).toHaveCount(0);
    await upload.click();
    await expect(page.getByText(ERROR_CATALOGUE[-604].pt)).toBeVisible();
    expect(uploads).toBe(1);
    await expect(page).toHaveURL(/\/importacao$/);
  });

  test('is refused to a user without the import rule (an approve plus create/edit pair)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5);
    const user = { username: `semimport${stamp}`, initial: 'Inicial-2026!', password: 'Semimport-2026!' };
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const parent = await entityIdByCode(request, adminToken, PARENT_CODE);
    // Create/edit and submit entities, but no approve: no pair, so no import.
    await createUserWithProfile(request, adminToken, {
      username: user.username,
      displayName: `Sem importação ${stamp}`,
      password: user.initial,
      profileName: `Edição sem aprovação ${stamp}`,
      organizationId: parent.id,
      permissions: [11, 12],
    });
    await signInFirstTime(page, user.username, user.initial, user.password);
    await page.goto('/importacao');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importação' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Importação' })).toHaveCount(0);
  });
});
