import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiCall, apiToken, createStaffUser, entityIdByCode, entityInputUnder, loginAsAdmin, signInFirstTime, startSession } from './helpers';
import { expectAccessible } from './recordWorkflow';

interface RefusalType {
  id: number;
  designationPt: string;
}

/** A draft entity under SRFPAP, created through the API by the administrator: its id. */
async function draftEntity(request: APIRequestContext, token: string, code: string, name: string): Promise<number> {
  const input = await entityInputUnder(request, token, 'SRFPAP', { code, name });
  const created = await apiCall<{ id: number }>(request, token, 'POST', '/records/entity', { input, continueOnDuplicate: true });
  expect(created.code, created.description).toBe(0);
  return created.data.id;
}

test.describe('the return loop (issue 29 §10, §13, §15, §16)', () => {
  test('submitted in one dialog, listed in Tarefas by display name, returned with a refusal type and a text, the reason read on the record', async ({ page, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toLowerCase();
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    // The author may publish too (11, 12, 13): 'Submeter' then offers the choice between submitting and publishing.
    const author = { username: `rlautor${stamp}`, displayName: `Joana Simões ${stamp}`, initial: 'Inicial-2026!', password: 'Autor-2026!' };
    const reviewer = { username: `rlrevisor${stamp}`, displayName: `Rui Medeiros ${stamp}`, initial: 'Inicial-2026!', password: 'Aprov-2026!' };
    await createStaffUser(request, adminToken, author, [11, 12, 13]);
    await createStaffUser(request, adminToken, reviewer, [13]);
    const name = `Gabinete devolvido ${stamp.toUpperCase()}`;
    const id = await draftEntity(request, adminToken, `RL${stamp.toUpperCase()}`, name);
    const refusalTypes = await apiCall<RefusalType[]>(request, adminToken, 'GET', '/reference/refusal-types');
    const refusalType = refusalTypes.data[0] as RefusalType;

    // --- §15: the author submits with one dialog — the choice is the confirmation, no 'Tem a certeza…?' after it.
    await signInFirstTime(page, author.username, author.initial, author.password);
    await page.goto(`/entidade/${id}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
    await expect(page.getByText('Entidade submetida para aprovação')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('Submetido para aprovação', { exact: true })).toBeVisible();

    // --- §13: the reviewer's Tarefas names the author by display name, not by username.
    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    await page.goto('/tarefas');
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(author.displayName);
    await expect(row).not.toContainText(author.username);

    // --- §10: the return offers the settings' refusal types beside the text.
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/tarefas/entidade/${id}/1/detalhe$`));
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Devolver' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Devolver' });
    await dialog.getByRole('combobox', { name: 'Tipo de recusa' }).click();
    await page.getByRole('option', { name: refusalType.designationPt }).click();
    await dialog.getByLabel('Motivo da devolução').fill('Falta a missão do gabinete.');
    await expectAccessible(page, 'return dialog');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Entidade devolvida')).toBeVisible();

    // --- The author reads why on the record itself: type, text, who (display name). (LastReturnNotice, placed on RecordDetailPage.)
    await startSession(page, author.username, author.password, `/entidade/${id}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const notice = page.getByTestId('last-return');
    await expect(notice).toContainText(refusalType.designationPt);
    await expect(notice).toContainText('Falta a missão do gabinete.');
    await expect(notice).toContainText(`Devolvido por ${reviewer.displayName}`);
    await expectAccessible(page, 'returned record');
  });

  test('a heritage record awaiting approval is linked from Tarefas to its detail page', async ({ page, request }) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, token, 'DRS');
    const name = `Solar pendente ${stamp}`;
    const input = { code: `RLP${stamp}`, abbreviation: `RLP${stamp}`, name, startDate: '2024-01-01', endDate: null, active: true, versionComment: '' };
    const place = { organizationId: drs.id, locationType: 2, address: 'Rua do Solar, 3', zipCode: '9500-100', islandId: null, countyId: null, parishId: null };
    const created = await apiCall<{ id: number }>(request, token, 'POST', '/records/location', {
      input: { ...input, ...place, latitude: '', longitude: '', comments: '' },
      continueOnDuplicate: true,
    });
    expect(created.code, created.description).toBe(0);
    const submitted = await apiCall(request, token, 'POST', `/records/location/${created.data.id}/1/actions/submitForApproval`, { rowVersion: 1 });
    expect(submitted.code, submitted.description).toBe(0);

    await loginAsAdmin(page);
    await page.goto('/tarefas');
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/patrimonio/${created.data.id}/1/detalhe$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('on a phone the action bar keeps "Eliminar cópia" in a "Mais ações" menu, apart from "Guardar"', async ({ page, request }) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await apiToken(request, ADMIN.username, ADMIN.password);
    const id = await draftEntity(request, token, `RLB${stamp}`, `Gabinete do telemóvel ${stamp}`);

    await loginAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/entidade/${id}/1`);
    const workflow = page.getByRole('group', { name: 'Ações de fluxo' });
    await expect(workflow.getByRole('button', { name: 'Submeter', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar cópia' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('action-bar-390.png') });
    await expectAccessible(page, 'edit page on a phone');
    await workflow.getByRole('button', { name: 'Mais ações' }).click();
    await expect(page.getByRole('menuitem', { name: 'Eliminar cópia' })).toBeVisible();
    // Choosing it would delete at once (issue 30 §4, its toast offering 'Anular'): the menu is closed instead.
    await page.keyboard.press('Escape');

    // On a wide screen the destructive action is a button again, after the others.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(workflow.getByRole('button', { name: 'Eliminar cópia' })).toBeVisible();
    await expect(workflow.getByRole('button', { name: 'Mais ações' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('action-bar-1366.png') });
  });
});
