import { screen, waitFor } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { ObjectKind } from '@/shared/enums';
import type { SearchHistoryEntry } from '@/shared/homeSearch';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { renderApp } from '@/web/test/renderApp';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';
import { sampleListItem } from '@/web/features/records/recordFixtures';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

describe('the home page', () => {
  beforeEach(() => mockFetch({}));

  it('welcomes, asks for at least one filter and keeps the filters of a search', async () => {
    const { store } = renderApp('/', { session: guestTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: /^Bem-vindo ao / })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('É necessário informar pelo menos um dos filtros');

    await userEvent.type(screen.getByRole('textbox', { name: 'Designação' }), 'Finanças');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(screen.queryByText('É necessário informar pelo menos um dos filtros')).not.toBeInTheDocument();
    expect(store.getState().searchForms.home.name).toBe('Finanças');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('textbox', { name: 'Designação' })).toHaveValue('');
    expect(store.getState().searchForms.home.name).toBe('');
  });

  it('has the search history section as the #history anchor; guests have no history', async () => {
    renderApp('/#history', { session: guestTokenData() });
    const history = await screen.findByRole('region', { name: 'Histórico' });
    expect(history).toHaveAttribute('id', 'history');
    expect(history).toHaveTextContent('O histórico de pesquisas fica disponível depois de iniciar sessão.');
  });

  it('shows the results of every kind, each linking to its detail from search, and runs a search of the history again', async () => {
    const service = sampleListItem('service', 7, {
      version: 2,
      code: 'S7',
      name: 'Licença de pesca lúdica',
      abbreviation: 'LPL',
      organizationName: 'Direção Regional das Pescas',
    });
    const results: TableData<RecordListItem> = { items: [service], total: 1, pageCount: 1, pageNumber: 1 };
    const history: SearchHistoryEntry[] = [{ id: 3, filters: { name: '', code: 'drs', objectKind: ObjectKind.Entity, organization: '' }, searchedAt: '2026-11-20T10:00:00Z' }];
    const fetchMock = mockFetch({ '/search': () => envelope(results), '/search/history': () => envelope(history) });
    renderApp('/', { session: makeTokenData() });

    const rerun = await screen.findByRole('button', { name: 'Pesquisar novamente: Código: drs · Tipo de objeto: Entidade' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Designação' }), 'pesca');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const link = await screen.findByRole('link', { name: 'Licença de pesca lúdica' });
    expect(link).toHaveAttribute('href', '/pesquisa/servico/7/2/detalhe');
    expect(screen.getByText('Direção Regional das Pescas')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, '/search')[0]?.json()).toMatchObject({ name: 'pesca', code: '', objectKind: null, pageNumber: 1 });

    await userEvent.click(rerun);
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('drs');
    expect(screen.getByRole('textbox', { name: 'Designação' })).toHaveValue('');
    await waitFor(() => expect(requestsTo(fetchMock, '/search')).toHaveLength(2));
    expect(await requestsTo(fetchMock, '/search')[1]?.json()).toMatchObject({ name: '', code: 'drs', objectKind: ObjectKind.Entity });
  });
});
