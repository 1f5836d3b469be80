import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { BulkJobDetail } from '../src/shared/bulk';
import { ERROR_CATALOGUE } from '../src/shared/errors';
import { ImportType } from '../src/shared/enums';
import type { ImportDetail } from '../src/shared/imports';
import { RecordState } from '../src/shared/recordState';
import { formatFindings, scanPage } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, loginAsAdmin, mainMenu, type Envelope } from './helpers';

/**
 * Issue 30 §1 in the browser: 20 entities imported as drafts, selected all at once on their list, 2 of
 * them submitted behind the page's back, then the selection submitted from the bulk bar: 18 done, 2
 * refused each with its catalogued message; "Tentar novamente os que falharam" runs the 2 again.
 */

/** Hung under PGR: SRFPAP's children are the organic tree test's. */
const PARENT_CODE = 'PGR';
const COUNT = 20;

/** One csv line with `;`, quoting where a cell needs it. */
function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';');
}

/** The entity import's template (its header row) and the first entity type its values sheet allows. */
async function entityTemplate(request: APIRequestContext, token: string): Promise<{ headers: string[]; entityType: string }> {
  const response = await request.get(`/api/imports/templates/${ImportType.Entity}`, { headers: { authorization: `Bearer ${token}` } });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
  const texts = (sheet: ExcelJS.Worksheet) => {
    const row = sheet.getRow(1);
    return Array.from({ length: row.cellCount }, (_v, i) => row.getCell(i + 1).text.trim());
  };
  const values = workbook.getWorksheet('Valores permitidos');
  if (!values) throw new Error('the template has no values sheet');
  const entityType = values
    .getRow(2)
    .getCell(texts(values).indexOf('Tipo de entidade') + 1)
    .text.trim();
  return { headers: texts(workbook.worksheets[0]!), entityType };
}

/** An import's detail once it reaches one of `states`. */
async function importReaching(request: APIRequestContext, token: string, id: number, states: readonly string[]): Promise<ImportDetail> {
  let detail: ImportDetail | undefined;
  await expect
    .poll(
      async () => {
        detail = (await apiCall<ImportDetail>(request, token, 'GET', `/imports/${id}`)).data;
        return detail.state;
      },
      { timeout: 60_000 },
    )
    .toMatch(new RegExp(`^(${states.join('|')})$`));
  return detail!;
}

/** Imports `COUNT` entities coded `${prefix}NN` under PGR through the import API; answers their refs, in code order. */
async function importDrafts(request: APIRequestContext, token: string, prefix: string): Promise<{ id: number; version: number; code: string }[]> {
  const { headers, entityType } = await entityTemplate(request, token);
  const row = (n: number) => {
    const code = `${prefix}${String(n).padStart(2, '0')}`;
    const values: Record<string, string> = {
      Código: code,
      Sigla: code,
      Nome: `Entidade em massa ${code}`,
      'Data de início': '2026-01-01',
      'Tipo de entidade': entityType,
      'Código da entidade-mãe': PARENT_CODE,
    };
    return csvLine(headers.map((header) => values[header] ?? ''));
  };
  const csv = [csvLine(headers), ...Array.from({ length: COUNT }, (_v, i) => row(i + 1))].join('\r\n');
  const uploaded = (await (
    await request.post(`/api/imports?importType=${ImportType.Entity}&fileName=${prefix}.csv`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      data: Buffer.from(`\ufeff${csv}`, 'utf8'),
    })
  ).json()) as Envelope<ImportDetail>;
  expect(uploaded.code, uploaded.description).toBe(0);
  const validated = await importReaching(request, token, uploaded.data.importId, ['validated', 'failed']);
  expect(validated.failed).toBe(0);
  expect((await apiCall(request, token, 'POST', `/imports/${uploaded.data.importId}/start`, { mode: 'validOnly' })).code).toBe(0);
  expect((await importReaching(request, token, uploaded.data.importId, ['finished', 'failed'])).written).toBe(COUNT);
  const found = await apiCall<{ items: { id: number; version: number; code: string }[] }>(request, token, 'POST', '/records/entity/search', {
    code: prefix,
    recordStateTypeIds: [RecordState.Draft],
    sortBy: 'Code',
    pageSize: 50,
  });
  expect(found.data.items).toHaveLength(COUNT);
  return found.data.items;
}

/** A workflow action on one version through the API, with its current rowVersion. */
async function act(request: APIRequestContext, token: string, ref: { id: number; version: number }, action: string, extra: Record<string, unknown> = {}): Promise<void> {
  const view = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/entity/${ref.id}/${ref.version}`);
  const done = await apiCall(request, token, 'POST', `/records/entity/${ref.id}/${ref.version}/actions/${action}`, { rowVersion: view.data.rowVersion, ...extra });
  expect(done.code, done.description).toBe(0);
}

async function expectNoAxeFindings(page: Page, label: string, include: string): Promise<void> {
  const findings = await scanPage(page, label, include);
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('bulk actions', () => {
  test('submits 20 imported drafts from the bulk bar: 18 done, 2 refused with their catalogued message, and the 2 retried', async ({ page, request }) => {
    test.setTimeout(180_000);
    const prefix = `BLK${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drafts = await importDrafts(request, token, prefix);

    // --- The list filtered to those records: code prefix, drafts and submitted ones (a whole search is resolved when the action runs:
    // with drafts only, the 2 submitted behind the page's back would simply no longer be part of it).
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await page.getByLabel('Código', { exact: true }).fill(prefix);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Em elaboração' }).click();
    await page.getByRole('option', { name: 'Submetido para aprovação' }).click();
    await page.getByRole('option', { name: 'Publicado' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByTestId('table-footer')).toContainText(`de ${COUNT}`);

    // --- Select every match (the header box: SPEC §4's 'all'), then check the bar.
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Selecionar todos os registos' }).check();
    const bar = page.getByRole('region', { name: 'Ações sobre a seleção' });
    await expect(bar.getByRole('status')).toHaveText(`${COUNT} selecionados`);
    const submit = bar.getByRole('button', { name: `Submeter para aprovação (${COUNT})` });
    await expect(submit).toBeVisible();
    await expect(bar.getByRole('button', { name: `Eliminar cópia (${COUNT})` })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Devolver/ })).toHaveCount(0);
    await expectNoAxeFindings(page, 'bulk bar', '[data-testid="bulk-bar"]');
    if (process.env.BULK_SHOTS) {
      await page.screenshot({ path: '/tmp/B-bar-1366.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/B-bar-390.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // --- Behind the page's back, 2 of them leave the draft state.
    const refusedRefs = [drafts[3]!, drafts[11]!];
    for (const ref of refusedRefs) await act(request, token, ref, 'submitForApproval');

    // --- One dialog naming how many, then the result.
    await submit.click();
    const dialog = page.getByRole('alertdialog', { name: 'Submeter para aprovação' });
    await expect(dialog).toContainText(`Submeter ${COUNT} registos para aprovação?`);
    await expectNoAxeFindings(page, 'bulk dialog', '[role="alertdialog"]');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/bulk/actions'));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const detail = ((await (await answered).json()) as Envelope<BulkJobDetail>).data;
    const result = page.getByTestId('bulk-result');
    await expect(result.getByTestId('bulk-summary')).toHaveText(`18 concluídos, 2 recusados, de ${COUNT}.`);
    const rowOf = (code: string) => result.getByRole('row').filter({ hasText: code });
    for (const ref of refusedRefs) {
      const error = detail.results.find((r) => r.id === ref.id)?.error;
      expect(error?.code).toBeDefined();
      await expect(rowOf(ref.code)).toContainText('Recusado');
      await expect(rowOf(ref.code)).toContainText(ERROR_CATALOGUE[error!.code as keyof typeof ERROR_CATALOGUE].pt);
    }
    await expect(rowOf(drafts[0]!.code)).toContainText('Concluído');
    await expect(result.getByRole('link', { name: new RegExp(drafts[0]!.code) })).toHaveAttribute('href', `/entidade/${drafts[0]!.id}/${drafts[0]!.version}/detalhe`);
    await expect(result.getByRole('row').filter({ hasText: 'Concluído' })).toHaveCount(18);
    // The list was read again: the first draft is submitted now.
    await expect(page.getByRole('table', { name: 'Entidades' }).getByRole('row').filter({ hasText: drafts[0]!.code })).toContainText('Submetido para aprovação');
    await expectNoAxeFindings(page, 'bulk result', '[data-testid="bulk-result"]');
    if (process.env.BULK_SHOTS) {
      await page.screenshot({ path: '/tmp/B-result-1366.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/B-result-390.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // --- The 2 are returned to their author; the retry runs the same action on them only.
    for (const ref of refusedRefs) await act(request, token, ref, 'return', { comment: 'Para a ação em massa' });
    const retried = page.waitForRequest((r) => r.url().endsWith('/api/bulk/actions'));
    await result.getByRole('button', { name: 'Tentar novamente os que falharam' }).click();
    expect((await retried).postDataJSON()).toMatchObject({
      action: 'submitForApproval',
      targets: { items: refusedRefs.map((r) => ({ kind: 'entity', id: r.id, version: r.version })) },
    });
    await expect(result.getByTestId('bulk-summary')).toHaveText('2 concluídos, 0 recusados, de 2.');
    await expect(result.getByRole('button', { name: 'Tentar novamente os que falharam' })).toHaveCount(0);
  });
});
