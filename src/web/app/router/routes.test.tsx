import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { ACCOUNT_PATHS, NOTIFICATION_PATHS } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/limits';
import { makeStore } from '@/web/app/store';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { guestTokenData, makeTokenData, userTokenData } from '@/web/test/tokens';
import { isRouteHandle } from './routeHandle';
import { createAppRoutes } from './routes';

const routes = createAppRoutes(makeStore());

function routeNameOf(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  const handle = matches[matches.length - 1]?.route.handle;
  return isRouteHandle(handle) ? handle.name : undefined;
}

describe('the route table', () => {
  it.each([
    ['/', 'home'],
    ['/backoffice/login', 'login'],
    ['/authcallback', 'authCallback'],
    ['/tarefas', 'tasks.list'],
    ['/tarefas/entidade/7/2/detalhe', 'tasks.entity'],
    ['/tarefas/servico/7/2/detalhe', 'tasks.service'],
    ['/tarefas/pontoatendimento/7/2/detalhe', 'tasks.pointOfCare'],
    ['/tarefas/documento/7/2/detalhe', 'tasks.document'],
    ['/entidades', 'entity.list'],
    ['/entidade/7/2', 'entity.edit'],
    ['/entidade/7/2/organica', 'entity.edit'],
    ['/entidade/7/2/3/1', 'entity.editSub'],
    ['/entidade/7/2/3/1/organica', 'entity.editSub'],
    ['/entidade/7/2/detalhe', 'entity.detail'],
    ['/entidade/7/2/detalhe/organica', 'entity.detail'],
    ['/pesquisa/entidade/7/2/detalhe', 'entity.searchDetail'],
    ['/entidade/7/2/pontoatendimento/9/1', 'pointOfCare.editInEntity'],
    ['/entidade/7/2/pontoatendimento/9/1/organica', 'pointOfCare.editInEntity'],
    ['/entidade/7/2/servico/9/1', 'service.editInEntity'],
    ['/entidade/7/2/documento/9/1', 'document.editInEntity'],
    ['/pontosatendimento', 'pointOfCare.list'],
    ['/pontoatendimento/9/1', 'pointOfCare.edit'],
    ['/pontoatendimento/9/1/detalhe', 'pointOfCare.detail'],
    ['/pontoatendimento/9/1/detalhe/organica/associacao', 'pointOfCare.detail'],
    ['/pesquisa/pontoatendimento/9/1/detalhe', 'pointOfCare.searchDetail'],
    ['/patrimonios', 'location.list'],
    ['/patrimonio', 'location.create'],
    ['/patrimonio/4/1', 'location.edit'],
    ['/patrimonio/4/1/detalhe', 'location.detail'],
    ['/pesquisa/patrimonio/4/1/detalhe', 'location.searchDetail'],
    ['/servicos', 'service.list'],
    ['/servico/5/3', 'service.edit'],
    ['/servico/5/3/detalhe', 'service.detail'],
    ['/servico/5/3/detalhe/organica', 'service.detail'],
    ['/pesquisa/servico/5/3/detalhe', 'service.searchDetail'],
    ['/documentos', 'document.list'],
    ['/documento', 'document.create'],
    ['/documento/6/1', 'document.edit'],
    ['/documento/6/1/detalhe', 'document.detail'],
    ['/pesquisa/documento/6/1/detalhe', 'document.searchDetail'],
    ['/organica', 'organic'],
    ['/treeview', 'organic.treeview'],
    ['/relatorios', 'reports'],
    ['/importacao', 'settings.import'],
    ['/alterarpalavrapasse', 'changePassword'],
    ['/teste', 'test'],
    ['/configuracoes/perfis', 'settings.profiles'],
    ['/configuracoes/perfil', 'settings.profileCreate'],
    ['/configuracoes/perfil/3', 'settings.profileEdit'],
    ['/configuracoes/perfil/3/detalhe', 'settings.profileDetail'],
    ['/configuracoes/utilizadores', 'settings.users'],
    ['/configuracoes/utilizador', 'settings.userCreate'],
    ['/configuracoes/utilizador/3', 'settings.userEdit'],
    ['/configuracoes/atividadeseconomica', 'settings.economicActivities'],
    ['/configuracoes/atividadeeconomica/3', 'settings.economicActivityEdit'],
    ['/configuracoes/legislacoes', 'settings.legislations'],
    ['/configuracoes/legislacao/3', 'settings.legislationEdit'],
    ['/configuracoes/legislacao', 'settings.legislationCreate'],
    ['/configuracoes/tiposderecusa', 'settings.refusalTypes'],
    ['/configuracoes/tiposderecusa/3', 'settings.refusalTypeEdit'],
    ['/configuracoes/tipoderecusa', 'settings.refusalTypeCreate'],
    ['/configuracoes/parametros', 'settings.parameters'],
    ['/configuracoes/parametro/3', 'settings.parameterEdit'],
    ['/configuracoes/parametrosobjetos', 'settings.objectParameters'],
    ['/configuracoes/gestaoagrupamentos', 'settings.groupManagement'],
    ['/nao/existe', 'notFound'],
  ])('%s is %s', (url, name) => {
    expect(routeNameOf(url)).toBe(name);
  });
});

describe('the route guards', () => {
  beforeEach(() => {
    mockFetch({
      [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()),
      [NOTIFICATION_PATHS.count]: () => envelope(0),
    });
  });

  it('send a visitor without a session home, keep the target and make a guest session', async () => {
    const fetchMock = mockFetch({ [ACCOUNT_PATHS.loginGuest]: () => envelope(guestTokenData()) });
    const { router, store } = renderApp('/configuracoes/perfis?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBe('/configuracoes/perfis?x=1');
    await waitFor(() => expect(store.getState().session.status).toBe('guest'));
    expect(requestsTo(fetchMock, ACCOUNT_PATHS.loginGuest)).toHaveLength(1);
  });

  it('send a guest home too', async () => {
    const { router } = renderApp('/tarefas', { session: guestTokenData() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBe('/tarefas');
  });

  it('let a signed-in user in: the page is the shared placeholder, in both languages', async () => {
    // The reports and the organic tree have their pages now: the test page is one of the placeholders left.
    renderApp('/teste', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Em construção' })).toBeInTheDocument();
    expect(screen.getByText('Under construction')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Teste · CESA Backoffice'));
  });

  it('treat an expired session as none', async () => {
    const { router, store } = renderApp('/tarefas', { session: makeTokenData({ exp: Math.floor(Date.now() / 1000) - 10 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(store.getState().session.status).toBe('guest'));
  });

  it('let only holders of 61 into the object parameters', async () => {
    const deleteOnly = renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([62]) });
    await waitFor(() => expect(deleteOnly.router.state.location.pathname).toBe('/'));
    deleteOnly.unmount();

    const editor = renderApp('/configuracoes/parametrosobjetos', { session: userTokenData([61]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parâmetros de objetos' })).toBeInTheDocument();
    expect(editor.router.state.location.pathname).toBe('/configuracoes/parametrosobjetos');
  });

  it('hold a user who must change the password on the change-password page', async () => {
    const { router } = renderApp('/tarefas', { session: makeTokenData({ mcp: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/alterarpalavrapasse'));
    expect(await screen.findByText('Tem de alterar a sua palavra-passe antes de continuar.')).toBeInTheDocument();
  });

  it('answer unknown addresses with the 404 page', async () => {
    renderApp('/nao/existe', { session: guestTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
