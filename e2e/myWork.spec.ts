import { expect, test, type Request } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { apiCall, apiToken, apiTokenAfterFirstChange, createEditorAndReviewer, signInFirstTime } from './helpers';

/** A long poll of the SPA's hub connection (SignalR over long polling). */
const isHubPoll = (request: Request) => request.method() === 'GET' && /\/api\/notificationsHub\?id=/.test(request.url());

test.describe("'O meu trabalho' (issue 30 §2)", () => {
  test('the author’s panel shows her draft, and her returned record with its reason and reviewer as soon as it is returned; the section page lists it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const { editor: author, reviewer, srfpap } = await createEditorAndReviewer(request, 'mw', stamp);

    // The author: signed in, a draft of hers and a submitted one (through the API).
    let polls = 0;
    page.on('request', (r) => {
      if (isHubPoll(r)) polls += 1;
    });
    await signInFirstTime(page, author.username, author.initial, author.password);
    const authorToken = await apiToken(request, author.username, author.password);
    const create = async (code: string, name: string) => {
      const created = await apiCall<{ id: number; version: number }>(request, authorToken, 'POST', '/records/entity', {
        input: { code, abbreviation: code, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap.id, parentVersion: srfpap.version },
        continueOnDuplicate: true,
      });
      expect(created.code, created.description).toBe(0);
      return created.data;
    };
    const draftName = `Rascunho Meu ${stamp}`;
    const returnedName = `Devolvida Minha ${stamp}`;
    await create(`MD${stamp}`, draftName);
    const { id, version } = await create(`MR${stamp}`, returnedName);
    const recordApi = `/records/entity/${id}/${version}`;
    const view = await apiCall<{ rowVersion: number }>(request, authorToken, 'GET', recordApi);
    const submitted = await apiCall(request, authorToken, 'POST', `${recordApi}/actions/submitForApproval`, { rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(submitted.code, submitted.description).toBe(0);

    // Her home page: the panel above the search, her draft counted and listed, nothing returned yet.
    await page.goto('/');
    const panel = page.getByTestId('my-work');
    await expect(panel.getByRole('heading', { level: 2, name: 'O meu trabalho' })).toBeVisible();
    const drafts = panel.getByRole('region', { name: 'Os meus rascunhos' });
    await expect(drafts.getByTestId('my-work-count-drafts')).toHaveText('1');
    await expect(drafts.getByRole('link', { name: draftName })).toBeVisible();
    const returned = panel.getByRole('region', { name: 'Devolvidos' });
    await expect(returned.getByTestId('my-work-count-returned')).toHaveText('0');
    // The panel comes before the search card.
    const panelTop = (await panel.boundingBox())?.y ?? Infinity;
    const searchTop = (await page.getByRole('region', { name: 'Pesquisa', exact: true }).boundingBox())?.y ?? -Infinity;
    expect(panelTop).toBeLessThan(searchTop);
    await expect.poll(() => polls, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The reviewer returns it through the API, with a refusal type and a reason.
    const reviewerToken = await apiTokenAfterFirstChange(request, reviewer.username, reviewer.initial, reviewer.password);
    const types = await apiCall<{ id: number; designationPt: string }[]>(request, reviewerToken, 'GET', '/reference/refusal-types');
    const refusalType = types.data[0];
    expect(refusalType).toBeDefined();
    const reason = 'Falta a sigla oficial.';
    const current = await apiCall<{ rowVersion: number }>(request, reviewerToken, 'GET', recordApi);
    const sent = await apiCall(request, reviewerToken, 'POST', `${recordApi}/actions/return`, {
      rowVersion: current.data.rowVersion,
      comment: reason,
      refusalTypeId: refusalType!.id,
    });
    expect(sent.code, sent.description).toBe(0);

    // Live, over the hub: the count goes up and the record shows with its reason and the reviewer's name.
    await expect(returned.getByTestId('my-work-count-returned')).toHaveText('1', { timeout: 30_000 });
    await expect(returned.getByRole('link', { name: returnedName })).toBeVisible();
    await expect(returned.getByTestId('my-work-reason')).toContainText(reason);
    await expect(returned.getByTestId('my-work-reason')).toContainText(refusalType!.designationPt);
    await expect(returned.getByTestId('my-work-returned-by')).toContainText(`Devolvido por ${reviewer.displayName} em `);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(drafts.getByTestId('my-work-count-drafts')).toHaveText('1');

    await settle(page);
    const panelFindings = await scanPage(page, "'O meu trabalho' panel", '[data-testid="my-work"]');
    expect(panelFindings, `axe found WCAG 2.1 AA violations:\n${formatFindings(panelFindings)}`).toEqual([]);
    await page.screenshot({ path: 'test-results/my-work-panel-1366.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/my-work-panel-390.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });

    // The whole section: every kind in one table, the reason, type and reviewer on each row.
    await returned.getByRole('link', { name: 'Ver todos: Devolvidos' }).click();
    await expect(page).toHaveURL(/\/meu-trabalho\/returned$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Devolvidos' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Devolvidos' }).getByRole('row').filter({ hasText: returnedName });
    await expect(row).toContainText(reason);
    await expect(row).toContainText(reviewer.displayName);
    await expect(row).toContainText(refusalType!.designationPt);
    await settle(page);
    const pageFindings = await scanPage(page, "'O meu trabalho' section page");
    expect(pageFindings, `axe found WCAG 2.1 AA violations:\n${formatFindings(pageFindings)}`).toEqual([]);
    await page.screenshot({ path: 'test-results/my-work-section-1366.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/my-work-section-390.png', fullPage: true });

    // The row opens the record's detail.
    await row.getByRole('link', { name: returnedName }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${id}/${version}/detalhe$`));
  });
});
