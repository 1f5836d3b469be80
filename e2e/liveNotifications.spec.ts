import { expect, test, type Request } from '@playwright/test';
import { apiCall, apiToken, createEditorAndReviewer, signInFirstTime } from './helpers';

/** A long poll of the SPA's hub connection (issue 12 §1: SignalR over long polling). */
const isHubPoll = (request: Request) => request.method() === 'GET' && /\/api\/notificationsHub\?id=/.test(request.url());

test.describe('live notifications (issue 12 §1)', () => {
  test('a signed-in reviewer sees a submission arrive without reloading, and opens the record from it', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Direção em Direto ${stamp}`;
    // An editor (create/edit and submit entities) and a reviewer (approve), both over SRFPAP.
    const { editor, reviewer, srfpap } = await createEditorAndReviewer(request, 'vivo', stamp);

    // The editor's first sign-in (the password change) in a browser of their own.
    const editorContext = await browser.newContext();
    await signInFirstTime(await editorContext.newPage(), editor.username, editor.initial, editor.password);
    await editorContext.close();
    const editorToken = await apiToken(request, editor.username, editor.password);

    // The reviewer signs in; the hub connects (its third poll is the first one held open: the handshake is done).
    let polls = 0;
    page.on('request', (r) => {
      if (isHubPoll(r)) polls += 1;
    });
    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
    await expect.poll(() => polls, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const url = page.url();

    // Another user submits a draft for approval through the API.
    const created = await apiCall<{ id: number; version: number }>(request, editorToken, 'POST', '/records/entity', {
      input: { code: `LV${stamp}`, abbreviation: `LV${stamp}`, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap.id, parentVersion: srfpap.version },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const { id, version } = created.data;
    const view = await apiCall<{ rowVersion: number }>(request, editorToken, 'GET', `/records/entity/${id}/${version}`);
    const submitted = await apiCall(request, editorToken, 'POST', `/records/entity/${id}/${version}/actions/submitForApproval`, {
      rowVersion: view.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(submitted.code, submitted.description).toBe(0);

    // Pushed: the bell counts it on the same page, never reloaded.
    const bell = page.getByRole('button', { name: 'Notificações: 1 por ler' });
    await expect(bell).toBeVisible();
    expect(page.url()).toBe(url);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: new RegExp(name) });
    await expect(item).toContainText(`Utilizador ${editor.username} submeteu a entidade para aprovação`);
    await expect(item).toContainText('Por ler');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${id}/${version}/detalhe$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
