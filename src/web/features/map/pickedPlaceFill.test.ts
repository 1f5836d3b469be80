import type { GeoDivisions } from '@/shared/geo';
import { pickedPlaceFill } from './pickedPlaceFill';

const SE: GeoDivisions = {
  island: { id: 3, code: '43', name: 'Terceira' },
  municipality: { id: 20, code: '4301', name: 'Angra do Heroísmo' },
  parish: { id: 105, code: '430105', name: 'Angra (Sé)' },
};
const PRACA = { address: 'Praça Velha, Angra do Heroísmo, Terceira, Açores', divisions: SE };
const EMPTY = { address: '', island: null, county: null, parish: null };

describe('what a picked point fills', () => {
  it('fills an empty address and the empty cascade', () => {
    expect(pickedPlaceFill(EMPTY, PRACA, {})).toEqual({ changes: { address: PRACA.address, island: 3, county: 20, parish: 105 }, keptAddress: null });
  });

  it("keeps the street the user typed (offering the point's address) and still fills the empty divisions", () => {
    expect(pickedPlaceFill({ ...EMPTY, address: 'Rua da Sé, 12' }, PRACA, {})).toEqual({ changes: { island: 3, county: 20, parish: 105 }, keptAddress: PRACA.address });
  });

  it("keeps the user's own island and what is below it when the point lies elsewhere; fills below a level that agrees", () => {
    expect(pickedPlaceFill({ ...EMPTY, island: 2 }, PRACA, {}).changes).toEqual({ address: PRACA.address });
    expect(pickedPlaceFill({ ...EMPTY, island: 3 }, PRACA, {}).changes).toEqual({ address: PRACA.address, county: 20, parish: 105 });
    expect(pickedPlaceFill({ ...EMPTY, island: 3, county: 21 }, PRACA, {}).changes).toEqual({ address: PRACA.address });
  });

  it('refills what the previous choice wrote (choosing again moves the place), and the levels below a refilled one', () => {
    const first = { address: 'Rua Direita, Velas', island: 5, county: 50, parish: 501 };
    expect(pickedPlaceFill(first, PRACA, first)).toEqual({ changes: { address: PRACA.address, island: 3, county: 20, parish: 105 }, keptAddress: null });
    // The user changed the parish after the first choice: the island changes, so its parish cannot stay.
    expect(pickedPlaceFill({ ...first, parish: 502 }, PRACA, first).changes).toEqual({ address: PRACA.address, island: 3, county: 20, parish: 105 });
  });

  it('fills only the fields the form has, and nothing from a point without divisions (the sea) or without an address', () => {
    expect(pickedPlaceFill({ address: '' }, PRACA, {}).changes).toEqual({ address: PRACA.address });
    expect(pickedPlaceFill(EMPTY, { address: null, divisions: null }, {})).toEqual({ changes: {}, keptAddress: null });
    const corvo: GeoDivisions = { island: { id: 9, code: '49', name: 'Corvo' }, municipality: { id: 90, code: '4901', name: 'Corvo' }, parish: null };
    expect(pickedPlaceFill(EMPTY, { address: null, divisions: corvo }, {}).changes).toEqual({ island: 9, county: 90 });
  });
});
