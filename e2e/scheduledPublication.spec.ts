import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { RecordState } from '../src/shared/recordState';
import { regionDateTime } from '../src/shared/regionTime';
import { instantToRegionLocal } from '../src/shared/scheduling';
import { formatFindings, scanPage, settle, VIEWPORTS } from './a11yHelpers';
import { apiCall, apiToken, createEditorAndReviewer, signInFirstTime, logout } from './helpers';
import { createPublished, expectAccessible } from './recordWorkflow';

const DAY = 24 * 60 * 60_000;

/** An Azores wall-clock time `days` ahead at 10:30, as the datetime-local field takes it, and as screens show it. */
function azoresTime(days: number): { local: string; shown: string } {
  const local = `${instantToRegionLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T10:30`;
  return { local, shown: `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} 10:30` };
}

async function draftEntity(request: APIRequestContext, token: string, code: string, name: string, parent: { id: number; version: number }) {
  const created = await apiCall<{ id: number; version: number }>(request, token, 'POST', '/records/entity', {
    input: { code, abbreviation: code, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: parent.id, parentVersion: parent.version },
    continueOnDuplicate: true,
  });
  expect(created.code, created.description).toBe(0);
  return created.data;
}

async function scheduleDialog(page: Page, title: string, when: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Data e hora da publicação (hora dos Açores)').fill(when);
  return dialog;
}

test.describe('scheduled publication', () => {
  test('a reviewer schedules a publish, sees it on the detail, the list and the tasks, reschedules and cancels it', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Direção Agendada ${stamp}`;
    const code = `AG${stamp}`;
    const { editor, reviewer, srfpap } = await createEditorAndReviewer(request, 'sch', stamp);
    await signInFirstTime(page, editor.username, editor.initial, editor.password);
    await logout(page);
    const editorToken = await apiToken(request, editor.username, editor.password);
    const { id, version } = await draftEntity(request, editorToken, code, name, srfpap);
    const loaded = await apiCall<{ rowVersion: number }>(request, editorToken, 'GET', `/records/entity/${id}/${version}`);
    expect((await apiCall(request, editorToken, 'POST', `/records/entity/${id}/${version}/actions/submitForApproval`, { rowVersion: loaded.data.rowVersion })).code).toBe(0);

    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    await page.goto(`/entidade/${id}/${version}/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // A time in the past is refused by the form itself.
    await page.getByRole('button', { name: 'Agendar publicação' }).click();
    let dialog = await scheduleDialog(page, 'Agendar publicação', azoresTime(-2).local);
    await dialog.getByRole('button', { name: 'Agendar publicação' }).click();
    await expect(dialog.getByText('A data e hora têm de ser no futuro.')).toBeVisible();
    await settle(page);
    const dialogFindings = await scanPage(page, 'schedule dialog', '.MuiDialog-paper');
    expect(dialogFindings, `axe found WCAG 2.1 AA violations:\n${formatFindings(dialogFindings)}`).toEqual([]);

    const first = azoresTime(10);
    await dialog.getByLabel('Data e hora da publicação (hora dos Açores)').fill(first.local);
    await dialog.getByRole('button', { name: 'Agendar publicação' }).click();
    await expect(page.getByText(`Publicação agendada para ${first.shown}.`)).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Publicação agendada para' });
    await expect(notice).toContainText(`Publicação agendada para ${first.shown} (hora dos Açores), por ${reviewer.username}.`);
    await expectAccessible(page, 'record detail with a schedule');

    // Rescheduled: the field opens on the current time.
    await notice.getByRole('button', { name: 'Reagendar' }).click();
    const second = azoresTime(12);
    dialog = page.getByRole('dialog', { name: 'Reagendar publicação' });
    await expect(dialog.getByLabel('Data e hora da publicação (hora dos Açores)')).toHaveValue(first.local);
    await dialog.getByLabel('Data e hora da publicação (hora dos Açores)').fill(second.local);
    await dialog.getByRole('button', { name: 'Reagendar' }).click();
    await expect(notice).toContainText(`Publicação agendada para ${second.shown} (hora dos Açores)`);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(notice.getByRole('button', { name: 'Cancelar agendamento' })).toBeVisible();
    await page.screenshot({ path: 'test-results/scheduled-detail-390.png' });
    await page.setViewportSize(VIEWPORTS.desktop);

    // The list and the tasks show it beside the state, on a phone too.
    await page.goto('/entidades');
    await page.getByLabel('Código', { exact: true }).fill(code);
    // The list opens on published records: the submitted ones are asked for.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Submetido para aprovação' }).click();
    await page.getByRole('option', { name: 'Publicado' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('scheduled-marker')).toHaveText(`Agendado para ${second.shown}`);
    await page.goto('/tarefas');
    const task = page.getByRole('row').filter({ hasText: name });
    await expect(task.getByTestId('scheduled-marker')).toHaveText(`Agendado para ${second.shown}`);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(page.getByTestId('scheduled-marker').filter({ hasText: second.shown }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/scheduled-tasks-390.png', fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    // From the task page: cancelled at once, its toast offering 'Anular' (issue 30 §4).
    await page.goto(`/tarefas/entidade/${id}/${version}/detalhe`);
    await page.getByRole('status').filter({ hasText: 'Publicação agendada para' }).getByRole('button', { name: 'Cancelar agendamento' }).click();
    await expect(page.getByText('Agendamento cancelado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agendar publicação' })).toBeVisible();

    // The audit trail tells the story in the reader's language.
    await page.goto(`/entidade/${id}/${version}/detalhe#auditoria`);
    const audit = page.getByRole('table', { name: 'Registo de ações' });
    await expect(audit.getByRole('row').filter({ hasText: 'Publicação agendada' })).toHaveCount(2);
    await expect(audit.getByRole('row').filter({ hasText: 'Agendamento terminado' })).toHaveCount(1);
  });

  test('the scheduler publishes at the time, and a schedule ended by a change tells the reviewer', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const { editor, reviewer, srfpap, adminToken } = await createEditorAndReviewer(request, 'scr', stamp);
    await signInFirstTime(page, editor.username, editor.initial, editor.password);
    await logout(page);
    await signInFirstTime(page, reviewer.username, reviewer.initial, reviewer.password);
    const editorToken = await apiToken(request, editor.username, editor.password);
    const reviewerToken = await apiToken(request, reviewer.username, reviewer.password);

    // A published entity with a new draft version, scheduled three seconds ahead (the e2e server allows two).
    const name = `Direção Publicada Agendada ${stamp}`;
    const published = await createPublished(request, adminToken, 'entity', {
      code: `PA${stamp}`,
      abbreviation: `PA${stamp}`,
      name,
      startDate: '2024-01-01',
      organizationTypeId: 3,
      parentId: srfpap.id,
      parentVersion: srfpap.version,
    });
    const v1 = await apiCall<{ rowVersion: number; data: Record<string, unknown> }>(request, editorToken, 'GET', `/records/entity/${published.id}/1`);
    const saved = await apiCall<{ version: number }>(request, editorToken, 'PUT', `/records/entity/${published.id}/1`, {
      input: { code: `PA${stamp}`, abbreviation: `PB${stamp}`, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap.id, parentVersion: srfpap.version },
      rowVersion: v1.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(saved.code, saved.description).toBe(0);
    const v2 = await apiCall<{ rowVersion: number }>(request, reviewerToken, 'GET', `/records/entity/${published.id}/2`);
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const scheduled = await apiCall(request, reviewerToken, 'POST', `/records/entity/${published.id}/2/schedule`, { rowVersion: v2.data.rowVersion, publishAt });
    expect(scheduled.code, scheduled.description).toBe(0);

    await page.goto(`/entidade/${published.id}/2/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The scheduler (every second on the e2e server) publishes it: the page shows it once reloaded.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Publicação agendada para' })).toHaveCount(0);
    const old = await apiCall<{ state: number }>(request, reviewerToken, 'GET', `/records/entity/${published.id}/1`);
    expect(old.data.state).toBe(RecordState.Archived);
    await page.goto(`/entidade/${published.id}/2/detalhe#auditoria`);
    const publishRow = page.getByRole('table', { name: 'Registo de ações' }).getByRole('row').filter({ hasText: 'Publicação agendada: publicada pelo agendador' });
    await expect(publishRow).toContainText(reviewer.username);
    await expect(publishRow).toContainText(regionDateTime(publishAt).slice(0, 10));

    // Another draft scheduled, then changed by the editor: the schedule ends and the reviewer hears why.
    const otherName = `Direção Alterada ${stamp}`;
    const other = await draftEntity(request, editorToken, `AL${stamp}`, otherName, srfpap);
    const o1 = await apiCall<{ rowVersion: number }>(request, reviewerToken, 'GET', `/records/entity/${other.id}/1`);
    const later = new Date(Date.now() + 5 * DAY).toISOString();
    expect((await apiCall(request, reviewerToken, 'POST', `/records/entity/${other.id}/1/schedule`, { rowVersion: o1.data.rowVersion, publishAt: later })).code).toBe(0);
    const changed = await apiCall(request, editorToken, 'PUT', `/records/entity/${other.id}/1`, {
      input: {
        code: `AL${stamp}`,
        abbreviation: `AX${stamp}`,
        name: otherName,
        startDate: '2024-01-01',
        organizationTypeId: 3,
        parentId: srfpap.id,
        parentVersion: srfpap.version,
      },
      rowVersion: o1.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(changed.code, changed.description).toBe(0);
    await page.goto('/');
    const bell = page.getByRole('button', { name: /Notificações: \d+ por ler/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: new RegExp(`Publicação agendada não realizada: ${otherName}`) });
    await expect(item).toContainText('A versão foi alterada ou mudou de estado depois de a publicação ter sido agendada.');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${other.id}/1/detalhe$`));
    await expect(page.getByRole('button', { name: 'Agendar publicação' })).toBeVisible();
  });
});
