import { expect, test, type Page, type Request } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { apiCall, apiToken, createEditorAndReviewer, signInFirstTime } from './helpers';

/** A browser far from the Azores: every instant on screen must still read the Azores clock (issue 29 §5). */
const FAR_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: FAR_ZONE });

/** A long poll of the SPA's hub connection (issue 12 §1: SignalR over long polling). */
const isHubPoll = (request: Request) => request.method() === 'GET' && /\/api\/notificationsHub\?id=/.test(request.url());

/** Counts the page's hub polls: from the third the connection is up (the handshake is done). */
function hubPolls(page: Page): () => number {
  let polls = 0;
  page.on('request', (r) => {
    if (isHubPoll(r)) polls += 1;
  });
  return () => polls;
}

/** 'DD/MM/YYYY HH:mm' as every screen writes an instant. */
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test.describe('an open record follows its own state (issue 29 §5, §6, §13)', () => {
  test('the author sees her open record returned without reloading; the notice names the reviewer, reads the audit’s time and opens the record fresh', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Direção Viva ${stamp}`;
    const { editor, reviewer, srfpap } = await createEditorAndReviewer(request, 'lr', stamp);
    const editorName = `Utilizador ${editor.username}`;
    const reviewerName = `Utilizador ${reviewer.username}`;

    // The author's submitted draft (through the API), open in her browser.
    const polls = hubPolls(page);
    await signInFirstTime(page, editor.username, editor.initial, editor.password);
    const editorToken = await apiToken(request, editor.username, editor.password);
    const created = await apiCall<{ id: number; version: number }>(request, editorToken, 'POST', '/records/entity', {
      input: { code: `LR${stamp}`, abbreviation: `LR${stamp}`, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap.id, parentVersion: srfpap.version },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const { id, version } = created.data;
    const recordApi = `/records/entity/${id}/${version}`;
    const view = await apiCall<{ rowVersion: number }>(request, editorToken, 'GET', recordApi);
    const submitted = await apiCall(request, editorToken, 'POST', `${recordApi}/actions/submitForApproval`, { rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(submitted.code, submitted.description).toBe(0);
    const detail = `/entidade/${id}/${version}/detalhe`;
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Submetido para aprovação', { exact: true })).toBeVisible();
    await expect.poll(polls, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);

    // The reviewer, in a browser of her own: the notice says who submitted (display name), and she returns it.
    const reviewerContext = await browser.newContext({ timezoneId: FAR_ZONE });
    const reviewerPage = await reviewerContext.newPage();
    await signInFirstTime(reviewerPage, reviewer.username, reviewer.initial, reviewer.password);
    await reviewerPage.getByRole('button', { name: 'Notificações: 1 por ler' }).click();
    const reviewerItem = reviewerPage.getByRole('dialog', { name: 'Notificações' }).getByRole('link', { name: new RegExp(name) });
    await expect(reviewerItem).toContainText(`${editorName} submeteu a entidade para aprovação`);
    await reviewerItem.click();
    await expect(reviewerPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await reviewerPage.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Devolver' }).click();
    const dialog = reviewerPage.getByRole('alertdialog', { name: 'Devolver' });
    await dialog.getByRole('textbox').first().fill('Falta a sigla oficial.');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(reviewerPage.getByText('Entidade devolvida')).toBeVisible();
    await reviewerContext.close();

    // §6: the author's open page follows, never reloaded.
    const url = page.url();
    await expect(page.getByText('Devolvido', { exact: true })).toBeVisible();
    await expect(page.getByText('Submetido para aprovação', { exact: true })).toHaveCount(0);
    expect(page.url()).toBe(url);

    // §13: the notice names the reviewer by display name; §5: its time is the Azores clock's.
    await page.getByRole('button', { name: 'Notificações: 1 por ler' }).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: new RegExp(name) });
    await expect(item).toContainText(`${reviewerName} devolveu a entidade`);
    await expect(item).toContainText('Comentário: Falta a sigla oficial.');
    const noticeTime = (await item.innerText()).match(DATE_TIME)?.[0];
    expect(noticeTime).toBeDefined();
    await settle(page);
    await page.screenshot({ path: 'test-results/live-record-notice-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/live-record-notice-390.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    const findings = await scanPage(page, 'notifications panel', '.MuiDrawer-paper');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);

    // The notice opens the record fresh: it is read again, even though its page is the one open.
    const reread = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === `/api${recordApi}`);
    await item.click();
    await reread;
    await expect(page).toHaveURL(new RegExp(`${detail}$`));
    await expect(page.getByText('Devolvido', { exact: true })).toBeVisible();

    // The audit records the return at the very time the notice shows.
    await page.getByRole('tab', { name: 'Auditoria' }).click();
    const returnRow = page.getByRole('table', { name: 'Registo de ações' }).getByRole('row').filter({ hasText: 'Falta a sigla oficial.' });
    await expect(returnRow).toContainText(noticeTime!);
  });
});
