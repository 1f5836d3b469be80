import { expect, test, type Locator, type Page } from '@playwright/test';
import { ProcessingTimeType } from '../src/shared/enums';
import { emptyService } from '../src/shared/records/service';
import { formatFindings, scanPage } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityIdByCode, entityInputUnder, loginAsAdmin } from './helpers';
import { createPublished, expectAccessible } from './recordWorkflow';

/**
 * Ordering by dragging (issue 31 §1) in Chromium: the organic order dialog (permission 14) reordered with
 * the mouse on a drag handle and saved, the tree showing the new order; a service's stages reordered with
 * the keyboard on a handle (Space, ArrowDown, Space) and saved, the edit page and the detail showing the
 * saved order. The nodes and the service are this test's own (created through the API), so no other
 * spec's order changes.
 */

/** A tree item by the start of its name (items are named by name, markers and code). */
function treeItem(scope: Locator, name: string): Locator {
  return scope.getByRole('treeitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
}

/** Selects a tree row (its own content, not its open children) and waits for its summary. */
async function selectRow(page: Page, tree: Locator, name: string): Promise<void> {
  await treeItem(tree, name).locator(':scope > .MuiTreeItem-content').click();
  await expect(page.getByTestId('organic-selected-name')).toHaveText(name);
}

/**
 * A real pointer drag (dnd-kit's pointer sensor needs moves past its 4 px activation distance): from the
 * centre of `handle` to the vertical centre of `target`, in steps.
 */
async function dragVertically(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handle or the target is not on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(x, to.y + to.height / 2 + 5, { steps: 15 });
  await page.mouse.up();
}

async function expectNoViolations(page: Page, label: string, scope: string): Promise<void> {
  const findings = await scanPage(page, label, scope);
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('ordering by dragging (issue 31 §1)', () => {
  test('reorders sub-entities by mouse drag and service stages by keyboard on the handle, and both orders are saved', async ({ page, request }, testInfo) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);

    // --- Data: a node under SRMP with three sub-entities; a draft service with three stages.
    const parentName = `Direção de ordenação ${stamp}`;
    const parentCode = `ORD${stamp}`;
    await createPublished(request, token, 'entity', await entityInputUnder(request, token, 'SRMP', { code: parentCode, name: parentName }));
    const names = ['Alfa', 'Beta', 'Gama'].map((word) => `Divisão ${word} ${stamp}`);
    for (const [i, name] of names.entries()) {
      await createPublished(request, token, 'entity', await entityInputUnder(request, token, parentCode, { code: `OR${i}${stamp}`, name }));
    }
    const drs = await entityIdByCode(request, token, 'DRS');
    const stages = ['Receção', 'Análise', 'Decisão'];
    const created = await apiCall<{ id: number; version: number }>(request, token, 'POST', '/records/service', {
      input: {
        ...emptyService(),
        code: `ETP${stamp}`,
        abbreviation: `ETP${stamp}`,
        name: `Licença com etapas ${stamp}`,
        startDate: '2024-01-01',
        organizationId: drs.id,
        procedure: '<p>Entregar o requerimento.</p>',
        processingTime: { type: ProcessingTimeType.Advanced, value: null, unit: null, stages: stages.map((description, i) => ({ description, value: i + 1, unit: 'days' })) },
      },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const service = created.data;

    // --- The organic order dialog: the first sub-entity dragged below the last with the mouse.
    await loginAsAdmin(page, '/organica');
    const tree = page.getByRole('tabpanel', { name: 'Hoje' }).getByRole('tree');
    await selectRow(page, tree, 'Governo Regional dos Açores');
    await selectRow(page, tree, 'Secretaria Regional do Mar e das Pescas');
    await selectRow(page, tree, parentName);
    await page.getByRole('region', { name: 'Entidade escolhida' }).getByRole('button', { name: 'Ordenar subentidades' }).click();
    const dialog = page.getByRole('dialog', { name: `Ordenar as subentidades de ${parentName}` });
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const before = (await items.allInnerTexts()).map((text) => names.find((name) => text.includes(name)) ?? '');
    expect([...before].sort()).toEqual(names);
    await expectNoViolations(page, 'organic order dialog', '[role="dialog"]');
    await page.screenshot({ path: testInfo.outputPath('order-dialog-1366.png') });

    await dragVertically(page, dialog.getByRole('button', { name: `Arrastar para mudar a ordem: ${before[0]}` }), items.nth(2));
    const after = [before[1], before[2], before[0]];
    await expect(items.nth(0)).toContainText(`1. ${after[0]}`);
    await expect(items.nth(2)).toContainText(`3. ${after[2]}`);
    // The live region said where it went, in Portuguese.
    await expect(dialog.getByRole('status')).toHaveText(`${before[0]} largado na posição 3 de 3.`);
    // The buttons are still there, and focus follows them ('keyboard moves kept').
    await dialog.getByRole('button', { name: `Subir ${after[2]}` }).click();
    await dialog.getByRole('button', { name: `Descer ${after[2]}` }).click();
    await expect(items.nth(2)).toContainText(`3. ${after[2]}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('order-dialog-390.png') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await dialog.getByRole('button', { name: 'Guardar ordem' }).click();
    await expect(page.getByText('Ordem das subentidades guardada.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const children = treeItem(tree, parentName).getByRole('treeitem');
    for (const [i, name] of after.entries()) await expect(children.nth(i)).toHaveAccessibleName(new RegExp(`^${name}`));

    // --- The service's stages: the first moved down one place with the keyboard on its handle.
    await page.goto(`/servico/${service.id}/${service.version}`);
    const first = page.getByRole('group', { name: 'Etapa 1' });
    await expect(first.getByRole('textbox', { name: 'Etapa' })).toHaveValue('Receção');
    const handle = page.getByRole('button', { name: 'Arrastar para mudar a ordem: Etapa 1: Receção' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Pegou em Etapa 1: Receção, na posição 1 de 3.')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Etapa 1: Receção passou para a posição 2 de 3.')).toBeAttached();
    await page.keyboard.press('Space');
    const reordered = ['Análise', 'Receção', 'Decisão'];
    for (const [i, description] of reordered.entries()) {
      await expect(page.getByRole('group', { name: `Etapa ${i + 1}` }).getByRole('textbox', { name: 'Etapa' })).toHaveValue(description);
    }
    // The handle keeps the focus after the drop: it is the same row, now second.
    await expect(page.getByRole('button', { name: 'Arrastar para mudar a ordem: Etapa 2: Receção' })).toBeFocused();
    await expectAccessible(page, 'service form with sortable stages');
    const stagesField = page.getByRole('group', { name: 'Etapas', exact: true });
    await stagesField.screenshot({ path: testInfo.outputPath('stages-1366.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await stagesField.screenshot({ path: testInfo.outputPath('stages-390.png') });
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Serviço guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/servico/${service.id}/\\d+/detalhe$`));
    // The detail lists the stages in the saved order.
    await expect(page.getByRole('listitem').filter({ hasText: /^(Análise|Receção|Decisão): / })).toHaveText([/^Análise: /, /^Receção: /, /^Decisão: /]);
    // Reopened, the edit page has them in that order too.
    await page.goto(page.url().replace(/\/detalhe$/, ''));
    for (const [i, description] of reordered.entries()) {
      await expect(page.getByRole('group', { name: `Etapa ${i + 1}` }).getByRole('textbox', { name: 'Etapa' })).toHaveValue(description);
    }
  });
});
