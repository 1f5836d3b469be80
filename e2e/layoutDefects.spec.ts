import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '../src/shared/limits';
import { ORGANIC_PATHS, type OrganicLevel } from '../src/shared/organic';
import { regionDay } from '../src/shared/regionTime';
import { emptyService } from '../src/shared/records/service';
import { VIEWPORTS } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityInputUnder, loginAsAdmin, mainMenu } from './helpers';
import { createPublished, expectAccessible } from './recordWorkflow';

/**
 * Issue 29 §12, §16, §17 (helper "layout"): what the state filter hides, back links to where the user came
 * from, a phone's first screen (folded filters, charts, header), the version timeline by the window, the
 * pie's values, the rich-text style menu in Portuguese, and the organic tree for guests.
 */

const stamp = Date.now().toString(36).slice(-5).toUpperCase();

/** A published entity under the demo's DRS (it may own services) and a published service of it. */
async function entityWithService(page: Page, suffix: string) {
  const token = await apiToken(page.request, ADMIN.username, ADMIN.password);
  const input = await entityInputUnder(page.request, token, 'DRS', { code: `LAY${suffix}${stamp}`, name: `Entidade de regresso ${suffix} ${stamp}` });
  const entity = await createPublished(page.request, token, 'entity', input);
  const serviceName = `Serviço de regresso ${suffix} ${stamp}`;
  const service = await createPublished(page.request, token, 'service', {
    ...emptyService(),
    code: `LAYS${suffix}${stamp}`,
    abbreviation: `LAYS${suffix}${stamp}`,
    name: serviceName,
    startDate: '2024-01-01',
    organizationId: entity.id,
    procedure: '<p>Entregar o requerimento.</p>',
    cost: 'Gratuito',
  });
  return { token, entity, service, serviceName, entityName: input.name as string };
}

async function runReport(page: Page, tabName: string) {
  const tab = page.getByRole('tab', { name: tabName, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Executar' }).click();
  return page.getByRole('figure', { name: `Gráfico: ${tabName}` });
}

test.describe('layout defects of issue 29 (§12, §16, §17)', () => {
  test('a draft hidden by the state filter is announced with a link that shows it (§12)', async ({ page }) => {
    const token = await apiToken(page.request, ADMIN.username, ADMIN.password);
    const name = `Rascunho escondido ${stamp}`;
    const input = await entityInputUnder(page.request, token, 'SRFPAP', { code: `HID${stamp}`, name });
    const created = await apiCall(page.request, token, 'POST', '/records/entity', { input, continueOnDuplicate: true });
    expect(created.code, created.description).toBe(0);

    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Entidades' }).click();
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const results = page.getByRole('region', { name: 'Resultados', exact: true });
    // The search finds nothing published, and says that the state filter hides the draft.
    const notice = page.getByRole('status').filter({ hasText: 'que o filtro Estado esconde' });
    await expect(notice).toHaveText(/Há 1 registo noutro estado que o filtro Estado esconde\./);
    await expect(results.getByRole('link', { name })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Mostrar todos os estados' }).click();
    await expect(results.getByRole('link', { name })).toBeVisible();
    await expect(notice).toBeHidden();
    await expectAccessible(page, 'entity list with hidden drafts shown');
  });

  test('back from a service opened inside its entity returns to the entity; the tree origin survives Editar (§12)', async ({ page }) => {
    const { entity, serviceName, entityName } = await entityWithService(page, 'B');
    await loginAsAdmin(page, `/entidade/${entity.id}/${entity.version}/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();
    await page.getByRole('region', { name: 'Serviços', exact: true }).getByRole('link', { name: serviceName }).click();
    await expect(page.getByRole('heading', { level: 1, name: serviceName })).toBeVisible();
    const back = page.getByRole('group', { name: 'Ações do registo' }).getByRole('link', { name: 'Voltar à entidade' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${entity.id}/${entity.version}/detalhe$`));
    // Back at the entity, its own back link still goes to its list (not to the service).
    await expect(page.getByRole('group', { name: 'Ações do registo' }).getByRole('link', { name: 'Voltar à lista' })).toBeVisible();

    // From the organic tree: the entity's 'Editar' keeps the {organicOrigin?} segment of the edit route.
    await page.goto(`/entidade/${entity.id}/${entity.version}/detalhe/organica`);
    await expect(page.getByRole('link', { name: 'Voltar à orgânica' })).toBeVisible();
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${entity.id}/${entity.version}/organica$`));
  });

  test('on a phone: filters folded behind a button, charts wide enough, the header title whole (§16)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.mobile);
    await loginAsAdmin(page);
    // The header's brand is not cut (no ellipsis: its text fits its box).
    const brand = page.getByRole('banner').getByRole('link').first();
    await expect(brand).toContainText('CESA');
    const cut = await brand.evaluate((link) => Array.from(link.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1));
    expect(cut).toBe(false);

    await page.goto('/entidades');
    const toggle = page.getByRole('button', { name: /^Filtros/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The default state filter (Publicado) is no active filter.
    await expect(toggle).toHaveText('Filtros');
    await expect(page.getByLabel('Código', { exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Código', { exact: true })).toBeVisible();
    await page.getByLabel('Código', { exact: true }).fill('DRS');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();
    await page.screenshot({ path: '/tmp/layout-entities-390.png' });
    await expectAccessible(page, 'entity list on a phone, filters unfolded');
    // The settings lists' filter card folds the same way.
    await page.goto('/configuracoes/legislacoes');
    await expect(page.getByRole('search').getByRole('button', { name: /^Filtros/ })).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/relatorios');
    const bars = await runReport(page, 'Serviços por entidade');
    await expect(bars.locator('.MuiBarChart-element').first()).toBeVisible();
    // The widest bar spans most of the drawing: well over the ~50 px the label axis left on a phone.
    const widest = Math.max(...(await bars.locator('.MuiBarChart-element').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))));
    expect(widest).toBeGreaterThan(120);
    await page.screenshot({ path: '/tmp/layout-report-390.png', fullPage: true });
  });

  test('the timeline shows 3.5 versions at 1366 px, the pie says its values, the style menu speaks Portuguese (§17)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    const { service } = await entityWithService(page, 'T');
    await loginAsAdmin(page, `/servico/${service.id}/${service.version}/detalhe#historico`);
    const timeline = page.locator('[data-visible-items]');
    await expect(timeline).toHaveAttribute('data-visible-items', String(LIMITS.timelineItemsWide));
    const itemWidth = await page
      .getByRole('list', { name: 'Histórico de versões' })
      .locator('li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().width);
    expect(Math.round(itemWidth)).toBe(LIMITS.timelineItemWidthPx);

    await page.goto('/relatorios');
    const pie = await runReport(page, 'Serviços online');
    await expect(pie.locator('.MuiPieChart-arc').first()).toBeVisible();
    // Each legend entry names its share, its count and its percentage.
    await expect(pie.locator('.MuiChartsLegend-root')).toContainText(/: \d+ \(\d+(,\d)?\s?%\)/);
    await page.screenshot({ path: '/tmp/layout-report-1366.png', fullPage: true });
    await expectAccessible(page, 'reports page with a pie');

    // The rich-text style menu, in a code block: 'Mudar para…', not mui-tiptap's English 'Change to…'.
    await page.goto(`/servico/${service.id}/${service.version}`);
    const editor = page.getByRole('textbox', { name: 'Procedimento' });
    await editor.click();
    await page.getByRole('toolbar', { name: 'Formatação de Procedimento' }).getByRole('button', { name: 'Bloco de código' }).click();
    await expect(page.getByRole('toolbar', { name: 'Formatação de Procedimento' }).getByRole('combobox', { name: 'Estilo do texto' })).toHaveText('Mudar para…');
  });

  test("a guest's header on a phone shows the abbreviation whole (§16)", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
    const brand = page.getByRole('banner').getByRole('link').first();
    await expect(brand).toContainText('CESA');
    const cut = await brand.evaluate((link) => Array.from(link.querySelectorAll('span')).some((span) => span.scrollWidth > span.clientWidth + 1));
    expect(cut).toBe(false);
    await page.screenshot({ path: '/tmp/layout-guest-390.png' });
  });

  test('the organic tree answers a guest with the published entities (§17)', async ({ page }) => {
    // The server reads the tree to guests (published versions only): the SPA opens it to them (guards.ts GUEST_ROUTES).
    const guest = (await (await page.request.get('/api/account/loginGuest')).json()) as { data: { token: string } };
    const roots = await apiCall<OrganicLevel>(page.request, guest.data.token, 'GET', `${ORGANIC_PATHS.nodes}?date=${regionDay(new Date())}`);
    expect(roots.code, roots.description).toBe(0);
    expect(roots.data.nodes.length).toBeGreaterThan(0);
    expect(roots.data.total).toBeGreaterThanOrEqual(roots.data.nodes.length);
  });

  test("'Cancelar' on an edit page reached from the tree returns to the detail, and from there to the tree (§12)", async ({ page }) => {
    const { entity, entityName } = await entityWithService(page, 'C');
    await loginAsAdmin(page, `/entidade/${entity.id}/${entity.version}/detalhe/organica`);
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${entity.id}/${entity.version}/organica$`));
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${entity.id}/${entity.version}/detalhe/organica$`));
    await expect(page.getByRole('heading', { level: 1, name: entityName })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar à orgânica' }).click();
    await expect(page).toHaveURL(/\/organica$/);
  });

  test('a guest opens Orgânica from the menu, read-only (§17)', async ({ page }) => {
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: 'Orgânica' }).click();
    await expect(page).toHaveURL(/\/organica$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orgânica' })).toBeVisible();
    await expect(page.getByRole('tree').getByRole('treeitem').first()).toBeVisible();
    await expectAccessible(page, 'organic tree as guest');
  });
});
