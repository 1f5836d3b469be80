import { expect, test } from '@playwright/test';
import { formatFindings, scanPage } from './a11yHelpers';
import { loginAsAdmin } from './helpers';

/**
 * Issue 29 §4 and §14, against the fake map services playwright.config.ts starts
 * (src/server/geo/fakeNominatim.ts): a point picked on the map keeps the street the user typed and
 * fills the island, municipality and parish from our own divisions; the parish picker ranks a whole
 * word before a name that merely contains the letters.
 */

/** The fake's place nearest to Angra's Praça Velha (38.6544, -27.2195), which lies in the parish of the Sé. */
const PRACA_VELHA = 'Praça Velha, Angra do Heroísmo, Terceira, Açores, 9700-201, Portugal';

test.describe('the map picker and the parish picker', () => {
  test('a point picked on the map keeps the street typed in Morada and fills Ilha, Concelho and Freguesia', async ({ page }) => {
    await loginAsAdmin(page, '/patrimonio');
    const street = page.getByRole('textbox', { name: 'Morada', exact: true });
    await street.fill('Rua da Sé, 12');
    // The form's point: the picker opens on it, and a click on the map's centre picks it.
    await page.getByRole('textbox', { name: 'Latitude' }).fill('38.6544');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('-27.2195');

    await page.getByRole('button', { name: 'Escolher no mapa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escolher localização no mapa' });
    await expect(dialog.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await dialog.getByTestId('map-canvas').click();
    await expect(dialog.getByTestId('map-address')).toContainText(PRACA_VELHA);
    await expect(dialog.getByTestId('map-divisions')).toHaveText('Divisões administrativas: Angra (Sé), Angra do Heroísmo, Terceira');
    await dialog.getByRole('button', { name: 'Escolher' }).click();
    await expect(dialog).toBeHidden();

    // The street stays; the empty divisions are filled; the point's address is offered beside.
    await expect(street).toHaveValue('Rua da Sé, 12');
    await expect(page.getByRole('combobox', { name: 'Ilha' })).toHaveText('Terceira');
    await expect(page.getByRole('combobox', { name: 'Concelho' })).toHaveText('Angra do Heroísmo');
    await expect(page.getByRole('combobox', { name: 'Freguesia' })).toHaveText('Angra (Sé)');
    const offer = page.getByTestId('map-kept-address');
    await expect(offer).toContainText(`A morada escrita foi mantida. Morada do ponto escolhido: ${PRACA_VELHA}`);
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/map-picker-fill.png' });
    const findings = await scanPage(page, 'heritage form after a pick', 'main');
    expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
    // Taken only when asked.
    await offer.getByRole('button', { name: 'Usar esta morada' }).click();
    await expect(street).toHaveValue(PRACA_VELHA);
    await expect(offer).toBeHidden();
  });

  test('the parish picker lists "Angra (Sé)" first for "Sé", before the names that merely contain the letters', async ({ page }) => {
    await loginAsAdmin(page, '/entidade/0/0');
    const parish = page.getByRole('combobox', { name: 'Freguesia' });
    await parish.fill('Sé');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText('Angra (Sé) · Angra do Heroísmo · Terceira');
    // The Senhoras (a word starting with "se") come after it.
    await expect(options.nth(1)).toContainText('Senhora');
    await parish.fill('se');
    await expect(options.first()).toHaveText('Angra (Sé) · Angra do Heroísmo · Terceira');
  });
});
