/** Reads and writes of `legislation`. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { LEGISLATION_SORT_KEYS, type LegislationItem, type LegislationListQuery, type LegislationType } from '@/shared/settingsContract';
import type { Database, LegislationTable } from '../../db/schema';
import { containsCaseInsensitive, containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database>;
type LegislationRow = Selectable<LegislationTable>;
export type LegislationValues = Insertable<LegislationTable>;

const SORT_COLUMNS = {
  Date: sql`legislation.date`,
  Type: sql`legislation.type`,
  Number: sql`lower(legislation.number)`,
  Title: sql`unaccent_immutable(lower(legislation.title))`,
} as const satisfies Record<(typeof LEGISLATION_SORT_KEYS)[number], unknown>;

export function toItem(row: LegislationRow): LegislationItem {
  return { legislationId: row.id, type: row.type as LegislationType, number: row.number, date: row.date, title: row.title, journalUrl: row.journal_url, active: row.active };
}

export async function listLegislations(db: Db, query: LegislationListQuery): Promise<{ rows: LegislationRow[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db
    .selectFrom('legislation')
    .$if(text !== '', (q) => q.where((eb) => eb.or([containsCaseInsensitive(eb.ref('number'), text), containsText(eb.ref('title'), text)])))
    .$if(query.type !== undefined, (q) => q.where('type', '=', query.type ?? ''))
    .$if(query.active !== undefined, (q) => q.where('active', '=', query.active ?? true));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  // The newest diplomas first unless the list asks otherwise.
  const sort = parseSort(query.sortBy, LEGISLATION_SORT_KEYS, 'Date', 'desc');
  const rows = await base.selectAll().orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('id').limit(window.pageSize).offset(window.offset).execute();
  return { rows, total: Number(n), window };
}

export function findLegislation(db: Db, id: number): Promise<LegislationRow | undefined> {
  return db.selectFrom('legislation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another diploma of the same type with the same number (case-insensitive). */
export async function legislationTaken(db: Db, type: string, number: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('legislation')
    .select('id')
    .where('type', '=', type)
    .where(sql<string>`lower(number)`, '=', number.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertLegislation(db: Db, values: LegislationValues): Promise<LegislationRow> {
  return db.insertInto('legislation').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateLegislation(db: Db, id: number, values: LegislationValues): Promise<LegislationRow | undefined> {
  return db.updateTable('legislation').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteLegislation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('legislation').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
