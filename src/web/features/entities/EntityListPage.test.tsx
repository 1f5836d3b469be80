import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { menuItemClicked } from '@/web/app/uiSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData, userTokenData } from '@/web/test/tokens';
import { entityListItem } from './entityFixtures';

const item = (id: number, code: string, name: string): RecordListItem => entityListItem({ id, code, name, abbreviation: code });

function fakeApi(page: TableData<RecordListItem>) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/organizationType': () =>
      envelope([{ id: 2, category: 'organizationType', labelPt: 'Secretaria Regional', labelEn: 'Regional Secretariat', active: true, sortOrder: 1 }]),
    '/records/entity/search': () => envelope(page),
  });
}

const bodies = async (fetchMock: ReturnType<typeof fakeApi>) =>
  Promise.all(requestsTo(fetchMock, '/records/entity/search').map((r) => r.clone().json() as Promise<Record<string, unknown>>));

describe('the entity list', () => {
  it('searches published entities by default, sorted by code, and links each row to its detail', async () => {
    const fetchMock = fakeApi({ items: [item(3, 'SRFPAP', 'Secretaria Regional das Finanças')], total: 1, pageCount: 1, pageNumber: 1 });
    renderApp('/entidades', { session: makeTokenData() });
    const link = await screen.findByRole('link', { name: 'Secretaria Regional das Finanças' });
    expect(link).toHaveAttribute('href', '/entidade/3/1/detalhe');
    expect(screen.getByText('Secretaria Regional', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByTestId('table-footer')).toHaveTextContent('1 de 1 registos');
    const [first] = await bodies(fetchMock);
    // Empty texts and the null 'active' are not sent.
    expect(first).toEqual({ pageNumber: 1, sortBy: 'Code', organizationTypeIds: [], recordStateTypeIds: [5], pageSize: 5 });
    expect(screen.getByRole('columnheader', { name: /Código/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps the search in the store across visits, clears it with Limpar, and a menu click resets it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ items: [], total: 0, pageCount: 0, pageNumber: 1 });
    const { router, store } = renderApp('/entidades', { session: makeTokenData() });
    await user.type(await screen.findByLabelText('Código'), 'SRF');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () => expect((await bodies(fetchMock)).at(-1)).toMatchObject({ code: 'SRF', pageNumber: 1 }));
    expect(screen.getByLabelText('Código')).toHaveValue('SRF');
    expect(await screen.findByText('Não existem entidades para mostrar')).toBeInTheDocument();

    await router.navigate('/');
    await router.navigate('/entidades');
    expect(await screen.findByLabelText('Código')).toHaveValue('SRF');

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(screen.getByLabelText('Código')).toHaveValue(''));
    expect(store.getState().searchForms.entity.code).toBe('');

    await user.type(screen.getByLabelText('Código'), 'X');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(store.getState().searchForms.entity.code).toBe('X'));
    store.dispatch(menuItemClicked());
    await waitFor(() => expect(screen.getByLabelText('Código')).toHaveValue(''));
  });

  it('pages and sorts on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const items = [1, 2, 3, 4, 5].map((i) => item(i, `C${i}`, `Entidade ${i}`));
    const fetchMock = fakeApi({ items, total: 23, pageCount: 5, pageNumber: 1 });
    renderApp('/entidades', { session: makeTokenData() });
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    await user.click(within(nav).getByRole('button', { name: 'Página 3' }));
    await waitFor(async () => expect((await bodies(fetchMock)).at(-1)).toMatchObject({ pageNumber: 3 }));
    await user.click(within(screen.getByRole('columnheader', { name: /Nome/ })).getByRole('button'));
    await waitFor(async () => expect((await bodies(fetchMock)).at(-1)).toMatchObject({ sortBy: 'Name', pageNumber: 1 }));
  });

  it('shows the page the server answered and an estimated total as one', async () => {
    const items = [1, 2, 3, 4, 5].map((i) => item(i, `C${i}`, `Entidade ${i}`));
    // Asked page 1, answered page 4: what the server does for a page past the end of an estimate.
    fakeApi({ items, total: 83_000, totalIsEstimate: true, pageCount: 16_600, pageNumber: 4 });
    renderApp('/entidades', { session: makeTokenData() });
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByText(/5\sde cerca de 83\s000 registos/)).toBeInTheDocument();
  });

  it("offers 'Criar' only to users who may create entities", async () => {
    fakeApi({ items: [], total: 0, pageCount: 0, pageNumber: 1 });
    const { unmount } = renderApp('/entidades', { session: makeTokenData() });
    expect(await screen.findByRole('link', { name: 'Criar' })).toHaveAttribute('href', '/entidade/0/0');
    unmount();
    renderApp('/entidades', { session: userTokenData([13]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entidades' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
  });
});
