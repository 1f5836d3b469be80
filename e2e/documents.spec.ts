import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatFindings, scanPage, settle } from './a11yHelpers';
import { ADMIN, apiCall, apiToken, entityIdByCode, loginAsAdmin } from './helpers';

/** A small valid PDF (header, one empty page, trailer): what a user attaches. */
function smallPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** A Windows executable's first bytes (MZ header) under a .pdf name: the browser declares it application/pdf. */
function executableNamedPdf(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
}

/** The attachments field's file input (the table of attachments has the same name). */
const attachmentInput = (page: Page) => page.locator('input[type="file"][aria-label="Anexos"]');

/** Confirms the question of a workflow action and waits for its success message. */
async function confirmAction(page: Page, question: string, success: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(success)).toBeVisible();
}

/** Scans the page's main content for WCAG 2.1 AA violations (axe). */
async function expectAccessible(page: Page, label: string) {
  await settle(page);
  const findings = await scanPage(page, label, 'main');
  expect(findings, `axe found WCAG 2.1 AA violations:\n${formatFindings(findings)}`).toEqual([]);
}

test.describe('documents: the life of a document in the browser', () => {
  test('create under an entity with a PDF, refuse an executable, publish, download, new version, history, audit, copy', async ({ page, request }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36).slice(-5).toUpperCase();
    // A name unlike the twin's, so that only the rename of version 2 warns.
    const doc = { code: `DOC${stamp}`, abbreviation: `RI${stamp}`, name: `Plano anual de formação ${stamp}` };
    const twinName = `Regulamento interno de testes ${stamp} B`;
    const typeName = `Regulamento E2E ${stamp}`;

    // A document type (object parameter) and, for the duplicate warning, a document of a similar name, through the API.
    const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
    const srfpap = await entityIdByCode(request, adminToken, 'SRFPAP');
    const srsd = await entityIdByCode(request, adminToken, 'SRSD');
    const type = await apiCall<{ id: number }>(request, adminToken, 'POST', '/settings/objectparameters/documentType', { labelPt: typeName, labelEn: typeName, active: true });
    expect(type.code).toBe(0);
    const baseInput = {
      code: `GEM${stamp}`,
      abbreviation: `GEM${stamp}`,
      name: twinName,
      startDate: '2024-01-01',
      endDate: null,
      active: true,
      versionComment: '',
      organizationId: srfpap.id,
      documentTypeId: type.data.id,
      description: '',
      attachments: [],
    };
    const twin = await apiCall(request, adminToken, 'POST', '/records/document', { input: baseInput, continueOnDuplicate: true });
    expect(twin.code).toBe(0);
    // The server checks the bytes too: an executable declared application/pdf is refused, not stored.
    const exe = executableNamedPdf();
    const refused = await apiCall(request, adminToken, 'POST', '/records/document', {
      input: {
        ...baseInput,
        code: `EXE${stamp}`,
        name: `Executável ${stamp}`,
        attachments: [{ name: 'relatorio.pdf', size: exe.length, mime: 'application/pdf', format: 'pdf', data: exe.toString('base64'), attachmentId: null }],
      },
      continueOnDuplicate: true,
    });
    expect(refused.code).not.toBe(0);

    // --- The administrator creates a document under the demo secretariat SRFPAP: its entity is fixed.
    await loginAsAdmin(page, `/entidade/${srfpap.id}/${srfpap.version}/documento/0/0`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const owner = page.getByRole('textbox', { name: 'Entidade', exact: true });
    await expect(owner).toHaveValue(/Secretaria Regional das Finanças/);
    await expect(owner).toHaveAttribute('readonly', '');

    await page.getByLabel('Código', { exact: true }).fill(doc.code);
    await page.getByLabel('Sigla', { exact: true }).fill(doc.abbreviation);
    await page.getByLabel('Nome', { exact: true }).fill(doc.name);
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: typeName }).click();
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Regras de funcionamento interno.');
    await expect(page.getByText('32/2000')).toBeVisible();
    await page.getByLabel('Data de início de validade').fill('01012024');

    // An executable renamed .pdf: the browser says application/pdf, its bytes say otherwise.
    await attachmentInput(page).setInputFiles({ name: 'relatorio.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(page.getByText('O conteúdo do ficheiro não corresponde a um tipo permitido')).toBeVisible();
    await expect(page.getByText('Não existem anexos.')).toBeVisible();
    // A type outside SPEC §3.2 gets the §5 warning with the accepted list.
    await attachmentInput(page).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') });
    await expect(page.getByText('Formato inválido. Adicione ficheiros do tipo: .doc, .xls, .docx, .xlsx, .pdf, .jpeg, .png, .svg')).toBeVisible();

    const pdf = smallPdf();
    await attachmentInput(page).setInputFiles({ name: 'regulamento.pdf', mimeType: 'application/pdf', buffer: pdf });
    const attachments = page.getByRole('table', { name: 'Anexos' });
    await expect(attachments.getByRole('row', { name: /regulamento\.pdf PDF \d+\.\d{2} B/ })).toBeVisible();
    // Keyboard: the row's buttons are reachable and named after the file.
    await attachments.getByRole('button', { name: 'Descarregar regulamento.pdf' }).focus();
    await page.keyboard.press('Tab');
    await expect(attachments.getByRole('button', { name: 'Remover regulamento.pdf' })).toBeFocused();
    await page.screenshot({ path: 'test-results/documents-form.png', fullPage: true });
    await expectAccessible(page, 'document form');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Documento guardado com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/documento\/\d+\/1\/detalhe$/);
    const id = Number(/\/documento\/(\d+)\/1\/detalhe$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: doc.name })).toBeVisible();
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
    await expect(page.getByText(typeName, { exact: true })).toBeVisible();

    // --- Submit for approval, then publish.
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Submeter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submeter ou publicar' }).getByRole('button', { name: 'Submeter para aprovação' }).click();
    // The choice is the confirmation (issue 29 §15): no second question.
    await expect(page.getByText('Documento submetido para aprovação')).toBeVisible();
    await page.getByRole('group', { name: 'Ações de fluxo' }).getByRole('button', { name: 'Publicar' }).click();
    await confirmAction(page, 'Tem a certeza que deseja publicar?', 'Documento publicado');
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

    // --- The stored attachment downloads through POST /attachment/get with the very bytes sent.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('table', { name: 'Anexos' }).getByRole('button', { name: 'Descarregar regulamento.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('regulamento.pdf');
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);
    await page.screenshot({ path: 'test-results/documents-detail.png', fullPage: true });
    await expectAccessible(page, 'document detail');

    // --- Editing the published version makes a draft (version 2); a similar name warns, 'Continuar' saves.
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(new RegExp(`/documento/${id}/1$`));
    await page.getByLabel('Nome', { exact: true }).fill(twinName);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Possíveis duplicados' });
    await expect(warning).toContainText(twinName);
    await warning.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/documento/${id}/2/detalhe$`));
    await expect(page.getByText('Em elaboração', { exact: true })).toBeVisible();
    // The draft keeps the attachment (stored once, by id).
    await expect(page.getByRole('table', { name: 'Anexos' }).getByRole('row', { name: /regulamento\.pdf/ })).toBeVisible();

    // --- History: both versions, the change log of version 2; the audit trail.
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const timeline = page.getByRole('list', { name: 'Histórico de versões' });
    await expect(timeline.getByRole('link')).toHaveCount(2);
    await expect(timeline.getByRole('link', { name: /Versão 2/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('changelog')).toContainText(twinName);
    await page.getByRole('tab', { name: 'Auditoria' }).click();
    const audit = page.getByRole('table', { name: 'Registo de ações' });
    await expect(audit).toContainText('Publicar');
    await expect(audit).toContainText(ADMIN.username);

    // --- Copying the published version 1 into a draft under another entity (SRSD).
    await page.goto(`/documento/${id}/1/detalhe`);
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copiar documento' }).click();
    const copy = page.getByRole('dialog', { name: 'Copiar documento' });
    await copy.getByRole('combobox', { name: 'Entidade de destino' }).fill('SRSD');
    await page.getByRole('option', { name: /SRSD/ }).first().click();
    await copy.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByText('Cópia criada (rascunho).')).toBeVisible();
    await expect(page).toHaveURL(/\/documento\/\d+\/1$/);
    const copyId = Number(/\/documento\/(\d+)\/1$/.exec(page.url())?.[1]);
    expect(copyId).not.toBe(id);
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(doc.name);
    const copied = await apiCall<{ organizationId: number; state: number; data: { attachments: { name: string }[] } }>(
      request,
      adminToken,
      'GET',
      `/records/document/${copyId}/1`,
    );
    expect(copied.data.organizationId).toBe(srsd.id);
    expect(copied.data.state).toBe(2);
    expect(copied.data.data.attachments.map((a) => a.name)).toEqual(['regulamento.pdf']);
  });
});
