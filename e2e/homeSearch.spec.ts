import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('the home search finds records of several kinds, opens one and comes back to the results; the history runs it again', async ({ page }) => {
  await loginAsAdmin(page);
  const search = page.getByRole('region', { name: 'Pesquisa' });
  await search.getByRole('textbox', { name: 'Entidade' }).fill('saude');
  await search.getByRole('button', { name: 'Pesquisar' }).click();

  const results = page.getByRole('region', { name: 'Resultados' });
  // The demo catalogue of the health directorate holds records of several kinds: the first page shows at
  // least three of them (which ones depends on the records other journeys have added under it).
  const kinds = ['Entidade', 'Serviço', 'Documento', 'Ponto de atendimento', 'Património'];
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  await expect
    .poll(async () => {
      const shown = await results.getByRole('row').locator('td:first-child').allInnerTexts();
      return new Set(shown.map((text) => text.trim()).filter((text) => kinds.includes(text))).size;
    })
    .toBeGreaterThanOrEqual(3);

  const first = results.getByRole('row').nth(1).getByRole('link');
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/pesquisa\/[a-z]+\/\d+\/\d+\/detalhe$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('link', { name: 'Voltar à pesquisa' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(results.getByRole('link', { name })).toBeVisible();

  await search.getByRole('button', { name: 'Limpar' }).click();
  await expect(results).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Histórico' });
  await history
    .getByRole('button', { name: /Pesquisar novamente: .*Entidade: saude/ })
    .first()
    .click();
  await expect(search.getByRole('textbox', { name: 'Entidade' })).toHaveValue('saude');
  await expect(results.getByRole('link', { name })).toBeVisible();
});
