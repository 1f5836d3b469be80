import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, apiToken, chooseSearched, entityIdByCode, loginAsAdmin } from './helpers';
import { createPublished, expectAccessible, submitAndPublish } from './recordWorkflow';

/** The demo services of the Direção Regional da Saúde (published by the seed). */
const REFUND = 'Reembolso de despesas de deslocação de doentes entre ilhas';
const LICENSING = 'Licenciamento de unidades privadas de prestação de cuidados de saúde';

/** Fills a weekly row: its days are those of a new row (Mon–Fri); opens and closes as HH:mm. */
async function fillWeeklyRow(row: Locator, opens: string, closes: string) {
  await row.getByRole('textbox', { name: 'Abre' }).fill(opens);
  await row.getByRole('textbox', { name: 'Fecha' }).fill(closes);
}

test.describe('points of care: the life of a point of care in the browser', () => {
  test('created under its host entity with structured hours and two services, published, listed by the entity', async ({ page, request }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Loja do Cidadão ${stamp}`;
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, adminToken, 'DRS');
    // A published heritage record for its location, through the API.
    const placeName = `Edifício da saúde ${stamp}`;
    await createPublished(request, adminToken, 'location', {
      code: `LOC${stamp}`,
      abbreviation: `LOC${stamp}`,
      name: placeName,
      startDate: '2024-01-01',
      endDate: null,
      active: true,
      versionComment: '',
      organizationId: drs.id,
      locationType: 2,
      address: 'Rua da Saúde, 10',
      zipCode: '9500-100',
      islandId: null,
      countyId: null,
      parishId: null,
      latitude: '',
      longitude: '',
      comments: '',
    });

    // --- The Direção Regional da Saúde (canHavePointsOfCare) offers a new point of care; its host is fixed.
    await loginAsAdmin(page, `/entidade/${drs.id}/${drs.version}/detalhe`);
    const section = page.getByRole('region', { name: 'Pontos de atendimento', exact: true });
    await section.getByRole('link', { name: 'Novo ponto de atendimento' }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${drs.id}/${drs.version}/pontoatendimento/0/0$`));
    const host = page.getByRole('textbox', { name: 'Entidade anfitriã', exact: true });
    await expect(host).toHaveValue('Direção Regional da Saúde');
    await expect(host).toHaveAttribute('readonly', '');

    await page.getByLabel('Código', { exact: true }).fill(`PA${stamp}`);
    await page.getByLabel('Sigla', { exact: true }).fill(`LC${stamp}`);
    await page.getByLabel('Nome do canal', { exact: true }).fill(name);
    await page.getByRole('combobox', { name: 'Tipo de canal' }).click();
    await page.getByRole('option', { name: 'Presencial' }).click();
    await chooseSearched(page, page.getByRole('combobox', { name: 'Localização' }), placeName, placeName);

    // --- Opening hours: two intervals Mon–Fri, Saturday morning, and a holiday.
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await fillWeeklyRow(page.getByRole('group', { name: 'Horário 1' }), '09:00', '12:30');
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await fillWeeklyRow(page.getByRole('group', { name: 'Horário 2' }), '14:00', '17:00');
    // Keyboard: the day toggles are buttons reached by Tab and switched by Space.
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    const saturday = page.getByRole('group', { name: 'Horário 3' });
    for (const day of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira']) await saturday.getByRole('button', { name: day }).click();
    await saturday.getByRole('button', { name: 'Sábado' }).focus();
    await page.keyboard.press('Space');
    await expect(saturday.getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'true');
    // Closing before opening is refused on its row.
    await fillWeeklyRow(saturday, '12:00', '09:00');
    await saturday.getByRole('textbox', { name: 'Fecha' }).blur();
    await expect(saturday.getByText('A hora de fecho deve ser posterior à de abertura')).toBeVisible();
    await fillWeeklyRow(saturday, '09:00', '12:00');
    await expect(saturday.getByText('A hora de fecho deve ser posterior à de abertura')).toHaveCount(0);

    await page.getByRole('button', { name: 'Adicionar exceção' }).click();
    const holiday = page.getByRole('group', { name: 'Exceção 1' });
    await holiday.getByLabel('Data').fill('25122026');
    await holiday.getByLabel('Descrição').fill('Natal');
    await expect(holiday.getByRole('checkbox', { name: 'Encerrado todo o dia' })).toBeChecked();

    await page.getByRole('textbox', { name: 'Restrições de atendimento' }).fill('Atendimento por marcação.');
    await page.getByRole('button', { name: 'Adicionar contacto' }).click();
    await page.getByRole('group', { name: 'Contactos 1' }).getByLabel('Valor').fill('296 000 000');

    // --- Two services; the same one twice is refused with its message on the repeated row.
    await page.getByRole('button', { name: 'Adicionar serviço' }).click();
    await chooseSearched(page, page.getByRole('combobox', { name: 'Serviço 1' }), 'Reembolso', REFUND);
    await page.getByRole('button', { name: 'Adicionar serviço' }).click();
    await chooseSearched(page, page.getByRole('combobox', { name: 'Serviço 2' }), 'Reembolso', REFUND);
    await page.getByLabel('Data de início de validade').fill('01012024');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const repeated = page.getByRole('group', { name: 'Serviço 2' });
    await expect(repeated.getByText('O serviço já é prestado pelo ponto de atendimento')).toBeVisible();
    await expect(page).toHaveURL(/\/pontoatendimento\/0\/0$/);
    await chooseSearched(page, repeated.getByRole('combobox', { name: 'Serviço 2' }), 'Licenciamento', LICENSING);
    await expect(page.getByText('O serviço já é prestado pelo ponto de atendimento')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/point-of-care-form.png', fullPage: true });
    await expectAccessible(page, 'point-of-care form');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ponto de atendimento guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/pontoatendimento\/\d+\/1\/detalhe$/);
    const id = Number(/\/pontoatendimento\/(\d+)\/1\/detalhe$/.exec(page.url())?.[1]);
    await submitAndPublish(page, 'Ponto de atendimento');

    // --- The detail: the hours in words, the exception, links to the location and the services.
    await page.goto(`/pontoatendimento/${id}/1/detalhe`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const hours = page.getByRole('list', { name: 'Horário de funcionamento' });
    await expect(hours.getByRole('listitem')).toHaveText(['Seg–Sex 09:00–12:30, 14:00–17:00', 'Sáb 09:00–12:00']);
    await expect(page.getByRole('list', { name: 'Exceções' })).toContainText('25/12/2026 (Natal): encerrado');
    await expect(page.getByRole('link', { name: placeName })).toBeVisible();
    const services = page.getByRole('list', { name: 'Serviços associados' });
    await expect(services.getByRole('link', { name: REFUND })).toBeVisible();
    await expect(services.getByRole('link', { name: LICENSING })).toBeVisible();
    await expect(page.getByRole('cell', { name: '296 000 000' })).toBeVisible();
    await page.screenshot({ path: 'test-results/point-of-care-detail.png', fullPage: true });
    await expectAccessible(page, 'point-of-care detail');

    // --- The entity's detail lists it.
    await page.goto(`/entidade/${drs.id}/${drs.version}/detalhe`);
    const owned = page.getByRole('region', { name: 'Pontos de atendimento', exact: true });
    await expect(owned.getByRole('link', { name })).toHaveAttribute('href', `/pontoatendimento/${id}/1/detalhe`);
  });
});
