import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { stubLayoutForProseMirror } from '@/web/components/testing/proseMirrorLayout';
import { entityView } from '@/web/features/entities/entityFixtures';
import { LEGISLATIONS, SERVICE_REFERENCE_LISTS, serviceListItem, serviceView } from './serviceFixtures';
import { serviceUi } from './serviceUi';

// The procedure's editor is ProseMirror.
beforeAll(stubLayoutForProseMirror);

const DIRECTORATE = { id: 11, version: 1, code: 'DRS', name: 'Direção Regional da Saúde', abbreviation: 'DRS', state: RecordState.Published, isFolder: false };

function fakeApi(create: () => Response) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    ...Object.fromEntries(Object.entries(SERVICE_REFERENCE_LISTS).map(([path, items]) => [path, () => envelope(items)])),
    '/reference/legislations': () => envelope(LEGISLATIONS),
    '/settings/templates/active': () => envelope([]),
    '/records/entity/picker': () => envelope([DIRECTORATE]),
    '/records/service/search': () => envelope({ items: [serviceListItem({ id: 7, version: 2, name: 'Licenças de pesca' })], total: 1, pageCount: 1, pageNumber: 1 }),
    '/records/document/search': () =>
      envelope({ items: [serviceListItem({ kind: 'document', id: 51, version: 1, name: 'Cartão de cidadão' })], total: 1, pageCount: 1, pageNumber: 1 }),
    '/records/document/51/1': () => envelope({ ...serviceView(), kind: 'document', id: 51, name: 'Cartão de cidadão' }),
    '/records/service': create,
    '/records/service/21/1': () => envelope(serviceView()),
    '/records/service/21/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: 2, changedBy: 'admin' }]),
    '/records/service/21/audit': () => envelope([]),
    '/records/entity/11/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
    '/records/entity/11/1': () => envelope(entityView({ name: 'Direção Regional da Saúde' })),
  });
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

// The service form is large; on a loaded 2-core machine a test here can take longer than the default.
jest.setTimeout(420_000);

describe('the service edit page', () => {
  it("creating: missing required fields toast 'Existem campos obrigatórios a serem prenchidos.', say 'Campo obrigatório' and focus the first", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(() => envelope({ id: 21, version: 1, state: 2 }));
    renderApp('/servico/0/0', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo serviço' }, { timeout: 10_000 })).toBeInTheDocument();
    for (const title of ['Identificação', 'Classificação', 'Procedimento', 'Prazo de resposta', 'Canais de prestação', 'Campos genéricos']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Existem campos obrigatórios a serem prenchidos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Código do serviço')).toHaveFocus());
    expect(screen.getByLabelText('Código do serviço')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(5);
    expect(screen.queryByText(/required|must be/i)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/service')).toHaveLength(0);
  });

  // The other selects work alike; the browser test (e2e/services.spec.ts) fills every field.
  it('sends the chosen entity, parent, area, processing time, legislation, documents and form address, and opens the saved version', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(() => envelope({ id: 21, version: 1, state: 2 }));
    const { router } = renderApp('/servico/0/0', { session: makeTokenData() });
    await paste(user, await screen.findByLabelText('Código do serviço', undefined, { timeout: 10_000 }), 'SRV-1');
    await paste(user, screen.getByLabelText('Sigla'), 'LPL');
    await paste(user, screen.getByLabelText('Nome'), 'Licença de pesca lúdica');
    await choose(user, 'Entidade', /Direção Regional da Saúde/);
    await choose(user, 'Serviço-pai', 'Licenças de pesca');
    await choose(user, 'Área de serviço', 'Saúde');
    await paste(user, screen.getByLabelText('Duração'), '5');
    await choose(user, 'Unidade', 'Dias');
    await choose(user, 'Legislação', 'Decreto Legislativo Regional 5/2020/A, 12/03/2020 — Regime da pesca lúdica');
    await user.keyboard('{Escape}');
    await choose(user, 'Documentos necessários', 'Cartão de cidadão');
    await user.click(screen.getByRole('checkbox', { name: 'Formulário eletrónico desmaterializado' }));
    await paste(user, await screen.findByLabelText('Endereço do formulário eletrónico'), 'https://servicos.azores.gov.pt/pesca');
    await user.type(screen.getByLabelText('Data de início de validade'), '01012024');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/servico/21/1/detalhe'));
    const [sent] = requestsTo(fetchMock, '/records/service');
    const body = (await sent?.json()) as { input: Record<string, unknown> };
    expect(body.input).toMatchObject({
      code: 'SRV-1',
      abbreviation: 'LPL',
      name: 'Licença de pesca lúdica',
      organizationId: 11,
      parentId: 7,
      parentVersion: 2,
      serviceAreaId: 31,
      processingTime: { type: 1, value: 5, unit: 'days', stages: [] },
      legislationIds: [41],
      necessaryDocuments: [{ documentId: 51, documentVersion: 1 }],
      virtual: true,
      virtualUrl: 'https://servicos.azores.gov.pt/pesca',
      startDate: '2024-01-01',
    });
  });

  it('an advanced processing time lists stages that are added and removed with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => envelope(null));
    renderApp('/servico/0/0', { session: makeTokenData() });
    await user.click(await screen.findByRole('radio', { name: 'Avançado' }));
    expect(screen.getByText('Sem etapas. Adicione pelo menos uma.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Adicionar etapa' });
    add.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Etapa 2' })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Etapa 1' });
    expect(within(first).getByLabelText('Etapa')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Remover etapa 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Etapa 2' })).not.toBeInTheDocument();
  });

  it('in English, the field errors of the shared schema are English', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => envelope(null));
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    renderApp('/servico/0/0', { session: makeTokenData(), store });
    expect(await screen.findByRole('heading', { level: 1, name: 'New service' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Available on the portal' }));
    await paste(user, await screen.findByLabelText('Portal address'), 'portal sem esquema');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There are required fields to fill in.')).toBeInTheDocument();
    expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Campo obrigatório/)).not.toBeInTheDocument();
  });

  it('a new service under an entity belongs to it', () => {
    expect(serviceUi.emptyInput(null, entityView({ id: 11 }) as unknown as RecordView).organizationId).toBe(11);
    expect(serviceUi.emptyInput().organizationId).toBeNull();
  });
});
