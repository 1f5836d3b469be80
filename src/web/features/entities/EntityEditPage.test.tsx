import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { entityView } from './entityFixtures';

const TYPES = [
  { id: 2, category: 'organizationType', labelPt: 'Secretaria Regional', labelEn: 'Regional Secretariat', active: true, sortOrder: 1 },
  { id: 3, category: 'organizationType', labelPt: 'Direção Regional', labelEn: 'Regional Directorate', active: true, sortOrder: 2 },
];

function fakeApi(create: () => Response) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/organizationType': () => envelope(TYPES),
    '/reference/relatedEntityType': () => envelope([]),
    '/records/entity': create,
    '/records/entity/11/1': () => envelope(entityView()),
    '/records/entity/11/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: 2, changedBy: 'admin' }]),
    '/records/entity/11/audit': () => envelope([]),
  });
}

/** Pastes into a field: one change event instead of one per character (the whole form re-renders on each). */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, await screen.findByLabelText('Código'), 'DRT');
  await paste(user, screen.getByLabelText('Sigla'), 'DRT');
  await paste(user, screen.getByLabelText('Nome'), 'Direção Regional de Teste');
  await user.click(screen.getByRole('combobox', { name: 'Tipo de entidade' }));
  await user.click(await screen.findByRole('option', { name: 'Direção Regional' }));
  await user.type(screen.getByLabelText('Data de início de validade'), '01012024');
}

// The entity form is large; on a loaded 2-core machine a test here can take longer than the default.
jest.setTimeout(90_000);

describe('the entity edit page', () => {
  it("creating: missing required fields toast 'Existem campos obrigatórios a serem prenchidos.' and focus the first", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi(() => envelope({ id: 11, version: 1, state: 2 }));
    renderApp('/entidade/0/0', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova entidade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Existem campos obrigatórios a serem prenchidos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Código')).toHaveFocus());
    expect(screen.getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/records/entity')).toHaveLength(0);
  });

  it('warns about duplicates and saves with continueOnDuplicate, then opens the saved version', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const fetchMock = fakeApi(() =>
      ++calls === 1
        ? envelope({ similar: [{ id: 4, version: 2, name: 'Direção Regional de Testes' }, { elsewhere: true }] }, -106, 'Existem possíveis entidades duplicadas.')
        : envelope({ id: 11, version: 1, state: 2 }),
    );
    const { router } = renderApp('/entidade/0/0', { session: makeTokenData() });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Possíveis duplicados' });
    expect(within(warning).getByText('Direção Regional de Testes (registo 4, versão 2)')).toBeInTheDocument();
    // One the user may not read (another branch's draft) is said to exist, never named (issue 28).
    expect(within(warning).getByText('Um registo semelhante noutro ramo')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entidade/11/1/detalhe'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Direção Regional de Teste' })).toBeInTheDocument();
    const sent = requestsTo(fetchMock, '/records/entity');
    expect(sent).toHaveLength(2);
    const first = (await sent[0]?.json()) as { input: Record<string, unknown>; continueOnDuplicate?: boolean };
    const second = (await sent[1]?.json()) as { continueOnDuplicate?: boolean };
    expect(first.continueOnDuplicate).toBeUndefined();
    expect(first.input).toMatchObject({ code: 'DRT', name: 'Direção Regional de Teste', organizationTypeId: 3, startDate: '2024-01-01', parentId: null });
    expect(second.continueOnDuplicate).toBe(true);
  });

  it("asks 'Existem alterações não guardadas' when leaving a dirty form", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => envelope({ id: 11, version: 1, state: 2 }));
    const { router } = renderApp('/entidade/0/0', { session: makeTokenData() });
    await user.type(await screen.findByLabelText('Código'), 'X');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alterações por guardar' });
    expect(dialog).toHaveTextContent('Existem alterações não guardadas');
    await user.click(within(dialog).getByRole('button', { name: 'Não guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entidades'));
  });

  it('a user without the create permission may not create', async () => {
    fakeApi(() => envelope(null));
    renderApp('/entidade/0/0', { session: makeTokenData({ prf: [{ profileId: 2, name: 'Leitura', organizationId: 1, permissions: [31] }] }) });
    expect(await screen.findByText('Não tem permissão para editar esta versão.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nova entidade' })).toBeInTheDocument();
  });

  it("titles the create page and the browser tab 'Nova entidade', never 'Editar'", async () => {
    fakeApi(() => envelope(null));
    renderApp('/entidade/0/0', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova entidade' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nova entidade · CESA Backoffice'));
  });

  it('in English, the field errors of the shared schema are English', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => envelope(null));
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    renderApp('/entidade/0/0', { session: makeTokenData(), store });
    expect(await screen.findByRole('heading', { level: 1, name: 'New entity' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New entity · CESA Back office'));
    await paste(user, screen.getByLabelText('NIPC'), '123456789');
    await paste(user, screen.getByLabelText('Postal code'), '9500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There are required fields to fill in.')).toBeInTheDocument();
    expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
    expect(screen.getByText('Invalid NIPC')).toBeInTheDocument();
    expect(screen.getByText('Invalid postal code')).toBeInTheDocument();
    expect(screen.queryByText(/Campo obrigatório|NIPC inválido|Código postal inválido/)).not.toBeInTheDocument();
  });
});
