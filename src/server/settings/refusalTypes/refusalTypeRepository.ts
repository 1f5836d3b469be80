/** Reads and writes of `refusal_type`. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { REFUSAL_TYPE_SORT_KEYS, type RefusalTypeItem, type RefusalTypeListQuery } from '@/shared/settingsContract';
import type { Database, RefusalTypeTable } from '../../db/schema';
import { containsCaseInsensitive, containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database>;
type RefusalTypeRow = Selectable<RefusalTypeTable>;
export type RefusalTypeValues = Insertable<RefusalTypeTable>;

const SORT_COLUMNS = {
  Code: sql`lower(refusal_type.code)`,
  Designation: sql`unaccent_immutable(lower(refusal_type.designation_pt))`,
} as const satisfies Record<(typeof REFUSAL_TYPE_SORT_KEYS)[number], unknown>;

export function toItem(row: RefusalTypeRow): RefusalTypeItem {
  return { refusalTypeId: row.id, code: row.code, designationPt: row.designation_pt, designationEn: row.designation_en, active: row.active };
}

export async function listRefusalTypes(db: Db, query: RefusalTypeListQuery): Promise<{ rows: RefusalTypeRow[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db
    .selectFrom('refusal_type')
    .$if(text !== '', (q) =>
      q.where((eb) => eb.or([containsCaseInsensitive(eb.ref('code'), text), containsText(eb.ref('designation_pt'), text), containsText(eb.ref('designation_en'), text)])),
    )
    .$if(query.active !== undefined, (q) => q.where('active', '=', query.active ?? true));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, REFUSAL_TYPE_SORT_KEYS, 'Code');
  const rows = await base.selectAll().orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('id').limit(window.pageSize).offset(window.offset).execute();
  return { rows, total: Number(n), window };
}

export function findRefusalType(db: Db, id: number): Promise<RefusalTypeRow | undefined> {
  return db.selectFrom('refusal_type').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function refusalCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('refusal_type')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertRefusalType(db: Db, values: RefusalTypeValues): Promise<RefusalTypeRow> {
  return db.insertInto('refusal_type').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateRefusalType(db: Db, id: number, values: RefusalTypeValues): Promise<RefusalTypeRow | undefined> {
  return db.updateTable('refusal_type').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteRefusalType(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('refusal_type').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
