import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, TableData } from '@/shared/records/contract';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { entityView } from '@/web/features/entities/entityFixtures';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, httpStatus, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { entityUi } from '@/web/features/entities/entityUi';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { OwnedRecordsSections, ownedKindsOf } from './OwnedRecordsSection';
import { RecordDetailPage } from './RecordDetailPage';
import { sampleListItem } from './recordFixtures';

/** A published row of an entity's owned list: no abbreviation, owned by the health directorate. */
function item(kind: RecordListItem['kind'], id: number, overrides: Partial<RecordListItem> = {}): RecordListItem {
  return sampleListItem(kind, id, { abbreviation: '', organizationName: 'Direção Regional da Saúde', ...overrides });
}

const page = (items: RecordListItem[], total: number, pageNumber = 1): TableData<RecordListItem> => ({ items, total, pageCount: Math.ceil(total / 5), pageNumber });

function renderSections(view = entityView({ canCreateOwned: ['service'] }), language: 'pt' | 'en' = 'pt') {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  if (language === 'en') store.dispatch(languageChanged('en'));
  return renderWithProviders(<OwnedRecordsSections owner={view} kindsWithPages={['entity', 'service', 'document', 'location']} />, { store });
}

describe("an entity's owned records", () => {
  it('are listed for the owned kinds with pages only, never an entity or a kind without pages', () => {
    const entity = entityView();
    expect(ownedKindsOf(entity, ['entity', 'service', 'document', 'location'])).toEqual(['service', 'document']);
    expect(ownedKindsOf(entity, ['entity'])).toEqual([]);
    expect(ownedKindsOf({ kind: 'service' }, ['entity', 'service'])).toEqual([]);
  });

  it("list each kind under its plural label, five a page by code, with the entity's filter, linking to each detail", async () => {
    const user = userEvent.setup({ delay: null });
    const forms: unknown[] = [];
    const fetchMock = mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/service/search': async (request) => {
        const form = (await request.json()) as { pageNumber: number };
        forms.push(form);
        return envelope(
          form.pageNumber === 2
            ? page([item('service', 6)], 6, 2)
            : page(
                [1, 2, 3, 4, 5].map((id) => item('service', id, id === 2 ? { state: RecordState.Draft } : {})),
                6,
              ),
        );
      },
      '/records/document/search': () => envelope(page([], 0)),
    });
    renderSections();

    const services = await screen.findByRole('region', { name: 'Serviços' });
    const table = await within(services).findByRole('table', { name: 'Serviços' });
    expect(await within(table).findByRole('link', { name: 'Registo 1' })).toHaveAttribute('href', '/servico/1/1/detalhe');
    expect(within(table).getByText('C3')).toBeInTheDocument();
    expect(within(table).getByText('Em elaboração', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(forms).toEqual([{ organizationId: 11, sortBy: 'Code', pageNumber: 1, pageSize: 5 }]);

    await user.click(within(services).getByRole('button', { name: /2/ }));
    expect(await within(services).findByRole('link', { name: 'Registo 6' })).toHaveAttribute('href', '/servico/6/1/detalhe');
    expect(forms.at(-1)).toMatchObject({ organizationId: 11, pageNumber: 2 });

    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(await within(documents).findByText('Não existem documentos para mostrar')).toBeInTheDocument();
    // Only the kinds it owns: no entity, no heritage list.
    expect(requestsTo(fetchMock, '/records/entity/search')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/records/location/search')).toHaveLength(0);
  });

  it("offer 'Novo serviço' under the entity only for the kinds the server allows there", async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/service/search': () => envelope(page([], 0)),
      '/records/document/search': () => envelope(page([], 0)),
    });
    renderSections(entityView({ id: 11, version: 2, canCreateOwned: ['service'] }));
    const services = await screen.findByRole('region', { name: 'Serviços' });
    expect(within(services).getByRole('link', { name: 'Novo serviço' })).toHaveAttribute('href', '/entidade/11/2/servico/0/0');
    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(within(documents).queryByRole('link', { name: 'Novo documento' })).not.toBeInTheDocument();
  });

  it('say so when a list could not be loaded, and speak English', async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/service/search': () => httpStatus(500),
      '/records/document/search': () => envelope(page([], 0)),
    });
    renderSections(entityView({ canCreateOwned: ['service', 'document'] }), 'en');
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(await within(services).findByText('The list of services could not be loaded.')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'New document' })).toHaveAttribute('href', '/entidade/11/1/documento/0/0');
    expect(await within(documents).findByText('There are no documents to show')).toBeInTheDocument();
  });

  it("show on the entity's detail page, not on its task page", async () => {
    const fetchMock = mockFetch({
      '/notifications/count': () => envelope(0),
      '/reference/organizationType': () => envelope([]),
      '/reference/relatedEntityType': () => envelope([]),
      '/reference/divisions': () => envelope([]),
      '/records/entity/11/1': () => envelope(entityView({ canCreateOwned: ['service'] })),
      '/records/entity/11/history': () => envelope([]),
      '/records/entity/11/1/changelog': () => envelope([]),
      '/records/entity/11/audit': () => envelope([]),
      '/records/service/search': () => envelope(page([item('service', 1)], 1)),
    });
    const store = makeStore();
    store.dispatch(sessionStarted(makeTokenData()));
    const page404 = <p>elsewhere</p>;
    const kindsWithPages = ['entity', 'service'] as const;
    const first = renderWithProviders(page404, {
      path: '/entidade/11/1/detalhe',
      store,
      extraRoutes: [{ path: ROUTE_PATHS['entity.detail'], element: <RecordDetailPage ui={entityUi} kindsWithPages={kindsWithPages} /> }],
    });
    const services = await screen.findByRole('region', { name: 'Serviços' });
    expect(await within(services).findByRole('link', { name: 'Registo 1' })).toBeInTheDocument();
    expect(within(services).getByRole('link', { name: 'Novo serviço' })).toHaveAttribute('href', '/entidade/11/1/servico/0/0');
    expect(screen.queryByRole('region', { name: 'Documentos' })).not.toBeInTheDocument();
    first.unmount();

    fetchMock.mockClear();
    renderWithProviders(page404, {
      path: '/tarefas/entidade/11/1/detalhe',
      store,
      extraRoutes: [{ path: ROUTE_PATHS['tasks.entity'], element: <RecordDetailPage ui={entityUi} mode="task" kindsWithPages={kindsWithPages} /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Direção Regional de Teste' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Serviços' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/service/search')).toHaveLength(0);
  });
});
