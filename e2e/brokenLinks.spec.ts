import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { regionDateTime } from '../src/shared/regionTime';
import { REPORTS } from '../src/shared/reports';
import { startLinkServer, type LinkServer } from '../src/server/test/linkServer';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { ADMIN, apiToken, entityInputUnder, loginAsAdmin } from './helpers';
import { createPublished } from './recordWorkflow';

/**
 * The broken-link report (issue 14 §4) in Chromium: a published entity (only published versions are
 * checked) whose websites point at a local server's 404 page (the app server reaches it on 127.0.0.1,
 * which LINK_CHECK_ALLOW names in playwright.config.ts) and at the cloud metadata address (refused:
 * "Endereço não permitido"), a check run from the reports page, the broken link with its record and
 * field, the export, the record's detail through the row's link, and axe.
 */
/** 'DD/MM/YYYY HH:mm' → 'YYYYMMDDHHmm', which sorts as time does. */
const sortable = (shown: string) => shown.replace(/^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/, '$3$2$1$4$5');
const SHOWN_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/g;

test.describe('the broken-link report', () => {
  // A browser far from the Azores: the bar and the report must both read the Azores clock, not the browser's.
  test.use({ timezoneId: 'Asia/Tokyo' });
  let links: LinkServer;
  test.beforeAll(async () => {
    links = await startLinkServer();
  });
  test.afterAll(async () => {
    await links.close();
  });

  test('checks the links now, lists the broken one with its record and field, exports it and opens the record', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const code = `LNK${stamp}`;
    const name = `Entidade com ligação quebrada ${stamp}`;
    const broken = `${links.base}/missing/${stamp}`;
    const refused = `http://169.254.169.254/latest/meta-data/${stamp}`;
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const input = await entityInputUnder(request, token, 'SRFPAP', {
      code,
      name,
      contacts: [
        { scope: 'public', type: 'website', value: broken },
        { scope: 'public', type: 'website', value: refused },
      ],
    });
    const created = await createPublished(request, token, 'entity', input);

    await loginAsAdmin(page, '/relatorios#brokenLinks');
    await expect(page.getByRole('tab', { name: REPORTS.brokenLinks.title.pt, selected: true })).toBeVisible();
    // The report reads the latest check, not a day: no date filter.
    await expect(page.getByRole('textbox', { name: 'Data' })).toHaveCount(0);
    const summary = page.getByTestId('link-check-summary');
    await expect(summary).toHaveText(/ainda não foram verificadas|Última verificação/);

    const before = regionDateTime(new Date());
    await page.getByRole('button', { name: 'Verificar agora' }).click();
    await expect(summary).toContainText('Terminada em', { timeout: 120_000 });
    const after = regionDateTime(new Date());
    const [started, finished] = (await summary.textContent())?.match(SHOWN_TIME) ?? [];
    expect(started && sortable(started) >= sortable(before) && sortable(started) <= sortable(after), `${started} on the Azores clock, between ${before} and ${after}`).toBe(
      true,
    );
    expect(finished && sortable(finished) <= sortable(after)).toBe(true);
    await expect(summary).toContainText('por Administrador');
    expect(links.requests).toContain(`HEAD /missing/${stamp}`);

    await page.getByRole('button', { name: 'Executar' }).click();
    await expect(page.getByTestId('report-summary')).toHaveText('Entidade: Todas as entidades · Resultado da última verificação');
    const table = page.getByRole('table', { name: REPORTS.brokenLinks.title.pt, exact: true });
    const row = table.locator('tbody tr').filter({ hasText: broken });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Sítio web');
    await expect(row).toContainText('HTTP 404 (Erro HTTP)');
    await expect(row).toContainText('Entidade');
    // The metadata address is refused before any connection: the report says so.
    const refusedRow = table.locator('tbody tr').filter({ hasText: refused });
    await expect(refusedRow).toHaveCount(1);
    await expect(refusedRow).toContainText(name);
    await expect(refusedRow).toContainText('Endereço não permitido');
    // Its check time is the run's, on the same clock as the bar above.
    const [checked] = (await row.textContent())?.match(SHOWN_TIME) ?? [];
    expect(checked && sortable(checked) >= sortable(started ?? '') && sortable(checked) <= sortable(finished ?? ''), `${checked} within ${started}–${finished}`).toBe(true);
    await settle(page);

    const findings = await scanPage(page, 'broken links', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await page.screenshot({ path: '/tmp/broken-links.png', fullPage: true });

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^ligacoes-quebradas-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await csv.path())).toString('utf8');
    expect(text).toContain(REPORTS.brokenLinks.columns.map((c) => c.title.pt).join(';'));
    expect(text.split('\r\n').some((line) => line.includes(name) && line.includes(broken) && line.includes('Sítio web'))).toBe(true);

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${created.id}/${created.version}/detalhe`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });
});
