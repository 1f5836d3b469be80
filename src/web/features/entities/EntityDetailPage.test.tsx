import { screen, within } from '@testing-library/react';
import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import type { EntityData } from '@/shared/records/entity';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { entityView } from './entityFixtures';

function fakeApi(view: RecordView<EntityData>) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/organizationType': () =>
      envelope([{ id: 3, category: 'organizationType', labelPt: 'Direção Regional', labelEn: 'Regional Directorate', active: true, sortOrder: 1 }]),
    '/reference/relatedEntityType': () => envelope([]),
    '/reference/divisions': () =>
      envelope([
        { id: 2, type: 2, code: '42', name: 'São Miguel', parentId: null },
        { id: 20, type: 3, code: '4201', name: 'Lagoa', parentId: 2 },
        { id: 200, type: 4, code: '420104', name: 'Lagoa (Santa Cruz)', parentId: 20 },
      ]),
    [`/records/entity/11/${view.version}`]: () => envelope(view),
    '/records/entity/11/history': () =>
      envelope([
        { version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' },
        { version: 2, date: '2024-03-01T10:00:00Z', state: RecordState.Draft, changedBy: 'admin' },
      ]),
    [`/records/entity/11/${view.version}/changelog`]: () =>
      envelope([
        {
          field: 'name',
          before: 'Antigo',
          after: 'Novo',
          text: 'Nome: Antigo != Novo',
          diff: { field: 'name', label: 'Nome', status: 'changed', payload: { type: 'value', before: 'Antigo', after: 'Novo' } },
        },
      ]),
    '/records/entity/11/audit': () => envelope([{ version: 1, action: 'publish', fromState: 2, toState: 5, comment: null, username: 'revisor', at: '2024-01-02T09:00:00Z' }]),
  });
}

describe('the entity detail', () => {
  it('shows the fields, the state, the allowed actions, Editar and Criar subentidade', async () => {
    fakeApi(entityView({ state: RecordState.Published, allowedActions: ['archive', 'obsolete', 'extinct'], canCreateChild: true }));
    renderApp('/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Direção Regional de Teste' })).toBeInTheDocument();
    expect(screen.getByText('Publicado', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(await screen.findByText('Direção Regional', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/entidade/11/1');
    expect(screen.getByRole('link', { name: 'Criar subentidade' })).toHaveAttribute('href', '/entidade/0/0/11/1');
    const workflow = screen.getByRole('group', { name: 'Ações de fluxo' });
    expect(
      within(workflow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Arquivar', 'Tornar obsoleto', 'Extinguir']);
  });

  it('names the territorial scope and the parish with the places above them', async () => {
    const view = entityView();
    fakeApi({ ...view, data: { ...view.data, territorialScope: [2, 20], address: { street: 'Rua Direita 1', zipCode: '9560-045', locality: 'Lagoa', parishId: 200 } } });
    renderApp('/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByText('São Miguel; Lagoa · São Miguel')).toBeInTheDocument();
    expect(screen.getByText('Rua Direita 1, 9560-045 Lagoa, Lagoa (Santa Cruz) · Lagoa · São Miguel')).toBeInTheDocument();
  });

  it('hides Editar without canEdit, and sends to the pending version when one exists', async () => {
    fakeApi(entityView({ canEdit: false, allowedActions: [] }));
    const first = renderApp('/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Direção Regional de Teste' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    // No workflow action is offered; the bar keeps only the public preview (issue 31 §3), which every reader has.
    const bar = screen.getByRole('group', { name: 'Ações de fluxo' });
    expect(within(bar).queryAllByRole('button')).toHaveLength(0);
    expect(within(bar).getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute('href', '/entidade/11/1/previsualizar');
    first.unmount();

    fakeApi(entityView({ state: RecordState.Published, pendingVersion: 2, latestVersion: 2 }));
    renderApp('/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('link', { name: 'Editar versão 2 em curso' })).toHaveAttribute('href', '/entidade/11/2');
    expect(screen.getByText(/Existe uma versão mais recente em curso \(versão 2\)/)).toBeInTheDocument();
  });

  it('shows the version timeline and the change log on the history tab, and the audit trail', async () => {
    fakeApi(entityView({ version: 2 }));
    renderApp('/entidade/11/2/detalhe#historico', { session: makeTokenData() });
    const timeline = await screen.findByRole('list', { name: 'Histórico de versões' });
    const links = await within(timeline).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/entidade/11/1/detalhe#historico', '/entidade/11/2/detalhe#historico']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('changelog')).toHaveTextContent(/^Nome:Apagado: Antigo \(fim da alteração\)→ != Inserido: Novo \(fim da alteração\)$/);
  });

  it('in Tasks, asks for the decision and shows the changes against the published version', async () => {
    const fetchMock = fakeApi(entityView({ version: 2, state: RecordState.SubmittedForApproval, allowedActions: ['submitForPublication', 'publish', 'return'] }));
    renderApp('/tarefas/entidade/11/2/detalhe', { session: makeTokenData() });
    expect(await screen.findByText('Este registo aguarda a sua decisão.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alterações em relação à versão publicada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às tarefas' })).toHaveAttribute('href', '/tarefas');
    await screen.findAllByTestId('changelog');
    const urls = requestsTo(fetchMock, '/records/entity/11/2/changelog').map((r) => new URL(r.url, 'http://localhost').search);
    expect(urls).toContain('?againstPublished=true&language=pt');
  });

  it('in Tasks, a published version awaits no decision and is the published one itself', async () => {
    fakeApi(entityView({ state: RecordState.Published, allowedActions: ['archive', 'obsolete', 'extinct'] }));
    renderApp('/tarefas/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByText('Esta versão está no estado «Publicado»: não aguarda nenhuma decisão.')).toBeInTheDocument();
    expect(screen.getByText('Esta é a versão publicada.')).toBeInTheDocument();
    expect(screen.queryByText('Este registo aguarda a sua decisão.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Não existe versão publicada/)).not.toBeInTheDocument();
  });

  it('in Tasks, a submitted version the user may not review is not theirs to decide', async () => {
    fakeApi(entityView({ version: 2, state: RecordState.SubmittedForApproval, allowedActions: [] }));
    renderApp('/tarefas/entidade/11/2/detalhe', { session: makeTokenData() });
    expect(await screen.findByText(/aguarda a decisão de quem pode aprovar na organização do registo: não lhe cabe decidir/)).toBeInTheDocument();
    expect(screen.queryByText('Este registo aguarda a sua decisão.')).not.toBeInTheDocument();
  });

  it('in English, names the changed fields in English whatever language the server wrote the log in', async () => {
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    fakeApi(entityView({ version: 2 }));
    renderApp('/entidade/11/2/detalhe#historico', { session: makeTokenData(), store });
    expect(await screen.findByTestId('changelog')).toHaveTextContent(/^Name:.*Antigo.*→ != .*Novo/);
  });

  it('goes back where it came from: the search, the organic tree', async () => {
    fakeApi(entityView());
    const first = renderApp('/pesquisa/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('link', { name: 'Voltar à pesquisa' })).toHaveAttribute('href', '/');
    first.unmount();
    renderApp('/entidade/11/1/detalhe/organica', { session: makeTokenData() });
    expect(await screen.findByRole('link', { name: 'Voltar à orgânica' })).toHaveAttribute('href', '/organica');
  });

  it('in Tasks, says so when the record was never published', async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/reference/organizationType': () => envelope([]),
      '/reference/relatedEntityType': () => envelope([]),
      '/records/entity/11/1': () => envelope(entityView({ state: RecordState.SubmittedForApproval })),
      '/records/entity/11/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.SubmittedForApproval, changedBy: 'admin' }]),
      '/records/entity/11/1/changelog': () => envelope([]),
      '/records/entity/11/audit': () => envelope([]),
    });
    renderApp('/tarefas/entidade/11/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByText('Não existe versão publicada: este é um registo novo.')).toBeInTheDocument();
  });
});
