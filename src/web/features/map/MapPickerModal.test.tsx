import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@/shared/limits';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import MapPickerModal, { type MapPickerResult } from './MapPickerModal';
import type { MapCanvasProps } from './MapCanvas';

// Leaflet needs a real layout: the map stands in as a button that "clicks" a point of Ponta Delgada.
jest.mock('./MapCanvas', () => ({
  __esModule: true,
  default: ({ onPick, point }: MapCanvasProps) => (
    <button type="button" data-point={point ? `${point.lat},${point.lng}` : ''} onClick={() => onPick({ lat: 37.74102000000012, lng: -25.66876 })}>
      map
    </button>
  ),
}));

const PALACIO = { label: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores, 9500-077, Portugal', lat: 37.74102, lng: -25.66876 };
/** The server's divisions of a Ponta Delgada point (ours, whoever names the address). */
const DIVISIONS = {
  island: { id: 2, code: '42', name: 'São Miguel' },
  municipality: { id: 12, code: '4203', name: 'Ponta Delgada' },
  parish: { id: 312, code: '420312', name: 'Ponta Delgada (São Sebastião)' },
};
const AVENIDA = { label: 'Avenida Infante Dom Henrique, Ponta Delgada, São Miguel, Açores, 9500-150, Portugal', lat: 37.7386, lng: -25.6658 };

function setup({ fallback = false } = {}) {
  const fetchMock = mockFetch({
    '/notifications/count': () => envelope(0),
    '/geo/search': () => envelope({ items: [PALACIO, AVENIDA], fallback }),
    '/geo/reverse': () => envelope({ address: 'Rua do Palácio, Ponta Delgada', fallback: false, divisions: DIVISIONS }),
  });
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  const onChoose = jest.fn<void, [MapPickerResult]>();
  const onCancel = jest.fn();
  renderWithProviders(<MapPickerModal open initialPoint={null} onChoose={onChoose} onCancel={onCancel} />, { store });
  return { fetchMock, onChoose, onCancel };
}

describe('the map picker', () => {
  afterEach(() => jest.useRealTimers());

  it('suggests places as the user types and hides the list 100 ms after the field loses focus', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { fetchMock } = setup();
    const field = screen.getByRole('combobox', { name: 'Pesquisar morada' });
    await user.type(field, 'Rua do');
    // Debounced: nothing asked while typing, one call for what was typed.
    expect(requestsTo(fetchMock, '/geo/search')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(await screen.findByRole('option', { name: PALACIO.label })).toBeInTheDocument();
    const asked = requestsTo(fetchMock, '/geo/search');
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url, 'http://localhost').searchParams.get('q')).toBe('Rua do');

    await user.click(screen.getByRole('button', { name: 'map' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(LIMITS.mapSuggestionHideDelayMs - 30));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(40));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves the marker to a suggestion chosen with the keyboard and hands back its label as the address, with its divisions', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChoose } = setup({ fallback: true });
    await user.type(screen.getByRole('combobox', { name: 'Pesquisar morada' }), 'Ponta');
    await screen.findByRole('option', { name: AVENIDA.label }, { timeout: 3000 });
    // The gazetteer answered: the user is told the addresses are approximate.
    expect(screen.getByText(/Serviço de mapas indisponível/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Pesquisar morada' })).toHaveValue(AVENIDA.label);
    expect(screen.getByRole('button', { name: 'map' })).toHaveAttribute('data-point', `${AVENIDA.lat},${AVENIDA.lng}`);
    expect(screen.getByTestId('map-address')).toHaveTextContent(`Morada: ${AVENIDA.label}`);
    // The point's divisions are looked up; 'Escolher' waits for them.
    expect(await screen.findByTestId('map-divisions')).toHaveTextContent('Divisões administrativas: Ponta Delgada (São Sebastião), Ponta Delgada, São Miguel');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Escolher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Escolher' }));
    expect(onChoose).toHaveBeenCalledWith({ lat: AVENIDA.lat, lng: AVENIDA.lng, address: AVENIDA.label, divisions: DIVISIONS });
  });

  it("looks up a clicked point's address and divisions; 'Cancelar' hands back nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const { onChoose, onCancel, fetchMock } = setup();
    expect(screen.getByRole('button', { name: 'Escolher' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'map' }));
    await waitFor(() => expect(screen.getByTestId('map-address')).toHaveTextContent('Morada: Rua do Palácio, Ponta Delgada'));
    const reverse = new URL(requestsTo(fetchMock, '/geo/reverse')[0]!.url, 'http://localhost').searchParams;
    expect([reverse.get('lat'), reverse.get('lng')]).toEqual(['37.74102000000012', '-25.66876']);
    await user.click(screen.getByRole('button', { name: 'Escolher' }));
    expect(onChoose).toHaveBeenCalledWith({ lat: 37.74102000000012, lng: -25.66876, address: 'Rua do Palácio, Ponta Delgada', divisions: DIVISIONS });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
