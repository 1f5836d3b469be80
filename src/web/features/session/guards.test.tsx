import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_PATHS } from '@/shared/api';
import { RecordState } from '@/shared/recordStates';
import { STORAGE_KEYS } from '@/shared/limits';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { guestTokenData, userTokenData } from '@/web/test/tokens';
import { guestMayOpen } from './guards';

const PAGE = {
  items: [
    {
      kind: 'entity',
      id: 3,
      version: 1,
      state: RecordState.Published,
      code: 'SRFPAP',
      name: 'Secretaria Regional das Finanças',
      abbreviation: 'SRFPAP',
      active: true,
      startDate: '2020-11-24',
      endDate: null,
      parentId: 1,
      parentVersion: 1,
      parentName: 'Governo Regional dos Açores',
      changedAt: '2024-01-01T00:00:00Z',
      extra: { organizationTypeId: 2 },
    },
  ],
  total: 1,
  pageCount: 1,
  pageNumber: 1,
};

function fakeApi() {
  return mockFetch({
    [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
    '/reference/organizationType': () => envelope([]),
    '/records/entity/search': () => envelope(PAGE),
  });
}

describe('what guests may open', () => {
  it('is the entity list and the detail of an entity, never its edit page', () => {
    expect(guestMayOpen('/entidades')).toBe(true);
    expect(guestMayOpen('/entidade/7/2/detalhe')).toBe(true);
    expect(guestMayOpen('/entidade/7/2/detalhe/organica')).toBe(true);
    expect(guestMayOpen('/pesquisa/entidade/7/2/detalhe')).toBe(true);
    expect(guestMayOpen('/entidade/7/2')).toBe(false);
    expect(guestMayOpen('/entidade/0/0')).toBe(false);
    expect(guestMayOpen('/tarefas')).toBe(false);
    // Every kind the guest menu offers, and none it does not (SPEC §2.10: not heritage nor documents).
    expect(guestMayOpen('/servicos')).toBe(true);
    expect(guestMayOpen('/servico/3/1/detalhe')).toBe(true);
    expect(guestMayOpen('/pesquisa/pontoatendimento/3/1/detalhe')).toBe(true);
    expect(guestMayOpen('/servico/3/1')).toBe(false);
    expect(guestMayOpen('/documentos')).toBe(false);
    expect(guestMayOpen('/patrimonio/3/1/detalhe')).toBe(false);
  });

  it('a guest clicking Entidades sees the published entities, read-only', async () => {
    const fetchMock = fakeApi();
    const { router } = renderApp('/entidades', { session: guestTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entidades' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Secretaria Regional das Finanças' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/entidades');
    expect(screen.queryByRole('link', { name: 'Criar' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/entity/search')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('an anonymous visitor opening the list gets a guest session first, and the list', async () => {
    const fetchMock = fakeApi();
    renderApp('/entidades');
    expect(await screen.findByRole('link', { name: 'Secretaria Regional das Finanças' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
    // The list waited for the guest token: no call went out bare (HTTP 401).
    expect(requestsTo(fetchMock, '/records/entity/search').every((r) => r.headers.get('Authorization'))).toBe(true);
  });

  it('a guest opening a page that needs a sign-in goes home told why, the target kept for after the sign-in', async () => {
    fakeApi();
    const { router } = renderApp('/tarefas', { session: guestTokenData() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Inicie sessão para abrir esta página; depois de entrar, é levado até ela.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBe('/tarefas');
  });

  it('holds a user whose password must change on the change page, whatever page the app moves to (issue 29 §9)', async () => {
    fakeApi();
    const { router } = renderApp('/', { session: userTokenData([11], { mcp: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/alterarpalavrapasse'));
    // A move inside the app (a menu or header link) runs the guard again.
    for (const path of ['/', '/entidades', '/tarefas', '/nao-existe']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/alterarpalavrapasse'));
    }
  });
});
