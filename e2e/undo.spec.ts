import { expect, test, type Page } from '@playwright/test';
import { RecordState } from '../src/shared/recordState';
import { formatFindings, scanPage, VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityInputUnder, loginAsAdmin } from './helpers';

/** The success toast that offers 'Anular' (issue 30 §4), found by its text. */
function undoToast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

async function expectToastAccessible(page: Page, label: string): Promise<void> {
  const findings = await scanPage(page, label, '[role="alert"]');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('Anular (issue 30 §4)', () => {
  test('a draft deleted from its page without a question comes back with "Anular"; an archive too', async ({ page, request }) => {
    // Two record pages, a list and four toasts on a shared machine.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const code = `UND${stamp}`;
    const name = `Gabinete a anular ${stamp}`;
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const created = await apiCall<{ id: number; version: number }>(request, token, 'POST', '/records/entity', {
      input: await entityInputUnder(request, token, 'PGR', { code, name }),
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const { id } = created.data;
    const detail = `/entidade/${id}/1/detalhe`;

    await loginAsAdmin(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(detail);
    // The record pages' chunk is the first to load on this visit.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    const workflow = page.getByRole('group', { name: 'Ações de fluxo' });

    // Delete: no question; the page leaves for the list and the toast offers 'Anular'.
    await workflow.getByRole('button', { name: 'Eliminar cópia' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const deleted = undoToast(page, 'Entidade eliminada');
    await expect(deleted.getByRole('button', { name: 'Anular' })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/entidade/${id}/`));
    // The pointer over the toast holds it open (as the keyboard focus would) while it is looked at.
    await deleted.hover();
    await page.screenshot({ path: test.info().outputPath('undo-toast-1366.png') });
    await page.screenshot({ path: '/tmp/E-undo-toast-1366.png' });
    await expectToastAccessible(page, 'undo toast');
    await deleted.getByRole('button', { name: 'Anular' }).click();
    await expect(page.getByText('Ação anulada.')).toBeVisible();

    // The draft is back with its content: its page reads it again.
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
    const view = await apiCall<{ name: string; state: number }>(request, token, 'GET', `/records/entity/${id}/1`);
    expect(view.data).toMatchObject({ name, state: RecordState.Draft });

    // Archive, on a phone: at once, 'Anular' puts the draft back.
    await page.setViewportSize(VIEWPORTS.mobile);
    await workflow.getByRole('button', { name: 'Arquivar' }).click();
    const archived = undoToast(page, 'Entidade arquivada');
    await expect(archived.getByRole('button', { name: 'Anular' })).toBeVisible();
    await archived.hover();
    await page.screenshot({ path: test.info().outputPath('undo-toast-390.png') });
    await page.screenshot({ path: '/tmp/E-undo-toast-390.png' });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Keyboard: the button is reached and pressed without the pointer (the toast waits while focused).
    await archived.getByRole('button', { name: 'Anular' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ação anulada.')).toBeVisible();
    await expect.poll(async () => (await apiCall<{ state: number }>(request, token, 'GET', `/records/entity/${id}/1`)).data.state).toBe(RecordState.Draft);
    await expect(workflow.getByRole('button', { name: 'Arquivar' })).toBeVisible();
  });
});
