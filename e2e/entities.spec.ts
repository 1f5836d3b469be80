import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiToken, createUserWithProfile, entityIdByCode, loginAsAdmin, signInFirstTime, logout, mainMenu } from './helpers';

/** Fills the required fields of the entity form. */
async function fillEntity(page: Page, entity: { code: string; name: string; startDate: string }) {
  await page.getByLabel('Código', { exact: true }).fill(entity.code);
  await page.getByLabel('Sigla', { exact: true }).fill(entity.code);
  await page.getByLabel('Nome', { exact: true }).fill(entity.name);
  await page.getByRole('combobox', { name: 'Tipo de entidade' }).click();
  await page.getByRole('option', { name: 'Direção Regional' }).click();
  await page.getByLabel('Data de início de validade').fill(entity.startDate);
}

/** Confirms the question of a workflow action and waits for its success message. */
async function confirmAction(page: Page, question: string, success: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(success)).toBeVisible();
}

test.describe('entities: the whole life of an entity in the browser', () => {
  test('create with a sub-entity, review from Tasks, a new version as a draft, and the organisation scope', async ({ page, request }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const parent = { code: `DRT${stamp}`, name: `Direção Regional de Testes ${stamp}`, startDate: '01012024' };
    const child = { code: `DST${stamp}`, name: `Divisão de Sistemas de Teste ${stamp}`, startDate: '01022024' };
    const reviewer = { username: `revisor${stamp.toLowerCase()}`, initial: 'Inicial-2026!', password: 'Revisor-2026!' };
    const outsider = { username: `externo${stamp.toLowerCase()}`, initial: 'Inicial-2026!', password: 'Externo-2026!' };

    // Two users through the settings API: a reviewer (approve, 13) over the SRFPAP subtree, and an
    // editor with every entity permission over another secretariat's subtree (SRSD).
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const srfpap = await entityIdByCode(request, adminToken, 'SRFPAP');
    const srsd = await entityIdByCode(request, adminToken, 'SRSD');
    await createUserWithProfile(request, adminToken, {
      username: reviewer.username,
      displayName: `Revisora ${stamp}`,
      password: reviewer.initial,
      profileName: `Revisão SRFPAP ${stamp}`,
      organizationId: srfpap.id,
      permissions: [13],
    });
    await createUserWithProfile(request, adminToken, {
      username: outsider.username,
      displayName: `Editor SRSD ${stamp}`,
      password: outsider.initial,
      profileName: `Edição SRSD ${stamp}`,
      organizationId: srsd.id,
      permissions: [11, 12, 13],
    });

    // --- The administrator creates an entity under the demo secretariat SRFPAP and publishes it.
    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await page.getByLabel('Código', { exact: true }).fill('SRFPAP');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('link', { name: /Secretaria Regional das Finanças/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Secretaria Regional das Finanças/ })).toBeVisible();
    await page.getByRole('link', { name: 'Criar subentidade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Nova subentidade de Secretaria Regional das Finanças/ })).toBeVisible();

    // Saving with the required fields missing says so and focuses the first one.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Existem campos obrigatórios a serem prenchidos.')).toBeVisible();
    await expect(page.getByLabel('Código', { exact: true })).toBeFocused();

    await fillEntity(page, parent);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Entidade guardada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/entidade\/\d+\/1\/detalhe$/);
    await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();

    // The administrator may publish: 'Submeter' asks to choose between submitting and publishing.
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Publicar' }).click();
    // The choice is the confirmation (issue 29 §15): no second question.
    await expect(page.getByText('Entidade publicada')).toBeVisible();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

    // --- A sub-entity under it, submitted for approval.
    await page.getByRole('link', { name: 'Criar subentidade' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Nova subentidade de ${parent.name}` })).toBeVisible();
    await fillEntity(page, child);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/entidade\/\d+\/1\/detalhe$/);
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    const childId = Number(/\/entidade\/(\d+)\/1\/detalhe$/.exec(page.url())?.[1]);
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
    // The choice is the confirmation (issue 29 §15): no second question.
    await expect(page.getByText('Entidade submetida para aprovação')).toBeVisible();
    await expect(page.getByText('Submetido para aprovação', { exact: true })).toBeVisible();
    await logout(page);

    // --- The reviewer publishes it from Tasks.
    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    await mainMenu(page).getByRole('link', { name: 'Tarefas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarefas' })).toBeVisible();
    await page.getByLabel('Nome').fill(child.name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('link', { name: child.name }).click();
    await expect(page).toHaveURL(new RegExp(`/tarefas/entidade/${childId}/1/detalhe$`));
    await expect(page.getByText('Este registo aguarda a sua decisão.')).toBeVisible();
    // A record never published has nothing to compare with.
    await expect(page.getByText('Não existe versão publicada: este é um registo novo.')).toBeVisible();
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Publicar' }).click();
    await confirmAction(page, 'Tem a certeza que deseja publicar?', 'Entidade publicada');
    await expect(page).toHaveURL(/\/tarefas$/);
    await expect(page.getByText('Não existem tarefas pendentes')).toBeVisible();
    await logout(page);

    // --- The administrator edits the published sub-entity: version 2, a draft; the timeline shows both.
    await loginAsAdmin(page, `/entidade/${childId}/1/detalhe`);
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(`${child.name} (revista)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${childId}/2/detalhe$`));
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const timeline = page.getByRole('list', { name: 'Histórico de versões' });
    await expect(timeline.getByRole('link')).toHaveCount(2);
    await expect(timeline.getByRole('link', { name: /Versão 1/ })).toHaveAttribute('href', `/entidade/${childId}/1/detalhe#historico`);
    await expect(timeline.getByRole('link', { name: /Versão 2/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('changelog')).toContainText('(revista)');
    await timeline.getByRole('link', { name: /Versão 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${childId}/1/detalhe#historico$`));
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    await logout(page);

    // --- A user whose profile covers another subtree sees no 'Editar', and the API refuses with -500.
    await signInFirstTime(page, outsider.username, outsider.initial, outsider.password);
    await page.goto(`/entidade/${childId}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ações do registo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Criar subentidade' })).toHaveCount(0);
    // No workflow action: the bar keeps only the public preview (issue 31 §3), which every reader has.
    await expect(page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('link', { name: 'Pré-visualizar' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button')).toHaveCount(0);
    // The audit trail tells of drafts and reviews: only for readers of the record's unpublished versions.
    await expect(page.getByRole('tab', { name: 'Histórico' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Auditoria' })).toHaveCount(0);

    const outsiderToken = await apiToken(request, outsider.username, outsider.password);
    const view = await apiCall<{
      rowVersion: number;
      canEdit: boolean;
      code: string;
      name: string;
      abbreviation: string;
      active: boolean;
      startDate: string;
      endDate: string | null;
      parentId: number;
      parentVersion: number;
      versionComment: string;
      data: Record<string, unknown>;
    }>(request, outsiderToken, 'GET', `/records/entity/${childId}/1`);
    expect(view.code).toBe(0);
    expect(view.data.canEdit).toBe(false);
    const { data, rowVersion, code, name, abbreviation, active, startDate, endDate, parentId, parentVersion } = view.data;
    const refused = await apiCall(request, outsiderToken, 'PUT', `/records/entity/${childId}/1`, {
      input: { ...data, code, name: `${name} (alheia)`, abbreviation, active, startDate, endDate, parentId, parentVersion, versionComment: '' },
      rowVersion,
    });
    expect(refused.code).toBe(-500);
  });
});
