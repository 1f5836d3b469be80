import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkJobDetail, BulkPreview } from '@/shared/bulk';
import { makeStore } from '@/web/app/store';
import { tableSelectionChanged } from '@/web/app/tableSelectionsSlice';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { BULK_API } from './bulkApi';
import { BulkBar } from './BulkBar';
import { BulkProgress } from './BulkResult';

const PREVIEW: BulkPreview = { total: 3, actions: { submitForApproval: 2, submitForPublication: 0, publish: 0, schedule: 0, return: 0, archive: 0, delete: 3 } };
const ref = (id: number) => ({ kind: 'entity' as const, id, version: 1 });
const RESULT: BulkJobDetail = {
  jobId: 9,
  action: 'submitForApproval',
  state: 'finished',
  total: 2,
  done: 1,
  refused: 1,
  percent: 100,
  results: [
    { ...ref(1), code: 'A1', name: 'Alfa', outcome: 'done', error: null },
    { ...ref(2), code: 'A2', name: 'Beta', outcome: 'refused', error: { code: -103, pt: 'Versão alterada por outro utilizador.', en: 'Changed by someone else.' } },
  ],
};

function renderBar() {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  store.dispatch(tableSelectionChanged({ table: 'bulk.test', selection: { allSelected: false, ids: ['1-1', '2-1', '3-1'] } }));
  renderWithProviders(<BulkBar table="bulk.test" scope={{ search: { kind: 'entity', form: { code: 'A' } } }} total={40} pageIds={['1-1', '2-1', '3-1', '4-1']} />, { store });
  return store;
}

describe('BulkBar', () => {
  it('offers the actions the preview allows with their counts, asks once naming how many, and shows each refusal with its message', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [BULK_API.preview]: () => envelope(PREVIEW), [BULK_API.actions]: () => envelope(RESULT) });
    renderBar();
    const bar = await screen.findByRole('region', { name: 'Ações sobre a seleção' });
    expect(within(bar).getByRole('status')).toHaveTextContent('3 selecionados');
    const submit = await within(bar).findByRole('button', { name: 'Submeter para aprovação (2)' });
    expect(within(bar).getByRole('button', { name: 'Eliminar cópia (3)' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Publicar/ })).not.toBeInTheDocument();
    const [preview] = requestsTo(fetchMock, BULK_API.preview);
    expect(await preview?.json()).toEqual({ targets: { items: [ref(1), ref(2), ref(3)] } });

    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Submeter para aprovação' });
    expect(dialog).toHaveTextContent('Submeter 2 registos para aprovação?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const result = await screen.findByTestId('bulk-result');
    expect(result).toHaveTextContent('1 concluídos, 1 recusados, de 2.');
    expect(within(result).getByRole('link', { name: 'A1 — Alfa' })).toHaveAttribute('href', '/entidade/1/1/detalhe');
    expect(result).toHaveTextContent('Versão alterada por outro utilizador.');
    const [action] = requestsTo(fetchMock, BULK_API.actions);
    expect(await action?.json()).toEqual({ action: 'submitForApproval', targets: { items: [ref(1), ref(2), ref(3)] } });

    // The retry names the refused one only.
    await user.click(within(result).getByRole('button', { name: 'Tentar novamente os que falharam' }));
    await waitFor(() => expect(requestsTo(fetchMock, BULK_API.actions)).toHaveLength(2));
    expect(await requestsTo(fetchMock, BULK_API.actions)[1]?.json()).toEqual({ action: 'submitForApproval', targets: { items: [ref(2)] } });
  });

  it('selects the page, then every result of the search, then clears', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ [BULK_API.preview]: () => envelope(PREVIEW) });
    const store = renderBar();
    const bar = await screen.findByRole('region', { name: 'Ações sobre a seleção' });
    await user.click(within(bar).getByRole('button', { name: 'Selecionar a página' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('4 selecionados');
    await user.click(within(bar).getByRole('button', { name: 'Selecionar todos os 40 resultados' }));
    expect(store.getState().tableSelections?.['bulk.test']).toEqual({ allSelected: true, ids: [] });
    expect(within(bar).getByRole('status')).toHaveTextContent('40 selecionados');
    await user.click(within(bar).getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByRole('region', { name: 'Ações sobre a seleção' })).not.toBeInTheDocument();
  });

  it("shows a job's progress as a named, valued bar", () => {
    renderWithProviders(<BulkProgress status={{ jobId: 3, action: 'publish', state: 'running', total: 200, done: 40, refused: 10, percent: 25 }} />);
    expect(screen.getByRole('progressbar', { name: 'Progresso da ação em massa' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('A executar: 50 de 200 registos (25%).');
  });
});
