import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch, requestsTo, type FakeHandler } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { CHANNEL_TYPES, SAMPLE_OPENING_HOURS, pointOfCareView, publishedRow } from './pointOfCareFixtures';

const SERVICES = [publishedRow('service', 21, 'Licença de pesca lúdica'), publishedRow('service', 22, 'Cartão de residente')];
const table = (items: unknown[]) => ({ items, total: items.length, pageCount: 1, pageNumber: 1 });

function fakeApi(more: Record<string, FakeHandler> = {}) {
  return mockFetch({
    '/notifications/count': () => envelope(0),
    '/reference/channelType': () => envelope(CHANNEL_TYPES),
    '/records/service/search': () => envelope(table(SERVICES)),
    '/records/location/search': () => envelope(table([publishedRow('location', 31, 'Palácio da Conceição')])),
    '/records/entity/11/2': () => envelope(entityView({ id: 11, version: 2, name: 'Direção Regional da Saúde', canCreateOwned: ['pointOfCare'] })),
    '/records/pointOfCare/41/1': () => envelope(pointOfCareView()),
    '/records/pointOfCare/41/history': () => envelope([]),
    '/records/pointOfCare/41/audit': () => envelope([]),
    '/records/service/21/1': () => envelope({ ...pointOfCareView(), kind: 'service', id: 21, name: 'Licença de pesca lúdica' }),
    '/records/location/31/1': () => envelope({ ...pointOfCareView(), kind: 'location', id: 31, name: 'Palácio da Conceição' }),
    ...more,
  });
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

jest.setTimeout(150_000);
const FIRST_LOAD = { timeout: 20_000 };

describe('the point-of-care edit page', () => {
  it('creates a point of care under its host entity with structured hours, an exception and two services', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi({ '/records/pointOfCare': () => envelope({ id: 41, version: 1, state: 2 }) });
    const { router } = renderApp('/entidade/11/2/pontoatendimento/0/0', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_LOAD)).toBeInTheDocument();
    const host = await screen.findByRole('textbox', { name: 'Entidade anfitriã' }, FIRST_LOAD);
    expect(host).toHaveValue('Direção Regional da Saúde');
    expect(host).toHaveAttribute('readonly');
    await paste(user, screen.getByLabelText('Código'), 'PA-1');
    await paste(user, screen.getByLabelText('Sigla'), 'LCPD');
    await paste(user, screen.getByLabelText('Nome do canal'), 'Loja do Cidadão');
    await pick(user, screen.getByRole('combobox', { name: 'Tipo de canal' }), 'Presencial');
    await pick(user, screen.getByRole('combobox', { name: 'Localização' }), 'Palácio da Conceição');

    // Two weekly intervals on the working days (a new row starts Mon–Fri), and a holiday.
    await user.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    const first = screen.getByRole('group', { name: 'Horário 1' });
    const second = screen.getByRole('group', { name: 'Horário 2' });
    expect(within(first).getByRole('button', { name: 'Segunda-feira' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'false');
    await paste(user, within(first).getByLabelText('Abre'), '0900');
    await paste(user, within(first).getByLabelText('Fecha'), '1230');
    expect(within(first).getByLabelText('Fecha')).toHaveValue('12:30');
    await paste(user, within(second).getByLabelText('Abre'), '1400');
    await paste(user, within(second).getByLabelText('Fecha'), '1700');
    await user.click(screen.getByRole('button', { name: 'Adicionar exceção' }));
    const holiday = screen.getByRole('group', { name: 'Exceção 1' });
    await user.type(within(holiday).getByLabelText('Data'), '25122026');
    await paste(user, within(holiday).getByLabelText('Descrição'), 'Natal');

    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    await pick(user, screen.getByRole('combobox', { name: 'Serviço 1' }), 'Licença de pesca lúdica');
    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    await pick(user, screen.getByRole('combobox', { name: 'Serviço 2' }), 'Cartão de residente');
    await user.type(screen.getByLabelText('Data de início de validade'), '01012024');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pontoatendimento/41/1/detalhe'));
    const body = (await requestsTo(fetchMock, '/records/pointOfCare')[0]?.json()) as { input: Record<string, unknown> };
    expect(body.input).toMatchObject({
      code: 'PA-1',
      name: 'Loja do Cidadão',
      organizationId: 11,
      channelTypeId: 61,
      locationId: 31,
      locationVersion: 1,
      openingHours: SAMPLE_OPENING_HOURS,
      services: [
        { serviceId: 21, serviceVersion: 1 },
        { serviceId: 22, serviceVersion: 1 },
      ],
    });
  });

  it('edits the hours: toggles days, removes a row, and shows closes-before-opens and overlap on their rows', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi();
    renderApp('/pontoatendimento/41/1', { session: makeTokenData() });
    const first = await screen.findByRole('group', { name: 'Horário 1' }, FIRST_LOAD);
    expect(within(first).getByLabelText('Abre')).toHaveValue('09:00');
    // A third row overlapping the morning on Friday, and closing before it opens.
    await user.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    const third = screen.getByRole('group', { name: 'Horário 3' });
    for (const day of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira']) await user.click(within(third).getByRole('button', { name: day }));
    expect(within(third).getByRole('button', { name: 'Sexta-feira' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(third).getByRole('button', { name: 'Segunda-feira' })).toHaveAttribute('aria-pressed', 'false');
    await paste(user, within(third).getByLabelText('Abre'), '1100');
    await paste(user, within(third).getByLabelText('Fecha'), '1000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(third).findByText('A hora de fecho deve ser posterior à de abertura')).toBeInTheDocument();
    await user.clear(within(third).getByLabelText('Fecha'));
    await paste(user, within(third).getByLabelText('Fecha'), '1300');
    expect(await within(third).findByText('Este horário sobrepõe-se a outro no mesmo dia')).toBeInTheDocument();
    expect(within(first).queryByText('Este horário sobrepõe-se a outro no mesmo dia')).not.toBeInTheDocument();
    // Removing the row takes its message away.
    await user.click(screen.getByRole('button', { name: 'Remover horário 3' }));
    expect(screen.queryByRole('group', { name: 'Horário 3' })).not.toBeInTheDocument();
    expect(screen.queryByText('Este horário sobrepõe-se a outro no mesmo dia')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/pointOfCare/41/1').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a service associated twice with the shared message on the repeated row', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = fakeApi();
    renderApp('/pontoatendimento/41/1', { session: makeTokenData() });
    const first = await screen.findByRole('combobox', { name: 'Serviço 1' }, FIRST_LOAD);
    // The saved service shows by its id until its name arrives.
    await waitFor(() => expect(first).toHaveValue('Licença de pesca lúdica'));
    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    const repeated = screen.getByRole('group', { name: 'Serviço 2' });
    await pick(user, within(repeated).getByRole('combobox', { name: 'Serviço 2' }), 'Licença de pesca lúdica');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(repeated).findByText('O serviço já é prestado pelo ponto de atendimento')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Serviço 1' })).queryByText('O serviço já é prestado pelo ponto de atendimento')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/pointOfCare/41/1').filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('takes the host entity of a point of care created under it', async () => {
    const { pointOfCareUi } = await import('./pointOfCareUi');
    expect(pointOfCareUi.emptyInput(null, { ...entityView({ id: 11 }), data: {} }).organizationId).toBe(11);
    expect(pointOfCareUi.emptyInput().organizationId).toBeNull();
  });
});
