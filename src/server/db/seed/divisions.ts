/** Islands, municipalities and parishes of the Azores (DICOFRE codes) from seed-data/azores-divisions.csv. */
import type { Transaction } from 'kysely';
import { DivisionType } from '@/shared/enums';
import type { Database } from '../schema';
import { readDivisionRows, type DivisionRow } from './seedData';

/**
 * Corvo is the one Portuguese municipality without parishes (its municipal bodies take on their
 * role). The CSV still lists it once in the parish columns (490101) so every municipality has a row;
 * that row adds no parish.
 */
export const MUNICIPALITIES_WITHOUT_PARISHES: ReadonlySet<string> = new Set(['4901']);

interface DivisionInput {
  code: string;
  name: string;
  parentCode: string | null;
}

/** The three levels, de-duplicated, in CSV order. */
export function divisionLevels(rows: readonly DivisionRow[]): Record<'islands' | 'municipalities' | 'parishes', DivisionInput[]> {
  const islands = new Map<string, DivisionInput>();
  const municipalities = new Map<string, DivisionInput>();
  const parishes = new Map<string, DivisionInput>();
  for (const row of rows) {
    islands.set(row.island_code, { code: row.island_code, name: row.island, parentCode: null });
    municipalities.set(row.municipality_code, { code: row.municipality_code, name: row.municipality, parentCode: row.island_code });
    if (row.parish_code && !MUNICIPALITIES_WITHOUT_PARISHES.has(row.municipality_code)) {
      parishes.set(row.parish_code, { code: row.parish_code, name: row.parish, parentCode: row.municipality_code });
    }
  }
  return { islands: [...islands.values()], municipalities: [...municipalities.values()], parishes: [...parishes.values()] };
}

export async function seedDivisions(trx: Transaction<Database>): Promise<void> {
  const levels = divisionLevels(readDivisionRows());
  const idByCode = new Map<string, number>();
  const insertLevel = async (type: DivisionType, items: DivisionInput[]) => {
    if (items.length === 0) return;
    const inserted = await trx
      .insertInto('division')
      .values(
        items.map((d) => ({
          type,
          code: d.code,
          name: d.name,
          parent_id: d.parentCode === null ? null : (idByCode.get(d.parentCode) ?? null),
        })),
      )
      .returning(['id', 'code'])
      .execute();
    for (const { id, code } of inserted) idByCode.set(code, id);
  };
  await insertLevel(DivisionType.Island, levels.islands);
  await insertLevel(DivisionType.County, levels.municipalities);
  await insertLevel(DivisionType.Parish, levels.parishes);
}
