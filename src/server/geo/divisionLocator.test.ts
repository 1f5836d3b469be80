import { DivisionType } from '@/shared/enums';
import { divisionLevels } from '../db/seed/divisions';
import { readDivisionRows } from '../db/seed/seedData';
import { divisionLocatorOf, type DivisionRow } from './divisionLocator';
import POINTS from './divisionPoints.json';

/** The seeded divisions (the real CSV), with ids as the database would give them. */
function seededRows(): DivisionRow[] {
  const levels = divisionLevels(readDivisionRows());
  const idByCode = new Map<string, number>();
  const rows: DivisionRow[] = [];
  const add = (type: DivisionType, items: { code: string; name: string; parentCode: string | null }[]) => {
    for (const item of items) {
      const id = rows.length + 1;
      idByCode.set(item.code, id);
      rows.push({ id, type, code: item.code, name: item.name, parentId: item.parentCode === null ? null : (idByCode.get(item.parentCode) ?? null) });
    }
  };
  add(DivisionType.Island, levels.islands);
  add(DivisionType.County, levels.municipalities);
  add(DivisionType.Parish, levels.parishes);
  return rows;
}

const names = (found: ReturnType<ReturnType<typeof divisionLocatorOf>>) => found && [found.island.name, found.municipality?.name ?? null, found.parish?.name ?? null];

describe('the division locator', () => {
  const rows = seededRows();
  const locate = divisionLocatorOf(rows);

  it('names the island, municipality and parish of the fake map service places (the e2e points)', () => {
    expect(names(locate(38.6544, -27.2195))).toEqual(['Terceira', 'Angra do Heroísmo', 'Angra (Sé)']);
    expect(names(locate(37.74102, -25.66876))).toEqual(['São Miguel', 'Ponta Delgada', 'Ponta Delgada (São Sebastião)']);
    expect(names(locate(38.5336, -28.6275))).toEqual(['Faial', 'Horta', 'Horta (Matriz)']);
    expect(names(locate(38.5363, -28.5283))).toEqual(['Pico', 'Madalena', 'Madalena']);
    expect(names(locate(37.773, -25.316))).toEqual(['São Miguel', 'Povoação', 'Furnas']);
  });

  it('answers the official codes and our ids', () => {
    const found = locate(38.6544, -27.2195);
    const byCode = (code: string) => rows.find((r) => r.code === code)!.id;
    expect(found).toEqual({
      island: { id: byCode('43'), code: '43', name: 'Terceira' },
      municipality: { id: byCode('4301'), code: '4301', name: 'Angra do Heroísmo' },
      parish: { id: byCode('430105'), code: '430105', name: 'Angra (Sé)' },
    });
  });

  it('places every parish centre on its own island, municipality and parish (the points and the outlines agree)', () => {
    const parishes = rows.filter((r) => r.type === DivisionType.Parish);
    expect(parishes).toHaveLength(Object.keys(POINTS.parishes).length);
    for (const parish of parishes) {
      const [lat, lng] = POINTS.parishes[parish.code as keyof typeof POINTS.parishes];
      expect([parish.code, locate(lat!, lng!)?.parish?.code]).toEqual([parish.code, parish.code]);
    }
  });

  it('gives Corvo its municipality without a parish (it has none), a shore just outside the coarse outline its island, and the sea nothing', () => {
    expect(names(locate(39.6713, -31.1126))).toEqual(['Corvo', 'Corvo', null]);
    // The picker's default centre lies ~1.8 km off São Jorge's outline.
    expect(names(locate(38.623934, -28.114264))?.[0]).toBe('São Jorge');
    expect(locate(38.2, -26.5)).toBeNull();
    expect(locate(40, -35)).toBeNull();
  });

  it('answers only the island when its parishes have no points (divisions added in the settings)', () => {
    const bare = divisionLocatorOf(rows, {
      outlines: new Map([
        [
          '43',
          [
            [-27.4, 38.6],
            [-27.0, 38.6],
            [-27.0, 38.8],
            [-27.4, 38.8],
            [-27.4, 38.6],
          ],
        ],
      ]),
      points: {},
    });
    expect(names(bare(38.7, -27.2))).toEqual(['Terceira', null, null]);
  });
});
