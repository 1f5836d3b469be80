import { screen, within } from '@testing-library/react';
import { RecordState } from '@/shared/recordStates';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { CHANNEL_TYPES, pointOfCareView } from './pointOfCareFixtures';

describe('the point-of-care detail', () => {
  it('shows the hours in words with the exceptions, the location and services as links, and the contacts', async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/reference/channelType': () => envelope(CHANNEL_TYPES),
      '/records/pointOfCare/41/1': () => envelope(pointOfCareView({ state: RecordState.Published, allowedActions: [] })),
      '/records/pointOfCare/41/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
      '/records/pointOfCare/41/audit': () => envelope([]),
      '/records/entity/11/history': () => envelope([{ version: 3, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
      '/records/entity/11/3': () => envelope(entityView({ id: 11, version: 3, name: 'Direção Regional da Saúde' })),
      '/records/service/21/1': () => envelope({ ...pointOfCareView(), kind: 'service', id: 21, name: 'Licença de pesca lúdica' }),
      '/records/location/31/1': () => envelope({ ...pointOfCareView(), kind: 'location', id: 31, name: 'Palácio da Conceição' }),
    });
    renderApp('/pontoatendimento/41/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja do Cidadão de Ponta Delgada' }, { timeout: 20_000 })).toBeInTheDocument();
    const hours = screen.getByRole('list', { name: 'Horário de funcionamento' });
    expect(within(hours).getByRole('listitem')).toHaveTextContent('Seg–Sex 09:00–12:30, 14:00–17:00');
    expect(within(screen.getByRole('list', { name: 'Exceções' })).getByRole('listitem')).toHaveTextContent('25/12/2026 (Natal): encerrado');
    expect(await screen.findByRole('link', { name: 'Direção Regional da Saúde' })).toHaveAttribute('href', '/entidade/11/3/detalhe');
    expect(await screen.findByRole('link', { name: 'Palácio da Conceição' })).toHaveAttribute('href', '/patrimonio/31/1/detalhe');
    expect(await screen.findByRole('link', { name: 'Licença de pesca lúdica' })).toHaveAttribute('href', '/servico/21/1/detalhe');
    expect(screen.getByText('Presencial', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '296 000 000' })).toBeInTheDocument();
  });
});
