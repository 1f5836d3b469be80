import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { apiCall } from './helpers';

/** Confirms the question of a workflow action and waits for its success message. */
export async function confirmAction(page: Page, question: string, success: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(success)).toBeVisible();
}

/** On a draft's detail page: submit for approval, then publish, each confirmed (`label`: 'Património', 'Ponto de atendimento'). */
export async function submitAndPublish(page: Page, label: string): Promise<void> {
  const actions = page.getByRole('group', { name: 'Ações de fluxo' });
  await actions.getByRole('button', { name: 'Submeter', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
  // The choice is the confirmation (issue 29 §15): no second question.
  await expect(page.getByText(`${label} submetido para aprovação`)).toBeVisible();
  await actions.getByRole('button', { name: 'Publicar' }).click();
  await confirmAction(page, 'Tem a certeza que deseja publicar?', `${label} publicado`);
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
}

/** Scans the page's main content for WCAG 2.1 AA violations (axe). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settle(page);
  const findings = await scanPage(page, label, 'main');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

/** Creates a record through the API and publishes it (submit for approval, then publish): its id and version. */
export async function createPublished(request: APIRequestContext, token: string, kind: string, input: Record<string, unknown>): Promise<{ id: number; version: number }> {
  const created = await apiCall<{ id: number; version: number }>(request, token, 'POST', `/records/${kind}`, { input, continueOnDuplicate: true });
  expect(created.code, created.description).toBe(0);
  const { id, version } = created.data;
  for (const action of ['submitForApproval', 'publish']) {
    const view = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/${kind}/${id}/${version}`);
    const done = await apiCall(request, token, 'POST', `/records/${kind}/${id}/${version}/actions/${action}`, { rowVersion: view.data.rowVersion, continueOnDuplicate: true });
    expect(done.code, `${action}: ${done.description}`).toBe(0);
  }
  return { id, version };
}
