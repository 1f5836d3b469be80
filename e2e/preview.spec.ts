import { expect, test } from '@playwright/test';
import { emptyService } from '../src/shared/records/service';
import { formatFindings, scanPage, settle, VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityIdByCode, loginAsAdmin } from './helpers';
import { createPublished } from './recordWorkflow';

test.describe('preview of the public entry (issue 31 §3)', () => {
  test('a new draft of a published service previewed beside its published version, at 1366 and 390 px', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, token, 'DRS');
    const publishedName = `Licença de pesca ${stamp}`;
    const draftName = `Licença de pesca desportiva ${stamp}`;
    const input = {
      ...emptyService(),
      code: `PRV${stamp}`,
      abbreviation: `PRV${stamp}`,
      name: publishedName,
      startDate: '2024-01-01',
      organizationId: drs.id,
      procedure: '<p>Entregar o pedido no balcão.</p>',
      cost: 'Gratuito',
    };
    const { id } = await createPublished(request, token, 'service', input);
    // A new draft (version 2) with another name and description.
    const view = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/service/${id}/1`);
    const saved = await apiCall<{ version: number }>(request, token, 'PUT', `/records/service/${id}/1`, {
      input: { ...input, name: draftName, procedure: '<p>Pedir <strong>online</strong> no portal.</p>', cost: '5 euros' },
      rowVersion: view.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(saved.code, saved.description).toBe(0);
    expect(saved.data.version).toBe(2);

    await loginAsAdmin(page, `/servico/${id}/2/detalhe`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.getByRole('heading', { level: 1, name: draftName })).toBeVisible({ timeout: 30_000 });
    const previewLink = page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('link', { name: 'Pré-visualizar' });
    await previewLink.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('preview-action-1366.png') });
    await page.screenshot({ path: '/tmp/C-preview-action-1366.png' });
    await previewLink.click();
    await expect(page).toHaveURL(new RegExp(`/servico/${id}/2/previsualizar$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pré-visualização do serviço' })).toBeVisible();

    const draft = page.getByRole('region', { name: 'Rascunho (versão 2)' });
    const published = page.getByRole('region', { name: 'Publicado (versão 1)' });
    await expect(draft.getByRole('heading', { level: 3, name: draftName })).toBeVisible();
    await expect(draft.getByText('Pedir online no portal.')).toBeVisible();
    await expect(draft.getByText('5 euros')).toBeVisible();
    await expect(published.getByRole('heading', { level: 3, name: publishedName })).toBeVisible();
    await expect(published.getByText('Entregar o pedido no balcão.')).toBeVisible();
    await expect(published.getByText('Gratuito')).toBeVisible();

    // Side by side from 1000 px: the published column starts at the draft's height, to its right.
    const [draftBox, publishedBox] = [await draft.boundingBox(), await published.boundingBox()];
    expect(publishedBox && draftBox && publishedBox.x > draftBox.x + draftBox.width - 1 && Math.abs(publishedBox.y - draftBox.y) < 2).toBe(true);
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('preview-1366.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/C-preview-1366.png', fullPage: true });
    const wide = await scanPage(page, 'preview 1366');
    expect(wide, `axe found WCAG 2.1 AA violations:\n${formatFindings(wide)}`).toEqual([]);

    // On a phone: one above the other, the draft first.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect.poll(async () => ((await published.boundingBox())?.y ?? 0) > ((await draft.boundingBox())?.y ?? 0) + 50).toBe(true);
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('preview-390.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/C-preview-390.png', fullPage: true });
    const narrow = await scanPage(page, 'preview 390');
    expect(narrow, `axe found WCAG 2.1 AA violations:\n${formatFindings(narrow)}`).toEqual([]);

    // Back to the record.
    await page.getByRole('link', { name: 'Voltar ao registo' }).click();
    await expect(page).toHaveURL(new RegExp(`/servico/${id}/2/detalhe$`));
    // On a phone the preview waits in the action bar's 'Mais ações' menu, beside the destructive actions.
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Mais ações' }).click();
    await expect(page.getByRole('menuitem', { name: 'Pré-visualizar' })).toBeVisible();
    await settle(page);
    const menu = await scanPage(page, 'preview in Mais ações 390', '[role="menu"]');
    expect(menu, `axe found WCAG 2.1 AA violations:\n${formatFindings(menu)}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('preview-action-390.png') });
    await page.screenshot({ path: '/tmp/C-preview-action-390.png' });
  });
});
