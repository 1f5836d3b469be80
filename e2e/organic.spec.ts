import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { regionDay } from '../src/shared/regionTime';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityIdByCode, loginAsAdmin } from './helpers';

dayjs.extend(utc);

/**
 * The organic tree (issue 11, SPEC §2.8, §2.10) in the browser on the demo tree: the tree expands lazily
 * with the keyboard, a node's detail returns to it, dated tabs show the hierarchy as it stood (a directorate
 * moved and published today is under its old secretariat yesterday), a search reveals a node, tabs close,
 * survive a reload with their expanded and chosen nodes, and reset to 'Hoje'.
 */

const GRA = 'Governo Regional dos Açores';
const SRECD = 'Secretaria Regional da Educação, Cultura e Desporto';
const SRMP = 'Secretaria Regional do Mar e das Pescas';
const DRE = 'Direção Regional da Educação e Administração Educativa';
const DROAP = 'Direção Regional da Organização e Administração Pública';

const display = (iso: string) => dayjs.utc(iso).format('DD/MM/YYYY');
const tabIdOf = (iso: string) => `tab-${iso.replace(/-/g, '')}`;

/** A tree item by the start of its name (items are named by name, markers and code). */
function item(scope: Locator, name: string): Locator {
  return scope.getByRole('treeitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
}

/** Clicks an item's own row (its centre may lie among its open children): selects it and opens or closes it. */
async function clickRow(treeItem: Locator): Promise<void> {
  await treeItem.locator(':scope > .MuiTreeItem-content').click();
}

function panel(page: Page, tabName: string): Locator {
  return page.getByRole('tabpanel', { name: tabName });
}

/** Moves DRE from SRECD to SRMP: a new version with the other parent, submitted and published (as entities.spec.ts edits through the API). */
async function moveDreToSrmp(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, ADMIN.username, ADMIN.password);
  const dre = await entityIdByCode(request, token, 'DRE');
  const srmp = await entityIdByCode(request, token, 'SRMP');
  const view = await apiCall<{
    rowVersion: number;
    code: string;
    name: string;
    abbreviation: string;
    active: boolean;
    startDate: string;
    endDate: string | null;
    data: Record<string, unknown>;
  }>(request, token, 'GET', `/records/entity/${dre.id}/${dre.version}`);
  expect(view.code, view.description).toBe(0);
  const { data, rowVersion, code, name, abbreviation, active, startDate, endDate } = view.data;
  const saved = await apiCall<{ id: number; version: number }>(request, token, 'PUT', `/records/entity/${dre.id}/${dre.version}`, {
    input: {
      ...data,
      code,
      name,
      abbreviation,
      active,
      startDate,
      endDate,
      parentId: srmp.id,
      parentVersion: srmp.version,
      versionComment: 'Nova tutela (teste da orgânica)',
    },
    rowVersion,
    continueOnDuplicate: true,
  });
  expect(saved.code, saved.description).toBe(0);
  for (const action of ['submitForApproval', 'publish']) {
    const current = await apiCall<{ rowVersion: number }>(request, token, 'GET', `/records/entity/${dre.id}/${saved.data.version}`);
    const done = await apiCall(request, token, 'POST', `/records/entity/${dre.id}/${saved.data.version}/actions/${action}`, {
      rowVersion: current.data.rowVersion,
      continueOnDuplicate: true,
    });
    expect(done.code, `${action}: ${done.description}`).toBe(0);
  }
}

test.describe('the organic tree', () => {
  test('expands lazily with the keyboard, opens a detail and comes back, shows past dates, searches, keeps its tabs and resets', async ({ page, request }) => {
    test.setTimeout(180_000);
    const today = regionDay(new Date());
    const yesterday = dayjs.utc(today).subtract(1, 'day').format('YYYY-MM-DD');
    const twoDaysAgo = dayjs.utc(today).subtract(2, 'day').format('YYYY-MM-DD');

    const levelCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/organic/nodes')) levelCalls.push(r.url());
    });

    await loginAsAdmin(page, '/organica');
    await expect(page.getByRole('heading', { level: 1, name: 'Orgânica' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Datas da orgânica' });
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    await expect(tabs.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('id', tabIdOf(today));
    await expect(tabs.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');

    // --- Lazy expansion with the keyboard: only the roots are read until a node opens.
    const todayTree = panel(page, 'Hoje').getByRole('tree');
    const root = item(todayTree, GRA);
    await expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(levelCalls.filter((url) => url.includes('parentId'))).toEqual([]);
    await root.focus();
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('aria-expanded', 'true');
    const secretariat = item(todayTree, 'Secretaria Regional das Finanças, Planeamento e Administração Pública');
    await expect(secretariat).toBeVisible();
    expect(levelCalls.filter((url) => url.includes('parentId'))).toHaveLength(1);
    // Type-ahead (the secretariats come by name: Educação, Saúde, Finanças), then ArrowRight opens one and its directorates load.
    for (const name of [SRECD, 'Secretaria Regional da Saúde e Desporto', 'Secretaria Regional das Finanças, Planeamento e Administração Pública']) {
      await page.keyboard.press('s');
      await expect(item(todayTree, name)).toBeFocused();
    }
    await page.keyboard.press('ArrowRight');
    const droap = item(todayTree, DROAP);
    await expect(droap).toBeVisible();
    expect(levelCalls.filter((url) => url.includes('parentId'))).toHaveLength(2);
    await page.keyboard.press('ArrowDown');
    await expect(droap).toBeFocused();
    await page.keyboard.press(' ');
    await expect(droap).toHaveAttribute('aria-checked', 'true');

    // --- The chosen entity's summary leads to its detail, whose back link returns to the same tab.
    const summary = panel(page, 'Hoje').getByRole('region', { name: 'Entidade escolhida' });
    await expect(summary.getByTestId('organic-selected-name')).toHaveText(DROAP);
    await summary.getByRole('link', { name: 'Ver detalhe' }).click();
    await expect(page).toHaveURL(/\/entidade\/\d+\/1\/detalhe\/organica$/);
    await expect(page.getByRole('heading', { level: 1, name: DROAP })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar à orgânica' }).click();
    await expect(page).toHaveURL(/\/organica$/);
    await expect(droap).toHaveAttribute('aria-checked', 'true');
    await expect(secretariat).toHaveAttribute('aria-expanded', 'true');

    // --- A move published today: DRE leaves SRECD for SRMP.
    await moveDreToSrmp(request);
    await page.reload();
    await expect(item(todayTree, SRECD)).not.toHaveAttribute('aria-expanded');
    await clickRow(item(todayTree, SRMP));
    await expect(item(item(todayTree, SRMP), DRE)).toBeVisible();

    // --- Yesterday's tab still shows DRE under SRECD.
    const dateField = page.getByLabel('Data', { exact: true });
    await expect(page.getByText(`Entre 08/09/1976 e ${display(today)}.`)).toBeVisible();
    await dateField.fill(yesterday.split('-').reverse().join(''));
    await page.getByRole('button', { name: 'Abrir separador' }).click();
    const yesterdayTab = tabs.getByRole('tab', { name: display(yesterday) });
    await expect(yesterdayTab).toHaveAttribute('aria-selected', 'true');
    await expect(yesterdayTab).toHaveAttribute('id', tabIdOf(yesterday));
    const pastTree = panel(page, display(yesterday)).getByRole('tree');
    await clickRow(item(pastTree, GRA));
    await expect(item(pastTree, SRMP)).not.toHaveAttribute('aria-expanded');
    await clickRow(item(pastTree, SRECD));
    await expect(item(item(pastTree, SRECD), DRE)).toBeVisible();

    // The same date again is refused by name.
    await dateField.fill(yesterday.split('-').reverse().join(''));
    await page.getByRole('button', { name: 'Abrir separador' }).click();
    await expect(page.getByText('Data escolhida já existe', { exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveCount(2);

    // --- A search inside the past tab reveals and focuses its hit (collapse first, so the path must open).
    await clickRow(item(pastTree, GRA));
    await expect(item(pastTree, GRA)).toHaveAttribute('aria-expanded', 'false');
    const pastPanel = panel(page, display(yesterday));
    await pastPanel.getByRole('textbox', { name: 'Pesquisar entidade' }).fill('DRE');
    await pastPanel.getByRole('button', { name: 'Pesquisar' }).click();
    const hit = pastPanel.getByRole('button', { name: new RegExp(`^${DRE}`) });
    await expect(hit).toContainText(`${GRA} › ${SRECD}`);
    await hit.click();
    await expect(item(pastTree, DRE)).toBeFocused();
    await expect(item(pastTree, DRE)).toHaveAttribute('aria-checked', 'true');

    // --- A third tab, closed by its close icon; another closed with the Delete key.
    await dateField.fill(twoDaysAgo.split('-').reverse().join(''));
    await page.getByRole('button', { name: 'Abrir separador' }).click();
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    await page.getByTestId(`close-${tabIdOf(twoDaysAgo)}`).click();
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(tabs.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
    await yesterdayTab.click();

    // --- Accessibility of the page as it stands (WCAG 2.1 AA), and a look at it.
    await settle(page);
    const findings = await scanPage(page, 'organic tree', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await page.screenshot({ path: '/tmp/organic.png', fullPage: true });

    // --- A reload keeps the tabs, the chosen tab, its expanded path and its chosen node.
    await page.reload();
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(yesterdayTab).toHaveAttribute('aria-selected', 'true');
    await expect(item(pastTree, SRECD)).toHaveAttribute('aria-expanded', 'true');
    await expect(item(pastTree, DRE)).toHaveAttribute('aria-checked', 'true');
    await expect(pastPanel.getByTestId('organic-selected-name')).toHaveText(DRE);

    // /treeview is the same page.
    await page.goto('/treeview');
    await expect(tabs.getByRole('tab')).toHaveCount(2);

    // --- Reset: 'Hoje' alone.
    await page.getByRole('button', { name: 'Repor separadores' }).click();
    await expect(tabs.getByRole('tab')).toHaveCount(1);
    await expect(tabs.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('aria-selected', 'true');
  });

  test("reorders a node's sub-entities from the keyboard (permission 14) and the tree shows the new order", async ({ page }) => {
    const srfpap = 'Secretaria Regional das Finanças, Planeamento e Administração Pública';
    const drot = 'Direção Regional do Orçamento e Tesouro';
    await loginAsAdmin(page, '/organica');
    const tree = panel(page, 'Hoje').getByRole('tree');
    const selectedName = panel(page, 'Hoje').getByTestId('organic-selected-name');
    // Each click selects the row and opens its summary beside the tree: wait for it before the next click,
    // so that the next row is not clicked while the layout still moves.
    await clickRow(item(tree, GRA));
    await expect(selectedName).toHaveText(GRA);
    await clickRow(item(tree, srfpap));
    await expect(selectedName).toHaveText(srfpap);
    await expect(item(tree, srfpap)).toHaveAttribute('aria-expanded', 'true');
    const children = item(tree, srfpap).getByRole('treeitem');
    await expect(children.first()).toHaveAccessibleName(new RegExp(`^${DROAP}`));

    const summary = panel(page, 'Hoje').getByRole('region', { name: 'Entidade escolhida' });
    await summary.getByRole('button', { name: 'Ordenar subentidades' }).click();
    const dialog = page.getByRole('dialog', { name: `Ordenar as subentidades de ${srfpap}` });
    // The dialog reads every sub-entity of its own (the tree reads a page at a time): wait for the list.
    await expect(dialog.getByRole('listitem').filter({ hasText: drot })).toBeVisible();
    // Other specs may have added sub-entities here: move it up as many places as it stands from the top.
    const place = (await dialog.getByRole('listitem').allInnerTexts()).findIndex((text) => text.includes(drot));
    expect(place).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: `Subir ${drot}` }).focus();
    for (let i = 0; i < place; i++) await page.keyboard.press('Enter');
    // First now: its 'Subir' is disabled, so focus stays with it on 'Descer'.
    await expect(dialog.getByRole('button', { name: `Descer ${drot}` })).toBeFocused();
    await expect(dialog.getByRole('listitem').first()).toContainText(`1. ${drot}`);
    const findings = await scanPage(page, 'organic order dialog', '[role="dialog"]');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    await dialog.getByRole('button', { name: 'Guardar ordem' }).click();
    await expect(page.getByText('Ordem das subentidades guardada.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(children.first()).toHaveAccessibleName(new RegExp(`^${drot}`));
    await page.reload();
    await expect(item(tree, srfpap).getByRole('treeitem').first()).toHaveAccessibleName(new RegExp(`^${drot}`));
  });
});
