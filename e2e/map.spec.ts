import { expect, test, type Page } from '@playwright/test';
import { formatFindings, scanPage } from './a11yHelpers';
import { chooseSearched, loginAsAdmin } from './helpers';

/**
 * The map picker and the heritage list's map (issue 10 §3) against the fake Nominatim-compatible
 * services (playwright.config.ts starts src/server/geo/fakeNominatimMain.ts on E2E_PORT + 1): pick a
 * point on the map and see its address, search an address and choose it, save the heritage record,
 * then find it on the list's map and follow its marker to the detail.
 */

/** The fake's places (src/server/geo/fakeNominatim.ts). */
const PALACIO = 'Rua do Palácio, Ponta Delgada, São Miguel, Açores, 9500-077, Portugal';
/** The default centre (38.62, -28.11) lies nearest to this one of them. */
const VELAS = 'Rua Direita, Velas, São Jorge, Açores, 9800-530, Portugal';

async function openPicker(page: Page) {
  await page.getByRole('button', { name: 'Escolher no mapa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escolher localização no mapa' });
  await expect(dialog).toBeVisible();
  // Tiles from our server (the fake's pale PNG) and the islands' outline.
  await expect(dialog.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(dialog.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  return dialog;
}

/** Fills a field of the heritage form by the first of its possible labels that the page has. */
async function fill(page: Page, labels: string[], value: string) {
  for (const label of labels) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) {
      await field.first().fill(value);
      return;
    }
  }
  throw new Error(`no field labelled ${labels.join(' or ')}`);
}

test.describe('the map', () => {
  test('places a heritage record on the map picker, saves it, and finds it on the list map', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const code = `MAPA${stamp}`;
    const name = `Palácio de teste ${stamp}`;
    await loginAsAdmin(page, '/patrimonio');

    // A click on the map (its centre) places the marker and looks the point's address up.
    const dialog = await openPicker(page);
    await dialog.getByTestId('map-canvas').click();
    await expect(dialog.getByTestId('map-address')).toContainText(VELAS);
    await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);

    // The address search suggests places as the user types; choosing one moves the marker there.
    const search = dialog.getByRole('combobox', { name: 'Pesquisar morada' });
    await search.fill('Rua do Pal');
    await dialog.page().getByRole('option', { name: PALACIO }).click();
    await expect(dialog.getByTestId('map-address')).toContainText(PALACIO);
    await expect(dialog.getByText('Latitude 37.74102, longitude -25.66876')).toBeVisible();
    await page.screenshot({ path: 'test-results/map-picker.png' });
    const pickerFindings = await scanPage(page, 'map picker', '[role="dialog"]');
    expect(pickerFindings, `axe found WCAG 2.1 AA violations:\n${formatFindings(pickerFindings)}`).toEqual([]);
    await dialog.getByRole('button', { name: 'Escolher' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('37.74102');
    await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue('-25.66876');
    await expect(page.getByLabel('Morada', { exact: true })).toHaveValue(PALACIO);

    // The rest of the form, then save.
    await fill(page, ['Código'], code);
    await fill(page, ['Sigla'], code);
    await fill(page, ['Designação', 'Nome'], name);
    await page.getByLabel('Data de início de validade').fill('01012024');
    await chooseSearched(page, page.getByRole('combobox', { name: 'Entidade gestora' }), 'SRFPAP', /SRFPAP/, /Secretaria Regional das Finanças/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/patrimonio\/\d+\/1\/detalhe$/);
    const detail = page.url();
    await expect(page.getByText(PALACIO)).toBeVisible();

    // The list's map view: the record's marker, its popup linking to the detail.
    await page.goto('/patrimonios');
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('group', { name: 'Vista dos resultados' }).getByRole('button', { name: 'Mapa' }).click();
    const map = page.getByTestId('records-map');
    await expect(page.getByText('1 registo com coordenadas')).toBeVisible();
    const marker = map.locator(`.leaflet-marker-icon[title="${code} — ${name}"]`);
    await expect(marker).toBeVisible();
    await page.screenshot({ path: 'test-results/records-map.png' });
    const mapFindings = await scanPage(page, 'records map', 'main');
    expect(mapFindings, `axe found WCAG 2.1 AA violations:\n${formatFindings(mapFindings)}`).toEqual([]);
    await marker.click();
    await map.getByRole('link', { name: `Abrir o detalhe de ${code} — ${name}` }).click();
    await expect(page).toHaveURL(detail);
  });

  test('the picker keeps working with the keyboard: search, choose with arrows and Enter, choose the map centre with Enter', async ({ page }) => {
    await loginAsAdmin(page, '/patrimonio');
    const dialog = await openPicker(page);
    const search = dialog.getByRole('combobox', { name: 'Pesquisar morada' });
    await search.focus();
    await page.keyboard.type('Angra');
    await expect(page.getByRole('option', { name: /Praça Velha, Angra do Heroísmo/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('map-address')).toContainText('Praça Velha, Angra do Heroísmo');
    // Leaving the field: the list is gone (100 ms later).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toBeHidden();
    // Enter on the focused map chooses its centre (the map stayed put: Terceira was in view).
    await dialog.getByTestId('map-canvas').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('map-address')).toContainText(VELAS);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('');
  });
});
