import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { useFormikContext } from 'formik';
import type { RecordView } from '@/shared/records/contract';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { entityView } from '@/web/features/entities/entityFixtures';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import type { EditFormProps, RecordKindUi } from './kindUi';
import { RecordEditPage } from './RecordEditPage';

type Input = { code: string; name: string; organizationId: number | null };

/** What the fake form received: the owner is shown, its id is the form's initial organisation. */
function FakeForm({ owner }: EditFormProps<Record<string, unknown>>) {
  const { values } = useFormikContext<Input>();
  return (
    <p>
      owner: {owner?.name ?? 'none'}; organizationId: {String(values.organizationId)}
    </p>
  );
}

const NOOP = () => null;

/** A kind owned by an entity, as a feature would declare it (only what the edit page reads matters). */
const serviceUi: RecordKindUi<Input> = {
  kind: 'service',
  searchForm: 'service',
  pageField: 'pageNumber',
  useListColumns: () => [],
  SearchFields: NOOP,
  EditForm: FakeForm,
  DetailSections: NOOP,
  schema: yup.object({ code: yup.string().default(''), name: yup.string().default(''), organizationId: yup.number().nullable().default(null) }),
  emptyInput: (_parent, owner?: RecordView | null) => ({ code: 'S1', name: 'Serviço novo', organizationId: owner?.id ?? null }),
  listEmptyText: 'entity.list.empty',
  fieldLabels: {},
};

function renderAt(url: string) {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  return renderWithProviders(<p>elsewhere</p>, {
    path: url,
    store,
    extraRoutes: [
      { path: ROUTE_PATHS['service.editInEntity'], element: <RecordEditPage ui={serviceUi} /> },
      { path: ROUTE_PATHS['entity.detail'], element: <p>entity detail</p> },
      { path: ROUTE_PATHS['service.detail'], element: <p>service detail</p> },
    ],
  });
}

describe('creating a record under its entity', () => {
  it('hands the owner entity to the form and its empty input, saves, and cancels back to the entity', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/entity/11/1': () => envelope(entityView({ canCreateOwned: ['service'] })),
      '/records/service': () => envelope({ id: 9, version: 1, state: 2 }),
    });
    const { router } = renderAt('/entidade/11/1/servico/0/0');
    expect(await screen.findByText('owner: Direção Regional de Teste; organizationId: 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Novo serviço' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/entidade/11/1/detalhe');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/servico/9/1/detalhe'));
    const [request] = requestsTo(fetchMock, '/records/service');
    expect(await request?.json()).toEqual({ input: { code: 'S1', name: 'Serviço novo', organizationId: 11 } });
  });

  it('refuses where the server does not allow the kind in that entity, with the way back to it', async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/entity/11/1': () => envelope(entityView({ canCreateOwned: ['document'] })),
    });
    renderAt('/entidade/11/1/servico/0/0');
    expect(await screen.findByText('Não tem permissão para editar esta versão.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à entidade' })).toHaveAttribute('href', '/entidade/11/1/detalhe');
  });

  it('edits a saved record under its own entity only', async () => {
    const service = (organizationId: number) => ({
      ...entityView({ id: 9, organizationId, canEdit: true }),
      kind: 'service' as const,
      name: 'Serviço guardado',
      data: { code: 'S9', name: 'Serviço guardado', organizationId },
    });
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/records/entity/11/1': () => envelope(entityView()),
      '/records/service/9/1': () => envelope(service(11)),
      '/records/service/9/2': () => envelope({ ...service(12), version: 2 }),
    });
    const first = renderAt('/entidade/11/1/servico/9/1');
    expect(await screen.findByText('owner: Direção Regional de Teste; organizationId: 11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/entidade/11/1/detalhe');
    first.unmount();

    renderAt('/entidade/11/1/servico/9/2');
    expect(await screen.findByText('owner: none; organizationId: 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/servico/9/2/detalhe');
  });
});
