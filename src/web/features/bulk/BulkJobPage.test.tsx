import { act, screen, waitFor } from '@testing-library/react';
import type { BulkJobDetail } from '@/shared/bulk';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { bulkStatusReceived, hubStatusChanged, selectBulkStatus, selectHubStatus } from '@/web/features/hub/hubSlice';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { BULK_API } from './bulkApi';
import { BulkJobPage, type BulkHub } from './BulkJobPage';

const HUB: BulkHub = { selectHubConnected: (state) => selectHubStatus(state) === 'connected', selectBulkStatus };
const STATUS = { jobId: 9, action: 'archive' as const, total: 120, done: 0, refused: 0, percent: 0 };
const RUNNING: BulkJobDetail = { ...STATUS, state: 'running', results: [] };
const FINISHED: BulkJobDetail = {
  ...STATUS,
  state: 'finished',
  done: 119,
  refused: 1,
  percent: 100,
  results: [
    { kind: 'service', id: 4, version: 2, code: 'S4', name: 'Serviço quatro', outcome: 'refused', error: { code: -103, pt: 'Registo alterado.', en: 'Record changed.' } },
  ],
};

describe('BulkJobPage', () => {
  it("shows a job's progress pushed by the hub, then reads its result once the hub says it ended", async () => {
    let answer = RUNNING;
    const fetchMock = mockFetch({ [BULK_API.job(9)]: () => envelope(answer) });
    const store = makeStore();
    store.dispatch(sessionStarted(makeTokenData()));
    store.dispatch(hubStatusChanged('connected'));
    renderWithProviders(<div />, { store, path: '/acoes-em-massa/9', extraRoutes: [{ path: '/acoes-em-massa/:jobId', element: <BulkJobPage hub={HUB} /> }] });
    expect(await screen.findByRole('progressbar', { name: 'Progresso da ação em massa' })).toHaveAttribute('aria-valuenow', '0');
    act(() => {
      store.dispatch(bulkStatusReceived({ ...STATUS, state: 'running', done: 55, refused: 5, percent: 50 }));
    });
    expect(screen.getByRole('progressbar', { name: 'Progresso da ação em massa' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('A executar: 60 de 120 registos (50%).')).toBeInTheDocument();

    answer = FINISHED;
    act(() => {
      store.dispatch(bulkStatusReceived({ ...STATUS, state: 'finished', done: 119, refused: 1, percent: 100 }));
    });
    expect(await screen.findByText('119 concluídos, 1 recusados, de 120.')).toBeInTheDocument();
    expect(screen.getByText('Registo alterado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente os que falharam' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, BULK_API.job(9))).toHaveLength(2));
  });
});
