import { expect, test } from '@playwright/test';
import { apiCall, apiToken, createEditorAndReviewer, login, signInFirstTime, logout } from './helpers';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { confirmAction } from './recordWorkflow';

test.describe('notifications from the workflow', () => {
  test('a reviewer is told of a submission, opens the record from the bell and marks all read', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Direção de Notificações ${stamp}`;
    // An editor (create/edit and submit entities) and a reviewer (approve), both over SRFPAP.
    const { editor, reviewer, srfpap } = await createEditorAndReviewer(request, 'notif', stamp);

    // The editor signs in, and a draft of theirs is submitted for approval in the browser.
    await signInFirstTime(page, editor.username, editor.initial, editor.password);
    const editorToken = await apiToken(request, editor.username, editor.password);
    const created = await apiCall<{ id: number; version: number }>(request, editorToken, 'POST', '/records/entity', {
      input: { code: `NT${stamp}`, abbreviation: `NT${stamp}`, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap.id, parentVersion: srfpap.version },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const { id, version } = created.data;
    await page.goto(`/entidade/${id}/${version}/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The author is not told of their own submission.
    await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
    await confirmAction(page, 'Tem a certeza que deseja submeter para aprovação?', 'Entidade submetida para aprovação');
    await logout(page);

    // The reviewer signs in: the bell says 1; the panel words it and links to the record.
    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    const bell = page.getByRole('button', { name: 'Notificações: 1 por ler' });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: new RegExp(name) });
    // Who acted, by display name (issue 29 §13).
    await expect(item).toContainText(`Utilizador ${editor.username} submeteu a entidade para aprovação`);
    await expect(item).toContainText('Por ler');
    await settle(page);
    const findings = await scanPage(page, 'notifications panel', '.MuiDrawer-paper');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${id}/${version}/detalhe$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Opened, it is read: the bell says no more unread.
    await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

    // The reviewer returns it: the author is told, with the comment; 'mark all read' clears the bell.
    const reviewerToken = await apiToken(request, reviewer.username, reviewer.password);
    const view = await apiCall<{ rowVersion: number }>(request, reviewerToken, 'GET', `/records/entity/${id}/${version}`);
    const returned = await apiCall(request, reviewerToken, 'POST', `/records/entity/${id}/${version}/actions/return`, {
      rowVersion: view.data.rowVersion,
      comment: 'Falta a sigla oficial',
    });
    expect(returned.code, returned.description).toBe(0);
    await logout(page);
    await login(page, editor.username, editor.password);
    await expect(page).not.toHaveURL(/\/backoffice\/login/);
    const editorBell = page.getByRole('button', { name: 'Notificações: 1 por ler' });
    await expect(editorBell).toBeVisible();
    await editorBell.click();
    const editorPanel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(editorPanel.getByRole('link', { name: new RegExp(name) })).toContainText(`Utilizador ${reviewer.username} devolveu a entidade`);
    await expect(editorPanel).toContainText('Comentário: Falta a sigla oficial');
    await editorPanel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(editorPanel.getByRole('button', { name: 'Marcar todas como lidas' })).toBeHidden();
    await expect(editorPanel).not.toContainText('Por ler');
    await editorPanel.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  });
});
