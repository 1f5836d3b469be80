import { screen } from '@testing-library/react';
import { RecordState } from '@/shared/recordStates';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';
import { entityView } from '@/web/features/entities/entityFixtures';
import { DIVISIONS, locationView } from './locationFixtures';

describe('the heritage detail', () => {
  it('shows the type, the divisions by name, the coordinates and the managing entity as a link', async () => {
    mockFetch({
      '/notifications/count': () => envelope(0),
      '/reference/divisions': () => envelope(DIVISIONS),
      '/records/location/31/1': () => envelope(locationView({ state: RecordState.Published, allowedActions: [] })),
      '/records/location/31/history': () => envelope([{ version: 1, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
      '/records/location/31/audit': () => envelope([]),
      '/records/entity/11/history': () => envelope([{ version: 3, date: '2024-01-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' }]),
      '/records/entity/11/3': () => envelope(entityView({ id: 11, version: 3, name: 'Secretaria Regional das Finanças' })),
    });
    renderApp('/patrimonio/31/1/detalhe', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palácio da Conceição' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Secretaria Regional das Finanças' })).toHaveAttribute('href', '/entidade/11/3/detalhe');
    expect(screen.getByText('Arrendado', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByText('Ponta Delgada', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('São Sebastião', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('9500-077', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('-25.6756', { selector: 'dd' })).toBeInTheDocument();
  });
});
