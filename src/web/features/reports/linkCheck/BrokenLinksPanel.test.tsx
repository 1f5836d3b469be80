import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import type { LinkCheckRun } from '@/shared/linkCheck';
import { REPORTS, type ReportPage } from '@/shared/reports';
import { languageChanged } from '@/web/app/uiSlice';
import { makeStore } from '@/web/app/store';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData, userTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const CHECK = '/reports/brokenLinks/check';
const running: LinkCheckRun = {
  id: 3,
  state: 'running',
  trigger: 'manual',
  startedBy: 'Administrador',
  startedAt: '2026-11-26T10:00:00Z',
  finishedAt: null,
  urlCount: 10,
  checkedCount: 4,
  brokenCount: 0,
};
const finished: LinkCheckRun = { ...running, state: 'finished', finishedAt: '2026-11-26T10:02:00Z', checkedCount: 10, brokenCount: 2 };
const page: ReportPage = {
  rows: [['Serviço', 'S1', 'Licença de pesca', 'Endereço no portal', 'https://pesca.example.org/x', 'HTTP 404 (Erro HTTP)', '2026-11-26 10:01']],
  total: 1,
  pageNumber: 1,
  pageCount: 1,
  chart: null,
  recordPaths: ['/servico/12/3/detalhe'],
};

describe('the broken-link report', () => {
  it('has no date filter, checks now, follows the run to its end, then shows the rows with a link to each record', async () => {
    let run: LinkCheckRun | null = null;
    const fetchMock = mockFetch({
      [CHECK]: (request) => {
        if (request.method === 'POST') {
          run = running;
          return envelope(running);
        }
        const answer = run;
        // The second look after the start finds it finished.
        if (run?.state === 'running') run = finished;
        return envelope(answer);
      },
      '/reports/brokenLinks': () => envelope(page),
    });
    renderApp('/relatorios#brokenLinks', { session: makeTokenData() });
    // The first render loads the page's lazy modules: under a full parallel run it took over the default 5 s once.
    expect(await screen.findByRole('tab', { name: REPORTS.brokenLinks.title.pt, selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    const status = await screen.findByTestId('link-check-summary');
    await waitFor(() => expect(status).toHaveTextContent('As ligações ainda não foram verificadas.'));
    expect(screen.queryByRole('textbox', { name: 'Data' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verificar agora' }));
    expect(requestsTo(fetchMock, CHECK).filter((r) => r.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(status).toHaveTextContent(/Terminada em .*: 10 endereços verificados, 2 com problemas\./), { timeout: 10_000 });
    expect(status).toHaveTextContent('por Administrador');

    await userEvent.click(screen.getByRole('button', { name: 'Executar' }));
    const table = await screen.findByRole('table', { name: 'Ligações quebradas' });
    expect(await within(table).findByRole('link', { name: 'Licença de pesca' })).toHaveAttribute('href', '/servico/12/3/detalhe');
    expect(within(table).getByRole('cell', { name: 'HTTP 404 (Erro HTTP)' })).toBeInTheDocument();
    expect(screen.getByText('Entidade: Todas as entidades · Resultado da última verificação')).toBeInTheDocument();
  });

  it('shows a running check (started elsewhere) with its progress and no button to start another, in English', async () => {
    mockFetch({ [CHECK]: () => envelope({ ...running, trigger: 'scheduled' }) });
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    renderApp('/relatorios#brokenLinks', { session: makeTokenData(), store });
    const status = await screen.findByTestId('link-check-summary');
    await waitFor(() => expect(status).toHaveTextContent('automatically (scheduled)'));
    expect(status).toHaveTextContent('In progress: 4 of 10 addresses checked.');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Progress of the link check' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('offers "Verificar agora" to an approver only: an editor (31) reads the latest check without the button', async () => {
    mockFetch({ [CHECK]: () => envelope(finished) });
    const { unmount } = renderApp('/relatorios#brokenLinks', { session: userTokenData([31, 32]) });
    const status = await screen.findByTestId('link-check-summary');
    await waitFor(() => expect(status).toHaveTextContent('10 endereços verificados, 2 com problemas.'));
    expect(screen.queryByRole('button', { name: 'Verificar agora' })).not.toBeInTheDocument();
    unmount();
    renderApp('/relatorios#brokenLinks', { session: userTokenData([33]) });
    expect(await screen.findByRole('button', { name: 'Verificar agora' })).toBeEnabled();
  });
});
