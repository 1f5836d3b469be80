import { expect, test, type Locator, type Page } from '@playwright/test';
import { scanPage, VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityInputUnder, startSession } from './helpers';

/**
 * Issue 29 §1 and §8 on an entity's edit form. §1: a paste past a field's limit is kept whole, said
 * under the field ('Máximo de caracteres ultrapassado', the counter at the schema's limit) and the save
 * is refused; within the limit it saves. §8: an impossible date is 'Data inválida', and the other date
 * of the pair does not print a half comparison with it.
 */
test.use({ viewport: VIEWPORTS.desktop });

const MISSION_MAX = 20_000;
const NAME_MAX = 100;

/** A draft entity of its own under the demo secretariat SRFPAP; answers its edit path and the API token. */
async function draftEntity(page: Page, prefix: string) {
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const token = await apiToken(page.request, ADMIN.username, ADMIN.password);
  const input = await entityInputUnder(page.request, token, 'SRFPAP', { code: `${prefix}${stamp}`, name: `Entidade de limites ${stamp}`, mission: '' });
  const created = await apiCall<{ id: number; version: number }>(page.request, token, 'POST', '/records/entity', { input, continueOnDuplicate: true });
  expect(created.code, created.description).toBe(0);
  return { token, id: created.data.id, version: created.data.version, name: String(input.name) };
}

/** Pastes `text` into a field as the browser does (one insertion, which a native maxlength would cut). */
async function paste(page: Page, field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** The form control (input, label, helper line) of a field. */
const controlOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');

test('a paste past the limit is kept whole and refused under the field; within the limit it saves', async ({ page }) => {
  test.setTimeout(180_000);
  const draft = await draftEntity(page, 'LIM');
  await startSession(page, ADMIN.username, ADMIN.password, `/entidade/${draft.id}/${draft.version}`);
  const mission = page.getByLabel('Missão', { exact: true });
  const name = page.getByLabel('Nome', { exact: true });
  await expect(name).toHaveValue(draft.name);

  // Past the limit: everything pasted stays, and each field says so beneath it.
  const longMission = 'Missão da entidade. '.repeat(1001).slice(0, MISSION_MAX + 1);
  const longName = 'N'.repeat(NAME_MAX + 1);
  await paste(page, mission, longMission);
  await paste(page, name, longName);
  await expect(mission).toHaveValue(longMission);
  await expect(name).toHaveValue(longName);
  await expect(controlOf(mission)).toContainText('Máximo de caracteres ultrapassado');
  await expect(controlOf(mission)).toContainText(`Caracteres: ${MISSION_MAX + 1}/${MISSION_MAX}`);
  await expect(controlOf(name)).toContainText('Máximo de caracteres ultrapassado');
  await expect(controlOf(name)).toContainText(`Caracteres: ${NAME_MAX + 1}/${NAME_MAX}`);
  await expect(mission).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await scanPage(page, 'entity edit, fields past their limits')).toEqual([]);

  // The save is refused: the page stays, nothing is lost, the draft is as it was.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/entidade/${draft.id}/${draft.version}$`));
  await expect(mission).toHaveValue(longMission);
  await expect(name).toHaveValue(longName);
  const unchanged = await apiCall<{ name: string }>(page.request, draft.token, 'GET', `/records/entity/${draft.id}/${draft.version}`);
  expect(unchanged.data.name).toBe(draft.name);

  // Within the limit the same fields save.
  const fullMission = longMission.slice(0, MISSION_MAX);
  const fullName = longName.slice(0, NAME_MAX);
  await paste(page, mission, fullMission);
  await paste(page, name, fullName);
  await expect(controlOf(name)).not.toContainText('Máximo de caracteres ultrapassado');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/detalhe$/);
  const saved = await apiCall<{ id: number; version: number; name: string; data: { mission: string } }>(
    page.request,
    draft.token,
    'GET',
    new URL(page.url()).pathname.replace(/^\/entidade\/(\d+)\/(\d+)\/detalhe$/, '/records/entity/$1/$2'),
  );
  expect(saved.data.name).toBe(fullName);
  expect(saved.data.data.mission).toBe(fullMission);
});

test("an impossible date is 'Data inválida', and the end date prints no half comparison with it", async ({ page }) => {
  test.setTimeout(120_000);
  const draft = await draftEntity(page, 'DAT');
  await startSession(page, ADMIN.username, ADMIN.password, `/entidade/${draft.id}/${draft.version}`);
  const start = page.getByLabel('Data de início de validade');
  const end = page.getByLabel('Data de fim de validade');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(draft.name);

  await paste(page, start, '31022025');
  await paste(page, end, '01012026');
  await end.blur();
  await expect(start).toHaveValue('31/02/2025');
  await expect(controlOf(start)).toContainText('Data inválida');
  await expect(controlOf(start)).not.toContainText('Formato inválido');
  await expect(controlOf(end)).not.toContainText('igual ou posterior');
  await expect(end).not.toHaveAttribute('aria-invalid', 'true');

  // A real start after the end: the end's message is whole, with the date.
  await paste(page, start, '02022026');
  await expect(controlOf(end)).toContainText('A data deve ser igual ou posterior a 02/02/2026');
  await expect(controlOf(start)).not.toContainText('Data inválida');
});
