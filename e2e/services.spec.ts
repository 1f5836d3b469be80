import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiCall, apiToken, chooseSearched, entityIdByCode, loginAsAdmin, mainMenu } from './helpers';

/** Opens a select (or picker) by its accessible name and chooses its first option (the seed provides at least one). */
async function chooseFirst(page: Page, name: string) {
  await page.getByRole('combobox', { name, exact: true }).click();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Chooses the first option of a multiple select, then closes its list. */
async function chooseFirstOfMany(page: Page, name: string) {
  await chooseFirst(page, name);
  await page.keyboard.press('Escape');
}

/** A tiny but real PDF (the server checks the bytes' signature). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('services: the whole life of a service in the browser', () => {
  test('create with every field, publish, a new draft, the duplicate warning, history, changes and audit', async ({ page, request }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const service = { code: `SRV${stamp}`, name: `Licença de pesca lúdica ${stamp}` };
    const answer = `Peça a licença no balcão ${stamp}.`;

    // A rich-text template through the settings API, for the procedure's 'Modelos de texto'.
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const created = await apiCall(request, adminToken, 'POST', '/settings/templates', {
      name: `Modelo ${stamp}`,
      active: true,
      texts: { pt: { question: `Como pedir ${stamp}?`, defaultAnswer: '', answer: `<p>${answer}</p>` }, en: { question: '', defaultAnswer: '', answer: '' } },
    });
    expect(created.code).toBe(0);

    await loginAsAdmin(page);
    await mainMenu(page).getByRole('link', { name: 'Serviços' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    await page.getByRole('link', { name: 'Criar' }).click();
    await expect(page).toHaveURL(/\/servico\/0\/0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo serviço' })).toBeVisible();

    // Saving with the required fields missing says so, in Portuguese, and focuses the first one.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Existem campos obrigatórios a serem prenchidos.')).toBeVisible();
    await expect(page.getByLabel('Código do serviço')).toBeFocused();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();

    // --- Identification.
    await page.getByLabel('Código do serviço').fill(service.code);
    await page.getByLabel('Sigla', { exact: true }).fill(`LPL${stamp}`);
    await page.getByLabel('Nome', { exact: true }).fill(service.name);
    await chooseSearched(page, page.getByRole('combobox', { name: 'Entidade', exact: true }), 'Saúde', /Direção Regional da Saúde/);

    // --- Classification: the seed's reference lists.
    for (const name of ['Área de serviço', 'Categoria', 'Subcategoria', 'Evento de vida', 'Evento de negócio']) await chooseFirst(page, name);
    await chooseFirstOfMany(page, 'Destinatários');

    // --- Procedure: typed, then replaced by a template (after the confirmation), and a diagram.
    const editor = page.getByRole('textbox', { name: 'Procedimento' });
    await editor.click();
    await page.keyboard.type('Texto provisório');
    await page.getByRole('button', { name: 'Modelos de texto' }).click();
    const templates = page.getByRole('dialog', { name: 'Modelos de texto' });
    await templates.getByRole('button', { name: new RegExp(`Como pedir ${stamp}`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Substituir' }).click();
    await expect(editor).toContainText(answer);
    await expect(page.getByText(/Caracteres: \d+\/20000/)).toBeVisible();
    // The file input (the table of the chosen file has the same name).
    await page.locator('input[type="file"][aria-label="Diagrama do procedimento"]').setInputFiles({ name: 'diagrama.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('table', { name: 'Diagrama do procedimento' }).getByRole('row', { name: /diagrama\.pdf/ })).toBeVisible();

    // --- Processing time: advanced, two stages, one removed with the keyboard.
    await page.getByRole('radio', { name: 'Avançado' }).check();
    await page.getByRole('button', { name: 'Adicionar etapa' }).click();
    await page.getByRole('button', { name: 'Adicionar etapa' }).press('Enter');
    await page.getByRole('button', { name: 'Remover etapa 2' }).press('Enter');
    const stage = page.getByRole('group', { name: 'Etapa 1' });
    await stage.getByRole('textbox', { name: 'Etapa' }).fill('Análise do pedido');
    await stage.getByLabel('Duração').fill('5');
    await stage.getByRole('combobox', { name: 'Unidade' }).click();
    await page.getByRole('option', { name: 'Dias' }).click();

    // --- Legislation (the seed's), and a necessary document when a published one exists yet.
    await chooseFirstOfMany(page, 'Legislação');
    await page.getByRole('combobox', { name: 'Documentos necessários' }).click();
    const document = page.getByRole('option').first();
    if (await document.isVisible({ timeout: 3000 }).catch(() => false)) await document.click();
    await page.keyboard.press('Escape');

    // --- Conditions, channels (the address fields appear with their flag), generic fields, validity.
    await page.getByLabel('Custo', { exact: true }).fill('Gratuito');
    await page.getByLabel('Período de disponibilidade').fill('Dias úteis, das 9h às 16h');
    await page.getByRole('checkbox', { name: 'Serviço interno' }).check();
    await expect(page.getByLabel('Endereço do formulário eletrónico')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Formulário eletrónico desmaterializado' }).check();
    await page.getByLabel('Endereço do formulário eletrónico').fill('https://servicos.azores.gov.pt/pesca');
    await page.getByLabel('Endereço de chamada do formulário').fill('https://servicos.azores.gov.pt/pesca/iniciar');
    await page.getByLabel('Identificador do processo').fill('PROC-1');
    await page.getByLabel('Identificador no sistema externo').fill('EXT-1');
    await page.getByRole('checkbox', { name: 'Apoio do Estado' }).check();
    await page.getByLabel('Endereço do apoio do Estado').fill('https://apoios.azores.gov.pt');
    await page.getByRole('checkbox', { name: 'Disponível no portal' }).check();
    await page.getByLabel('Endereço no portal').fill('https://portal.azores.gov.pt/pesca');
    await page.getByLabel('Endereço do fluxo/processo').fill('https://fluxos.azores.gov.pt/1');
    await page.getByLabel('Plataforma do fluxo/processo').fill('Plataforma X');
    await page.getByLabel('Identificador do fluxo/processo').fill('FLX-1');
    for (const n of [1, 2, 3]) await page.getByLabel(`Campo genérico ${n}`).fill(`Valor ${n}`);
    await page.getByLabel('Data de início de validade').fill('01012024');
    await page.getByRole('textbox', { name: 'Comentário da versão' }).fill('Primeira versão');
    await page.screenshot({ path: 'test-results/service-form.png', fullPage: true });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Serviço guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/servico\/\d+\/1\/detalhe$/);
    const id = Number(/\/servico\/(\d+)\/1\/detalhe$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Direção Regional da Saúde' })).toBeVisible();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByText('Análise do pedido: 5 dias')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://servicos.azores.gov.pt/pesca (abre num novo separador)' })).toHaveAttribute('rel', 'noopener noreferrer');
    await page.screenshot({ path: 'test-results/service-detail.png', fullPage: true });

    // --- Published straight away by the administrator.
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Publicar' }).click();
    // The choice is the confirmation (issue 29 §15): no second question.
    await expect(page.getByText('Serviço publicado')).toBeVisible();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

    // --- Editing the published version saves a new draft, version 2.
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByLabel('Código do serviço')).toHaveValue(service.code);
    await expect(page.getByRole('combobox', { name: 'Entidade', exact: true })).toHaveValue('Direção Regional da Saúde');
    await page.getByLabel('Nome', { exact: true }).fill(`${service.name} (revisto)`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/servico/${id}/2/detalhe$`));
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();

    // --- History, the change log and the audit trail.
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const timeline = page.getByRole('list', { name: 'Histórico de versões' });
    await expect(timeline.getByRole('link')).toHaveCount(2);
    await expect(page.getByTestId('changelog')).toContainText('(revisto)');
    await page.getByRole('tab', { name: 'Auditoria' }).click();
    await expect(page.getByRole('table', { name: 'Registo de ações' })).toContainText('admin');

    // --- Another service with the same name: the duplicate warning, then 'Continuar' saves it.
    await page.goto('/servico/0/0');
    await page.getByLabel('Código do serviço').fill(`SRD${stamp}`);
    await page.getByLabel('Sigla', { exact: true }).fill(`LPD${stamp}`);
    await page.getByLabel('Nome', { exact: true }).fill(service.name);
    await chooseSearched(page, page.getByRole('combobox', { name: 'Entidade', exact: true }), 'Saúde', /Direção Regional da Saúde/);
    await page.getByLabel('Data de início de validade').fill('01012024');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Possíveis duplicados' });
    await expect(warning).toContainText(service.name);
    await warning.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/servico\/\d+\/1\/detalhe$/);
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  });

  test("an entity's detail lists its services and creates one under it, the entity fixed", async ({ page, request }) => {
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const drs = await entityIdByCode(request, adminToken, 'DRS');
    await loginAsAdmin(page, `/entidade/${drs.id}/${drs.version}/detalhe`);
    const section = page.getByRole('region', { name: 'Serviços', exact: true });
    // The demo services of the Direção Regional da Saúde.
    await expect(section.getByRole('table', { name: 'Serviços' }).getByRole('link').first()).toBeVisible();
    await section.getByRole('link', { name: 'Novo serviço' }).click();
    await expect(page).toHaveURL(new RegExp(`/entidade/${drs.id}/${drs.version}/servico/0/0$`));
    // The entity is the one it was created under, and cannot be changed here.
    const entity = page.getByRole('textbox', { name: 'Entidade', exact: true });
    await expect(entity).toHaveValue('Direção Regional da Saúde');
    await expect(entity).toHaveAttribute('readonly', '');
    await page.getByLabel('Código do serviço').fill(`SRE${stamp}`);
    await page.getByLabel('Sigla', { exact: true }).fill(`SRE${stamp}`);
    await page.getByLabel('Nome', { exact: true }).fill(`Vacinação internacional ${stamp}`);
    await page.getByLabel('Data de início de validade').fill('01012024');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/servico\/\d+\/1\/detalhe$/);
    await expect(page.getByRole('link', { name: 'Direção Regional da Saúde' })).toBeVisible();
  });

  test('the list searches with every filter of SPEC §3.1', async ({ page }) => {
    await loginAsAdmin(page, '/servicos');
    await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    for (const name of ['Código do serviço', 'Nome', 'Sigla', 'Entidade']) await expect(page.getByLabel(name, { exact: true })).toBeVisible();
    for (const name of ['Área de serviço', 'Categoria', 'Subcategoria', 'Evento de vida', 'Evento de negócio', 'Estado', 'Ativo']) {
      await expect(page.getByRole('combobox', { name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/service-list.png', fullPage: true });
  });
});
