import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { SERVICE_REFERENCE_LISTS, serviceListItem } from './serviceFixtures';

function fakeApi(page: TableData<RecordListItem>) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    ...Object.fromEntries(Object.entries(SERVICE_REFERENCE_LISTS).map(([path, items]) => [path, () => envelope(items)])),
    '/records/service/search': () => envelope(page),
  });
}

const bodies = async (fetchMock: ReturnType<typeof fakeApi>) =>
  Promise.all(requestsTo(fetchMock, '/records/service/search').map((r) => r.clone().json() as Promise<Record<string, unknown>>));

jest.setTimeout(60_000);

describe('the service list', () => {
  it('searches published services by default, sorted by code, and links each row to its detail', async () => {
    const fetchMock = fakeApi({ items: [serviceListItem()], total: 1, pageCount: 1, pageNumber: 1 });
    renderApp('/servicos', { session: makeTokenData() });
    const link = await screen.findByRole('link', { name: 'Licença de pesca lúdica' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/servico/21/1/detalhe');
    expect(screen.getByText('Direção Regional da Saúde', { selector: 'td' })).toBeInTheDocument();
    expect(await screen.findByText('Saúde', { selector: 'td' })).toBeInTheDocument();
    const [first] = await bodies(fetchMock);
    expect(first).toEqual({
      pageNumber: 1,
      sortBy: 'Code',
      serviceTypeIds: [],
      serviceCategoryIds: [],
      serviceSubCategoryIds: [],
      businessEventIds: [],
      lifeEventIds: [],
      recordStateIds: [5],
      pageSize: 5,
    });
  });

  it('offers every filter of SPEC §3.1 and sends the chosen ones', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ items: [], total: 0, pageCount: 0, pageNumber: 1 });
    renderApp('/servicos', { session: makeTokenData() });
    await user.type(await screen.findByLabelText('Código do serviço', undefined, { timeout: 10_000 }), 'SRV');
    for (const name of ['Nome', 'Sigla', 'Entidade', 'Área de serviço', 'Categoria', 'Subcategoria', 'Evento de vida', 'Evento de negócio', 'Estado', 'Ativo']) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Entidade'), 'Saúde');
    await user.click(screen.getByRole('combobox', { name: 'Área de serviço' }));
    await user.click(await screen.findByRole('option', { name: 'Saúde' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () => expect((await bodies(fetchMock)).at(-1)).toMatchObject({ code: 'SRV', organization: 'Saúde', serviceTypeIds: [31], pageNumber: 1 }));
    expect(await screen.findByText('Não existem serviços para mostrar')).toBeInTheDocument();
  });
});
