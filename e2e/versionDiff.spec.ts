import { expect, test, type Page } from '@playwright/test';
import { emptyEntity } from '../src/shared/records/entity';
import { emptyService } from '../src/shared/records/service';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityIdByCode, loginAsAdmin } from './helpers';
import { createPublished } from './recordWorkflow';

/** axe (WCAG 2.1 AA) on the open comparison dialog only. */
async function expectDialogAccessible(page: Page, label: string) {
  await settle(page);
  const findings = await scanPage(page, label, '[data-testid="version-diff"]');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('side-by-side comparison of two versions (issue 14 §2)', () => {
  test('a published service edited in the browser, compared from the history tab and from its task', async ({ page, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, token, 'DRS');
    const legislations = await apiCall<{ id: number }[]>(request, token, 'GET', '/reference/legislations');
    const name = `Licença comparada ${stamp}`;
    const { id } = await createPublished(request, token, 'service', {
      ...emptyService(),
      code: `CMP${stamp}`,
      abbreviation: `CMP${stamp}`,
      name,
      startDate: '2024-01-01',
      organizationId: drs.id,
      procedure: '<p>Entregar o requerimento em papel no balcão.</p>',
      cost: 'Gratuito',
      legislationIds: legislations.data.slice(0, 1).map((l) => l.id),
    });

    // --- Edit the published version in the browser: a plain field and the rich text. It becomes draft version 2.
    await loginAsAdmin(page, `/servico/${id}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Custo', { exact: true }).fill('5 euros');
    const editor = page.getByRole('textbox', { name: 'Procedimento' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Entregar o requerimento online no portal.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/servico/${id}/2/detalhe$`));

    // --- From the history tab: version 2 shown, so the default pair is 1 and 2.
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const picker = page.getByRole('region', { name: 'Comparar duas versões' });
    const from = picker.getByLabel('Comparar a versão');
    const to = picker.getByLabel('com a versão');
    await expect(from).toHaveValue('1');
    await expect(to).toHaveValue('2');
    // The same version twice: refused before asking the server, with a clear message.
    await from.selectOption('2');
    await expect(picker.getByRole('alert')).toHaveText('Escolha duas versões diferentes.');
    await expect(picker.getByRole('button', { name: 'Comparar versões' })).toBeDisabled();
    await from.selectOption('1');
    // Keyboard: the button is reached with Tab from the second select and pressed with Enter.
    await to.focus();
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: 'Comparar versões' })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Versões 1 e 2 lado a lado' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: 'campo(s) alterado(s)' })).toHaveText('2 campo(s) alterado(s)');
    const table = dialog.getByRole('table', { name: 'Campos alterados entre a versão 1 e a versão 2' });
    await expect(table.getByRole('columnheader', { name: /Versão 1/ })).toContainText('Publicado');
    await expect(table.getByRole('columnheader', { name: /Versão 2/ })).toContainText('Em elaboração');
    const cost = table.locator('tr[data-field="cost"]');
    await expect(cost.getByRole('rowheader')).toContainText('Custo');
    await expect(cost.getByRole('rowheader')).toContainText('Alterado');
    await expect(cost.locator('del')).toContainText('Gratuito');
    await expect(cost.locator('ins')).toContainText('5 euros');
    // The rich text word by word: only the words that changed are marked.
    const procedure = table.locator('tr[data-field="procedure"]');
    await expect(procedure.locator('del').first()).toContainText('em papel');
    await expect(procedure.locator('ins').first()).toContainText('online');
    await expect(procedure.locator('ins', { hasText: 'requerimento' })).toHaveCount(0);
    // Unchanged fields are folded, and open on demand.
    const unfold = dialog.getByRole('button', { name: /Mostrar \d+ campo\(s\) sem alterações/ });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('table', { name: 'Campos sem alterações' })).toHaveCount(0);
    await unfold.click();
    const unchanged = dialog.getByRole('table', { name: 'Campos sem alterações' });
    await expect(unchanged.locator('tr[data-field="name"]')).toContainText(name);
    await expect(unchanged.locator('tr[data-field="organizationId"]')).toContainText('Direção Regional da Saúde');
    await expectDialogAccessible(page, 'version diff (history)');
    await page.screenshot({ path: 'test-results/version-diff-history.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);

    // --- Submitted for approval, the version is a task; the reviewer compares it with the published one.
    const actions = page.getByRole('group', { name: 'Ações de fluxo' });
    await actions.getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
    // The choice is the confirmation (issue 29 §15): no second question.
    await expect(page.getByText('Serviço submetido para aprovação')).toBeVisible();
    await page.goto(`/tarefas/servico/${id}/2/detalhe`);
    await page.getByRole('button', { name: 'Ver o que mudou desde a versão publicada' }).click();
    const fromTask = page.getByRole('dialog', { name: 'Versões 1 e 2 lado a lado' });
    await expect(fromTask.locator('tr[data-field="cost"] ins')).toContainText('5 euros');
    await expect(fromTask.getByRole('columnheader', { name: /Versão 2/ })).toContainText('Submetido para aprovação');
    await expectDialogAccessible(page, 'version diff (task)');
    await page.keyboard.press('Escape');
    await expect(fromTask).toHaveCount(0);
  });

  test('narrow screens get the comparison full screen, still accessible', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, token, 'DRS');
    const name = `Entidade comparada ${stamp}`;
    const { id } = await createPublished(request, token, 'entity', {
      ...emptyEntity(),
      code: `CME${stamp}`,
      abbreviation: `CME${stamp}`,
      name,
      startDate: '2024-01-01',
      organizationTypeId: 3,
      parentId: drs.id,
      parentVersion: drs.version,
      contacts: [{ scope: 'public' as const, type: 'phone' as const, value: '296000000' }],
    });
    const view = await apiCall<{ rowVersion: number; data: Record<string, unknown> }>(request, token, 'GET', `/records/entity/${id}/1`);
    const input = {
      ...emptyEntity(),
      code: `CME${stamp}`,
      abbreviation: `CME${stamp}`,
      name,
      startDate: '2024-01-01',
      organizationTypeId: 3,
      parentId: drs.id,
      parentVersion: drs.version,
      contacts: [
        { scope: 'public' as const, type: 'phone' as const, value: '296000000' },
        { scope: 'public' as const, type: 'email' as const, value: `geral${stamp.toLowerCase()}@azores.gov.pt` },
      ],
    };
    const saved = await apiCall(request, token, 'PUT', `/records/entity/${id}/1`, { input, rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(saved.code, saved.description).toBe(0);

    await page.setViewportSize({ width: 390, height: 800 });
    await loginAsAdmin(page, `/entidade/${id}/2/detalhe#historico`);
    await page.getByRole('button', { name: 'Comparar versões' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versões 1 e 2 lado a lado' });
    // Too narrow for three columns: each changed field is a section, older value above newer.
    const contacts = dialog.getByRole('region', { name: 'Contactos' });
    await expect(contacts.locator('ins')).toContainText(`geral${stamp.toLowerCase()}@azores.gov.pt`);
    await expect(contacts.locator('li[data-status="same"]').first()).toContainText('296000000');
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expectDialogAccessible(page, 'version diff (narrow)');
    await page.screenshot({ path: 'test-results/version-diff-narrow.png', fullPage: true });
  });
});
