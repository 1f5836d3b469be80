import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { CoordinatesField } from './CoordinatesField';
import { coordinateText } from './coordinateText';
import type { MapCanvasProps } from './MapCanvas';

jest.mock('./MapCanvas', () => ({
  __esModule: true,
  default: ({ onPick, point }: MapCanvasProps) => (
    <button type="button" data-point={point ? `${point.lat},${point.lng}` : ''} onClick={() => onPick({ lat: 37.74102000000012, lng: -25.66876123456789 })}>
      map
    </button>
  ),
}));

// The map's chunk (mapViews.ts) also holds the records' map, with Leaflet's style sheets: not needed here.
jest.mock('./RecordsMapView', () => ({ __esModule: true, default: () => null }));

type Values = { latitude: string; longitude: string; address: string };

function renderField(initial: Values, addressName: string | null = 'address') {
  mockFetch({
    '/notifications/count': () => envelope(0),
    '/geo/reverse': () => envelope({ address: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores', fallback: false }),
  });
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  const values: { current: Values } = { current: initial };
  renderWithProviders(
    <Formik initialValues={initial} onSubmit={() => undefined}>
      {(formik) => {
        values.current = formik.values;
        return (
          <Form>
            <CoordinatesField latitudeName="latitude" longitudeName="longitude" latitudeLabel="Latitude" longitudeLabel="Longitude" addressName={addressName ?? undefined} />
          </Form>
        );
      }}
    </Formik>,
    { store },
  );
  return values;
}

describe('the coordinates field', () => {
  it('writes coordinates with at most 13 decimals, no exponent, never -0', () => {
    expect(coordinateText(37.74102000000012)).toBe('37.7410200000001');
    expect(coordinateText(-25.5)).toBe('-25.5');
    expect(coordinateText(0.0000001)).toBe('0.0000001');
    expect(coordinateText(-0.00000000000001)).toBe('0');
  });

  it("fills latitude, longitude and the address from 'Escolher no mapa'", async () => {
    const user = userEvent.setup({ delay: null });
    const values = renderField({ latitude: '', longitude: '', address: '' });
    await user.click(screen.getByRole('button', { name: 'Escolher no mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolher localização no mapa' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'map' }));
    await waitFor(() => expect(screen.getByTestId('map-address')).toHaveTextContent('Rua do Palácio'));
    await user.click(screen.getByRole('button', { name: 'Escolher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(values.current).toEqual({ latitude: '37.7410200000001', longitude: '-25.6687612345679', address: 'Rua do Palácio, Ponta Delgada, São Miguel, Açores' });
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('37.7410200000001');
  });

  it("opens on the form's point, and without an address field fills only the coordinates; 'Cancelar' changes nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const values = renderField({ latitude: '38.6544', longitude: '-27.2195', address: 'Praça Velha' }, null);
    await user.click(screen.getByRole('button', { name: 'Escolher no mapa' }));
    expect(await screen.findByRole('button', { name: 'map' })).toHaveAttribute('data-point', '38.6544,-27.2195');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(values.current).toEqual({ latitude: '38.6544', longitude: '-27.2195', address: 'Praça Velha' });
    await user.click(screen.getByRole('button', { name: 'Escolher no mapa' }));
    await user.click(await screen.findByRole('button', { name: 'map' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Escolher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Escolher' }));
    await waitFor(() => expect(values.current.latitude).toBe('37.7410200000001'));
    expect(values.current.address).toBe('Praça Velha');
  });
});
