import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorText } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import type { DocumentData } from '@/shared/records/document';
import { envelope, mockFetch, requestsTo, type FakeHandler } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData, userTokenData } from '@/web/test/tokens';
import { DOCUMENT_TYPES, documentView, PICKED_ENTITY } from './documentFixtures';

function fakeApi(view: RecordView<DocumentData>, more: Record<string, FakeHandler> = {}) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/documentType': () => envelope(DOCUMENT_TYPES),
    [`/records/document/21/${view.version}`]: () => envelope(view),
    '/records/document/21/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: view.state, changedBy: 'admin' }]),
    [`/records/document/21/${view.version}/changelog`]: () => envelope([]),
    '/records/document/21/audit': () => envelope([]),
    '/records/entity/picker': () => envelope([PICKED_ENTITY]),
    ...more,
  });
}

jest.setTimeout(90_000);
const DUPLICATE_TEXT = errorText(-255, 'pt');
// The first page of a run loads the record pages' modules: slow on a shared, loaded machine.
const FIRST_LOAD = { timeout: 20_000 };

describe('the document detail', () => {
  it('shows the fields and the attachments table, and downloads a stored attachment through POST /attachment/get', async () => {
    const fetchMock = fakeApi(documentView(), {
      '/attachment/get': () => envelope({ name: 'regulamento.pdf', size: 8, mime: 'application/pdf', format: 'pdf', data: btoa('%PDF-1.4') }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderApp('/documento/21/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Regulamento interno' }, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Regulamento', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Regulamento interno do serviço.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Anexos' });
    expect(within(table).getByRole('row', { name: /regulamento\.pdf PDF 2\.00 KB/ })).toBeInTheDocument();
    // Read-only: no remove button, no chooser.
    expect(within(table).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Descarregar regulamento.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await requestsTo(fetchMock, '/attachment/get')[0]?.json()).toEqual({ kind: 'document', id: 21, version: 1, attachmentId: 7 });
    // Not published: no copy.
    expect(screen.queryByRole('button', { name: 'Copiar documento' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it("copies a published version: 'Copiar documento' asks the entity, creates the draft there and opens its edit form", async () => {
    const copy = jest.fn(() => envelope({ id: 30, version: 1, state: RecordState.Draft }));
    const fetchMock = fakeApi(documentView({ state: RecordState.Published, allowedActions: ['archive'] }), {
      '/records/document/21/1/copy': copy,
      '/records/document/30/1': () => envelope(documentView({ id: 30, code: 'DOC-1', organizationId: 12 })),
      '/records/document/30/history': () => envelope([]),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/documento/21/1/detalhe', { session: makeTokenData() });
    await user.click(await screen.findByRole('button', { name: 'Copiar documento' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar documento' });
    // Nothing chosen: the field says it is required and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(within(dialog).getByText('Campo obrigatório')).toBeInTheDocument();
    expect(copy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Entidade de destino' }));
    await user.click(await screen.findByRole('option', { name: /Direção Regional da Cultura/ }));
    expect(requestsTo(fetchMock, '/records/entity/picker')[0]?.url).toMatch(/purpose=owner.*kind=document|kind=document.*purpose=owner/);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documento/30/1'));
    expect(await requestsTo(fetchMock, '/records/document/21/1/copy')[0]?.json()).toEqual({ organizationId: 12 });
    expect(await screen.findByText('Cópia criada (rascunho).')).toBeInTheDocument();
  });

  it('shows the catalogued error of a refused copy (-253) and keeps the dialog', async () => {
    fakeApi(documentView({ state: RecordState.Published, allowedActions: [] }), {
      '/records/document/21/1/copy': () => envelope(null, -253, 'not allowed'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/documento/21/1/detalhe', { session: makeTokenData() });
    await user.click(await screen.findByRole('button', { name: 'Copiar documento' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar documento' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Entidade de destino' }));
    await user.click(await screen.findByRole('option', { name: /Direção Regional da Cultura/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Não é permitido copiar o documento.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documento/21/1/detalhe');
    expect(screen.getByRole('dialog', { name: 'Copiar documento' })).toBeInTheDocument();
  });

  it('says so when the copy answers a duplicate warning (-255), which the base query leaves to the caller', async () => {
    fakeApi(documentView({ state: RecordState.Published, allowedActions: [] }), {
      '/records/document/21/1/copy': () => envelope({ similar: [] }, -255, 'duplicate'),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/documento/21/1/detalhe', { session: makeTokenData() });
    await user.click(await screen.findByRole('button', { name: 'Copiar documento' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar documento' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Entidade de destino' }));
    await user.click(await screen.findByRole('option', { name: /Direção Regional da Cultura/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText(DUPLICATE_TEXT)).toBeInTheDocument();
  });

  it('offers no copy to a user who may not create documents', async () => {
    fakeApi(documentView({ state: RecordState.Published, allowedActions: [], canEdit: false }));
    renderApp('/documento/21/1/detalhe', { session: userTokenData([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Regulamento interno' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar documento' })).not.toBeInTheDocument();
  });
});
