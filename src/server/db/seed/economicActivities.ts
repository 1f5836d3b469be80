/** CAE Rev.3 sections and divisions from seed-data/cae-rev3-sections-divisions.csv. */
import type { Transaction } from 'kysely';
import type { Database, EconomicActivityLevel } from '../schema';
import { readCaeRows } from './seedData';

const LEVELS: readonly EconomicActivityLevel[] = ['section', 'division', 'group', 'class', 'subclass'];

function level(value: string): EconomicActivityLevel {
  if (!(LEVELS as readonly string[]).includes(value)) throw new Error(`Unknown CAE level "${value}"`);
  return value as EconomicActivityLevel;
}

export async function seedEconomicActivities(trx: Transaction<Database>): Promise<void> {
  // Sorted by level so every parent exists before its children (parent_code is a foreign key).
  const rows = readCaeRows()
    .map((r) => ({ level: level(r.level), code: r.code, parent_code: r.parent_code || null, designation: r.designation }))
    .sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level));
  if (rows.length > 0) await trx.insertInto('economic_activity').values(rows).execute();
}
