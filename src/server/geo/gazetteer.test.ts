import { distanceKm, gazetteerOf, normalize, type Place } from './gazetteer';

const place = (kind: Place['kind'], name: string, label: string, lat: number, lng: number, exact = false): Place => ({ kind, name, label, lat, lng, exact });

const PLACES: Place[] = [
  place('island', 'São Miguel', 'São Miguel, Açores', 37.78, -25.5),
  place('municipality', 'Ponta Delgada', 'Ponta Delgada, São Miguel, Açores', 37.741, -25.668),
  place('municipality', 'Lagoa', 'Lagoa, São Miguel, Açores', 37.745, -25.572),
  place('parish', 'Relva', 'Relva, Ponta Delgada, São Miguel, Açores', 37.741, -25.668),
  place('record', 'Rua da Ponta, 3', 'Rua da Ponta, 3, Lagoa, São Miguel, Açores', 37.75, -25.58, true),
  place('record', 'Largo Matriz', 'Largo Matriz, Ponta Delgada, São Miguel, Açores', 37.741, -25.668, false),
];

describe('the gazetteer', () => {
  it('compares texts without accents, case or extra spaces', () => {
    expect(normalize('  SÃO   Miguel ')).toBe('sao miguel');
  });

  it('measures great-circle distances', () => {
    // Ponta Delgada to Angra do Heroísmo: about 165 km.
    expect(distanceKm({ lat: 37.741, lng: -25.668 }, { lat: 38.655, lng: -27.219 })).toBeCloseTo(168, -1);
  });

  it('finds places holding every word, names starting with the query first, then islands, municipalities, parishes, records', () => {
    const g = gazetteerOf(PLACES);
    expect(g.search('ponta', 10).map((s) => s.label)).toEqual([
      'Ponta Delgada, São Miguel, Açores',
      'Relva, Ponta Delgada, São Miguel, Açores',
      // Among equals, the shorter label first.
      'Rua da Ponta, 3, Lagoa, São Miguel, Açores',
      'Largo Matriz, Ponta Delgada, São Miguel, Açores',
    ]);
    expect(g.search('lagoa rua', 10).map((s) => s.label)).toEqual(['Rua da Ponta, 3, Lagoa, São Miguel, Açores']);
    expect(g.search('   ', 10)).toEqual([]);
    expect(g.search('ponta', 1)).toHaveLength(1);
  });

  it("names a point by a record's own address within 2 km, else by the nearest municipality, else nothing (the sea)", () => {
    const g = gazetteerOf(PLACES);
    expect(g.reverse(37.751, -25.581)).toBe('Rua da Ponta, 3, Lagoa, São Miguel, Açores');
    // The Largo's point is its parish's, not its own: it names no click.
    expect(g.reverse(37.742, -25.669)).toBe('Ponta Delgada, São Miguel, Açores');
    expect(g.reverse(39.5, -20)).toBeNull();
  });
});
