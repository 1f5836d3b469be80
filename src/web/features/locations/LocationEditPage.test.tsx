import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordState } from '@/shared/recordStates';
import { envelope, mockFetch, requestsTo, type FakeHandler } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { PICKED_ENTITY } from '@/web/features/documents/documentFixtures';
import { DIVISIONS, SAMPLE_PLACE, locationView } from './locationFixtures';

function fakeApi(more: Record<string, FakeHandler> = {}) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/divisions': () => envelope(DIVISIONS),
    '/records/entity/picker': () => envelope([PICKED_ENTITY]),
    '/records/location/31/1': () => envelope(locationView()),
    '/records/location/31/history': () => envelope([]),
    '/records/location/31/audit': () => envelope([]),
    '/records/entity/11/history': () => envelope([{ version: 3, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
    '/records/entity/11/3': () => envelope(entityView({ id: 11, version: 3, name: 'Secretaria Regional das Finanças' })),
    ...more,
  });
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

jest.setTimeout(150_000);
const FIRST_LOAD = { timeout: 20_000 };

describe('the heritage edit page', () => {
  it('creates a heritage record: managing entity, type, zip code, island → county → parish in cascade, coordinates', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ '/records/location': () => envelope({ id: 31, version: 1, state: 2 }) });
    const { router } = renderApp('/patrimonio', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo património' }, FIRST_LOAD)).toBeInTheDocument();
    await paste(user, screen.getByLabelText('Código'), 'PAT-1');
    await paste(user, screen.getByLabelText('Sigla'), 'PC');
    await paste(user, screen.getByLabelText('Designação'), 'Palácio da Conceição');
    await user.click(screen.getByRole('combobox', { name: 'Entidade gestora' }));
    await user.click(await screen.findByRole('option', { name: /Direção Regional da Cultura/ }));
    await choose(user, 'Tipo de património', 'Arrendado');
    await paste(user, screen.getByLabelText('Morada'), 'Rua do Palácio, 1');
    await user.type(screen.getByLabelText('Código postal'), '9500077');
    expect(screen.getByLabelText('Código postal')).toHaveValue('9500-077');

    // The county and parish wait for the level above; a county lists only its island's parishes.
    expect(screen.getByRole('combobox', { name: 'Concelho' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Escolha primeiro a ilha')).toBeInTheDocument();
    await choose(user, 'Ilha', 'São Miguel');
    await user.click(screen.getByRole('combobox', { name: 'Concelho' }));
    const counties = await screen.findByRole('listbox');
    expect(
      within(counties)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nenhum', 'Lagoa', 'Ponta Delgada']);
    await user.click(within(counties).getByRole('option', { name: 'Ponta Delgada' }));
    await choose(user, 'Freguesia', 'São Sebastião');

    // Changing the island empties the county and the parish.
    await choose(user, 'Ilha', 'Terceira');
    expect(screen.getByRole('combobox', { name: 'Concelho' })).not.toHaveTextContent('Ponta Delgada');
    expect(screen.getByRole('combobox', { name: 'Freguesia' })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Ilha', 'São Miguel');
    await choose(user, 'Concelho', 'Ponta Delgada');
    await choose(user, 'Freguesia', 'São Sebastião');

    await paste(user, screen.getByLabelText('Latitude'), '37.7412');
    await paste(user, screen.getByLabelText('Longitude'), '-25.6756');
    await user.type(screen.getByLabelText('Data de início de validade'), '01012024');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patrimonio/31/1/detalhe'));
    const body = (await requestsTo(fetchMock, '/records/location')[0]?.json()) as { input: Record<string, unknown> };
    expect(body.input).toMatchObject({
      code: 'PAT-1',
      abbreviation: 'PC',
      name: 'Palácio da Conceição',
      organizationId: 12,
      locationType: 3,
      ...SAMPLE_PLACE,
      startDate: '2024-01-01',
    });
  });

  it("refuses an incomplete zip code with 'Código postal inválido' and a coordinate out of range", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi();
    renderApp('/patrimonio/31/1', { session: makeTokenData() });
    const zip = await screen.findByLabelText('Código postal', {}, FIRST_LOAD);
    expect(zip).toHaveValue('9500-077');
    // The saved county and parish show once the divisions are read.
    expect(await screen.findByRole('combobox', { name: 'Freguesia' })).toHaveTextContent('São Sebastião');
    // The entity's name replaces its id once read (slower on a loaded machine).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Entidade gestora' })).toHaveValue('Secretaria Regional das Finanças'));
    await user.clear(zip);
    await user.type(zip, '95a00');
    expect(zip).toHaveValue('9500');
    await user.tab();
    expect(await screen.findByText('Código postal inválido')).toBeInTheDocument();
    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await paste(user, latitude, '95.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Coordenada inválida')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/location/31/1').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
