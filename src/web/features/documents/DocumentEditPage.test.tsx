import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch, requestsTo, type FakeHandler } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { DOCUMENT_TYPES, documentView, PICKED_ENTITY } from './documentFixtures';
import { documentUi } from './documentUi';

function fakeApi(more: Record<string, FakeHandler> = {}) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/documentType': () => envelope(DOCUMENT_TYPES),
    '/records/entity/picker': () => envelope([PICKED_ENTITY]),
    '/records/document/21/1': () => envelope(documentView()),
    '/records/document/21/history': () => envelope([]),
    '/records/document/21/audit': () => envelope([]),
    ...more,
  });
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

jest.setTimeout(90_000);
const FIRST_LOAD = { timeout: 20_000 };

describe('the document edit page', () => {
  it('creates a document with its entity, type and a PDF attachment (base64), then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ '/records/document': () => envelope({ id: 21, version: 1, state: 2 }) });
    const { router } = renderApp('/documento', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo documento' }, FIRST_LOAD)).toBeInTheDocument();
    await paste(user, screen.getByLabelText('Código'), 'DOC-1');
    await paste(user, screen.getByLabelText('Sigla'), 'RI');
    await paste(user, screen.getByLabelText('Nome'), 'Regulamento interno');
    await user.click(screen.getByRole('combobox', { name: 'Entidade' }));
    await user.click(await screen.findByRole('option', { name: /Direção Regional da Cultura/ }));
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByRole('option', { name: 'Regulamento' }));
    await paste(user, screen.getByLabelText('Descrição', { selector: 'textarea' }), 'Texto');
    expect(screen.getByText('5/2000', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Data de início de validade'), '01012024');
    fireEvent.change(screen.getByLabelText('Anexos', { selector: 'input' }), { target: { files: [new File(['%PDF-1.4'], 'ata.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('row', { name: /ata\.pdf PDF 8\.00 B/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documento/21/1/detalhe'));
    const body = (await requestsTo(fetchMock, '/records/document')[0]?.json()) as { input: Record<string, unknown> };
    expect(body.input).toMatchObject({
      code: 'DOC-1',
      abbreviation: 'RI',
      name: 'Regulamento interno',
      organizationId: 12,
      documentTypeId: 4,
      description: 'Texto',
      startDate: '2024-01-01',
      attachments: [{ name: 'ata.pdf', size: 8, mime: 'application/pdf', format: 'pdf', data: btoa('%PDF-1.4'), attachmentId: null }],
    });
  });

  it('edits a saved version: its stored attachment goes back by attachmentId, without bytes', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ '/records/document/21/1': (r) => (r.method === 'PUT' ? envelope({ id: 21, version: 1, state: 2 }) : envelope(documentView())) });
    renderApp('/documento/21/1', { session: makeTokenData() });
    const table = await screen.findByRole('table', { name: 'Anexos' }, FIRST_LOAD);
    expect(within(table).getByRole('row', { name: /regulamento\.pdf PDF 2\.00 KB/ })).toBeInTheDocument();
    await paste(user, screen.getByLabelText('Nome'), ' (revisto)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/records/document/21/1').filter((r) => r.method === 'PUT')).toHaveLength(1));
    const put = requestsTo(fetchMock, '/records/document/21/1').find((r) => r.method === 'PUT');
    const body = (await put?.json()) as { input: { attachments: unknown[]; organizationId: number } };
    expect(body.input.organizationId).toBe(11);
    expect(body.input.attachments).toEqual([{ name: 'regulamento.pdf', size: 2048, mime: 'application/pdf', format: 'pdf', data: '', attachmentId: 7 }]);
  });

  it('takes the entity of a document created under it (its field is then fixed)', () => {
    expect(documentUi.emptyInput(null, { ...entityView({ id: 11 }), data: {} }).organizationId).toBe(11);
    expect(documentUi.emptyInput().organizationId).toBeNull();
  });
});
