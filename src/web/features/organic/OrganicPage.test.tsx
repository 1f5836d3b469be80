import { act, screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { ORGANIC_LIMITS, type OrganicBounds, type OrganicNode } from '@/shared/organic';
import { UNDO_PATHS } from '@/shared/undo';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const BOUNDS: OrganicBounds = { minimumDate: '2020-01-01', today: '2026-03-02' };

const node = (id: number, name: string, extra: Partial<OrganicNode> = {}): OrganicNode => ({
  id,
  version: 1,
  code: `C${id}`,
  name,
  abbreviation: `A${id}`,
  active: true,
  isFolder: false,
  pendingState: null,
  canOrder: false,
  childCount: 0,
  ownedCounts: { service: 0, pointOfCare: 0, document: 0, location: 0 },
  ...extra,
});

const ROOT = node(1, 'Governo Regional', { childCount: 3, canOrder: true });
const CHILDREN = [
  node(2, 'Direção Alfa', { ownedCounts: { service: 3, pointOfCare: 1, document: 0, location: 0 } }),
  node(3, 'Direção Beta', { pendingState: 3 }),
  node(4, 'Secretaria Gama', { isFolder: true }),
];

const UNDO_TOKEN = 'u'.repeat(32);

/** The page of `all` the request asks (offset, limit), as the server answers it. */
function levelPage(request: Request, all: OrganicNode[]) {
  const params = new URL(request.url, 'http://localhost').searchParams;
  const offset = Number(params.get('offset') ?? 0);
  return envelope({ nodes: all.slice(offset, offset + Number(params.get('limit') ?? 100)), total: all.length, offset });
}

function mockOrganicApi(children: OrganicNode[] = CHILDREN) {
  return mockFetch({
    '/organic/bounds': () => envelope(BOUNDS),
    '/organic/nodes': (request) => levelPage(request, new URL(request.url, 'http://localhost').searchParams.get('parentId') === '1' ? children : [ROOT]),
    '/organic/search': () => envelope([{ node: CHILDREN[1], path: [1, 3] }]),
    '/organic/order': () => envelope({ undoToken: UNDO_TOKEN }),
    [UNDO_PATHS.undo(UNDO_TOKEN)]: () => envelope({ action: 'organicOrder', kind: null, id: null, version: null, parentId: 1 }),
  });
}

describe('the organic tree page', () => {
  it('shows a first page of sub-entities and "Mostrar mais", which reads the next ones in place, the focus on the first of them', async () => {
    // Pages of 3 here (100 in the app): the same items, without rendering hundreds of them in jsdom.
    const page = jest.replaceProperty(ORGANIC_LIMITS, 'childrenPage', 3 as typeof ORGANIC_LIMITS.childrenPage);
    try {
      const many = Array.from({ length: 7 }, (_, i) => node(100 + i, `Unidade ${i}`));
      const fetchMock = mockOrganicApi(many);
      renderApp('/organica', { session: makeTokenData() });
      const tree = await screen.findByRole('tree', { name: 'Árvore orgânica em 02/03/2026' });
      const root = within(tree).getByRole('treeitem', { name: /^Governo Regional/ });
      const units = () => within(root).getAllByRole('treeitem', { name: /^Unidade/ }).length;
      act(() => root.focus());
      await userEvent.keyboard('{ArrowRight}');
      await within(tree).findByRole('treeitem', { name: /^Unidade 0/ });
      expect(units()).toBe(3);
      // The keyboard reaches it (End: the last visible item) and Enter reads the next page.
      await userEvent.keyboard('{End}');
      expect(within(tree).getByRole('treeitem', { name: 'Mostrar mais (4 restantes)' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /^Unidade 3/ })).toHaveFocus());
      expect(units()).toBe(6);
      expect(root).toHaveAttribute('aria-expanded', 'true');
      const offsets = () => requestsTo(fetchMock, '/organic/nodes').map((r) => new URL(r.url, 'http://localhost').searchParams.get('offset'));
      expect(offsets()).toEqual(['0', '0', '3']);
      // The last page: no "Mostrar mais" once every sub-entity is shown.
      await userEvent.keyboard('{End}{Enter}');
      await waitFor(() => expect(within(tree).getByRole('treeitem', { name: /^Unidade 6/ })).toHaveFocus());
      expect(units()).toBe(7);
      expect(within(tree).queryByRole('treeitem', { name: /^Mostrar mais/ })).not.toBeInTheDocument();
    } finally {
      page.restore();
    }
  });

  it('loads a level when it expands, names the nodes with their markers, type-ahead finds them, and the chosen one is kept per tab', async () => {
    const fetchMock = mockOrganicApi();
    const { store } = renderApp('/organica', { session: makeTokenData() });
    const tree = await screen.findByRole('tree', { name: 'Árvore orgânica em 02/03/2026' });
    const root = within(tree).getByRole('treeitem', { name: 'Governo Regional Publicada C1' });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(requestsTo(fetchMock, '/organic/nodes').map((r) => new URL(r.url, 'http://localhost').search)).toEqual([
      `?date=2026-03-02&offset=0&limit=${ORGANIC_LIMITS.childrenPage}`,
    ]);

    act(() => root.focus());
    await userEvent.keyboard('{ArrowRight}');
    const alfa = await within(tree).findByRole('treeitem', { name: 'Direção Alfa Publicada C2' });
    expect(alfa).toHaveAccessibleDescription('Serviços: 3 Pontos de atendimento: 1');
    expect(within(tree).getByRole('treeitem', { name: 'Direção Beta Submetida, Publicada C3' })).toBeInTheDocument();
    expect(within(tree).getByRole('treeitem', { name: 'Secretaria Gama Pasta, Publicada C4' })).toBeInTheDocument();
    expect(store.getState().organicTabs.tabs[0]?.expanded).toEqual(['1']);

    await userEvent.keyboard('s');
    expect(within(tree).getByRole('treeitem', { name: /^Secretaria Gama/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    expect(alfa).toHaveAttribute('aria-checked', 'true');
    expect(store.getState().organicTabs.tabs[0]?.selected).toBe('2');
    const summary = screen.getByRole('region', { name: 'Entidade escolhida' });
    expect(within(summary).getByRole('link', { name: 'Ver detalhe' })).toHaveAttribute('href', '/entidade/2/1/detalhe/organica');
  });

  it('orders the sub-entities of a node the user may order, with the keyboard, and saves the order', async () => {
    const fetchMock = mockOrganicApi();
    renderApp('/organica', { session: makeTokenData() });
    const tree = await screen.findByRole('tree');
    await userEvent.click(
      within(tree)
        .getByRole('treeitem', { name: /^Governo Regional/ })
        .querySelector('.MuiTreeItem-content') as HTMLElement,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar subentidades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar as subentidades de Governo Regional' });
    const up = await within(dialog).findByRole('button', { name: 'Subir Direção Beta' });
    act(() => up.focus());
    await userEvent.keyboard('{Enter}');
    // Beta is first now: its 'Subir' is disabled, so focus moved to its 'Descer'.
    expect(within(dialog).getByRole('button', { name: 'Descer Direção Beta' })).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Direção Beta'), expect.stringContaining('2. Direção Alfa'), expect.stringContaining('3. Secretaria Gama')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar ordem' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/organic/order')).toHaveLength(1));
    const [put] = requestsTo(fetchMock, '/organic/order');
    expect(put?.method).toBe('PUT');
    expect(await put?.json()).toEqual({ parentId: 1, childIds: [3, 2, 4] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Undoable (issue 30 §4): the toast offers 'Anular'; the previous order comes back and the tree reads its levels again.
    const levelsRead = requestsTo(fetchMock, '/organic/nodes').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Ação anulada.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, UNDO_PATHS.undo(UNDO_TOKEN))).toHaveLength(1);
    await waitFor(() => expect(requestsTo(fetchMock, '/organic/nodes').length).toBeGreaterThan(levelsRead));
  });

  it("opens dated tabs within the bounds, refuses a date already open with 'Data escolhida já existe', closes them and resets", async () => {
    mockOrganicApi();
    const { store } = renderApp('/organica', { session: makeTokenData() });
    const date = await screen.findByRole('textbox', { name: 'Data' });
    expect(screen.getByText('Entre 01/01/2020 e 02/03/2026.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Abrir separador' });

    await userEvent.type(date, '31122019');
    await userEvent.click(open);
    expect(await screen.findByText(/01\/01\/2020/, { selector: 'p.Mui-error' })).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '15012020');
    await userEvent.click(open);
    const dated = await screen.findByRole('tab', { name: '15/01/2020' });
    expect(dated).toHaveAttribute('id', 'tab-20200115');
    expect(dated).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hoje' })).toHaveAttribute('id', 'tab-20260302');

    await userEvent.type(date, '15012020');
    await userEvent.click(open);
    expect(await screen.findByText('Data escolhida já existe')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);

    act(() => dated.focus());
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));

    await userEvent.clear(date);
    await userEvent.type(date, '16012020');
    await userEvent.click(open);
    await screen.findByRole('tab', { name: '16/01/2020' });
    await userEvent.click(screen.getByRole('button', { name: 'Repor separadores' }));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(store.getState().organicTabs).toEqual({ tabs: [{ id: 'tab-20260302', date: '2026-03-02', isToday: true }], activeTabId: 'tab-20260302' });
  });
});
