import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, chooseSearched, loginAsAdmin } from './helpers';
import { expectAccessible, submitAndPublish } from './recordWorkflow';

test.describe('heritage: the life of a heritage record in the browser', () => {
  test('create with the division cascade and typed coordinates, save, submit, publish, detail, edit into a new draft', async ({ page, request }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    // A name like no seeded one: 'Palácio da Conceição <stamp>' was, for some stamps, similar enough to the
    // demo's 'Palácio da Conceição' to raise the duplicate warning (a stamp such as 'CAO1X' shares its trigrams).
    const heritage = { code: `PAT${stamp}`, abbreviation: `PC${stamp}`, name: `Casa do Arcano ${stamp}` };
    await apiToken(request, ADMIN.username, ADMIN.password);

    await loginAsAdmin(page, '/patrimonios');
    await expect(page.getByRole('heading', { level: 1, name: 'Património' })).toBeVisible();
    // The search form of SPEC §3.1, every filter.
    for (const name of ['Código', 'Designação', 'Sigla', 'Morada', 'Código postal']) await expect(page.getByLabel(name, { exact: true })).toBeVisible();
    for (const name of ['Tipo de património', 'Ilha', 'Concelho', 'Freguesia', 'Estado', 'Ativo'])
      await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();

    await page.goto('/patrimonio');
    await expect(page.getByRole('heading', { level: 1, name: 'Novo património' })).toBeVisible();
    await page.getByLabel('Código', { exact: true }).fill(heritage.code);
    await page.getByLabel('Sigla', { exact: true }).fill(heritage.abbreviation);
    await page.getByLabel('Designação', { exact: true }).fill(heritage.name);
    await page.getByRole('combobox', { name: 'Tipo de património' }).click();
    await page.getByRole('option', { name: 'Adquirido' }).click();
    await chooseSearched(page, page.getByRole('combobox', { name: 'Entidade gestora' }), 'Saúde', /Direção Regional da Saúde/);
    await page.getByLabel('Morada', { exact: true }).fill('Rua do Palácio, 1');

    // The zip code's mask, and its message while incomplete.
    const zip = page.getByLabel('Código postal', { exact: true });
    await zip.fill('9500');
    await zip.blur();
    await expect(page.getByText('Código postal inválido')).toBeVisible();
    await zip.fill('9500077');
    await expect(zip).toHaveValue('9500-077');
    await expect(page.getByText('Código postal inválido')).toHaveCount(0);

    // Island → county → parish: each level waits for the one above and lists only what lies in it.
    await expect(page.getByRole('combobox', { name: 'Concelho' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Ilha' }).click();
    await page.getByRole('option', { name: 'São Miguel' }).click();
    await page.getByRole('combobox', { name: 'Concelho' }).click();
    await expect(page.getByRole('option', { name: 'Angra do Heroísmo' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Ponta Delgada' }).click();
    await page.getByRole('combobox', { name: 'Freguesia' }).click();
    await page.getByRole('option', { name: 'Arrifes' }).click();
    // Another island empties the county and the parish; then back.
    await page.getByRole('combobox', { name: 'Ilha' }).click();
    await page.getByRole('option', { name: 'Terceira' }).click();
    await expect(page.getByRole('combobox', { name: 'Freguesia' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Ilha' }).click();
    await page.getByRole('option', { name: 'São Miguel' }).click();
    await page.getByRole('combobox', { name: 'Concelho' }).click();
    await page.getByRole('option', { name: 'Ponta Delgada' }).click();
    await page.getByRole('combobox', { name: 'Freguesia' }).click();
    await page.getByRole('option', { name: 'Arrifes' }).click();

    // Coordinates typed (SPEC §5: optional minus, up to 13 decimals).
    await page.getByRole('textbox', { name: 'Latitude' }).fill('37.7761234567891');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-25.6632109876543');
    await page.getByRole('textbox', { name: 'Observações' }).fill('Edifício classificado.');
    await page.getByLabel('Data de início de validade').fill('01012024');
    await page.screenshot({ path: 'test-results/location-form.png', fullPage: true });
    await expectAccessible(page, 'heritage form');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Património guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/patrimonio\/\d+\/1\/detalhe$/);
    const id = Number(/\/patrimonio\/(\d+)\/1\/detalhe$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: heritage.name })).toBeVisible();
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();

    await submitAndPublish(page, 'Património');

    // --- The detail: the divisions by name, the typed coordinates, the managing entity as a link.
    await page.goto(`/patrimonio/${id}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name: heritage.name })).toBeVisible();
    for (const text of ['Adquirido', 'São Miguel', 'Ponta Delgada', 'Arrifes', '9500-077', '37.7761234567891', '-25.6632109876543']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Direção Regional da Saúde' })).toBeVisible();
    await page.screenshot({ path: 'test-results/location-detail.png', fullPage: true });
    await expectAccessible(page, 'heritage detail');

    // --- Editing the published version opens a new draft (version 2), the cascade kept.
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/patrimonio/${id}/1$`));
    await expect(page.getByRole('combobox', { name: 'Freguesia' })).toContainText('Arrifes');
    await page.getByRole('textbox', { name: 'Observações' }).fill('Edifício classificado; obras em 2026.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/patrimonio/${id}/2/detalhe$`));
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
    await expect(page.getByText('Edifício classificado; obras em 2026.')).toBeVisible();

    // --- The list finds it by code.
    await page.goto('/patrimonios');
    await page.getByLabel('Código', { exact: true }).fill(heritage.code);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await expect(page.getByRole('link', { name: heritage.name })).toBeVisible();
  });
});
