/** Reads and writes of `app_parameter`. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { PARAMETER_SORT_KEYS, type ParameterItem, type ParameterListQuery } from '@/shared/settingsContract';
import type { AppParameterTable, Database } from '../../db/schema';
import { containsCaseInsensitive, containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database>;
type ParameterRow = Selectable<AppParameterTable>;
export type ParameterValues = Insertable<AppParameterTable>;

const SORT_COLUMNS = {
  Key: sql`lower(app_parameter.key)`,
  Type: sql`app_parameter.type`,
} as const satisfies Record<(typeof PARAMETER_SORT_KEYS)[number], unknown>;

export function toItem(row: ParameterRow): ParameterItem {
  return { parameterId: row.id, key: row.key, value: row.value, description: row.description, type: row.type };
}

export async function listParameters(db: Db, query: ParameterListQuery): Promise<{ rows: ParameterRow[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db.selectFrom('app_parameter').$if(text !== '', (q) => q.where((eb) => eb.or([containsCaseInsensitive(eb.ref('key'), text), containsText(eb.ref('description'), text)])));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, PARAMETER_SORT_KEYS, 'Key');
  const rows = await base.selectAll().orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('id').limit(window.pageSize).offset(window.offset).execute();
  return { rows, total: Number(n), window };
}

export function findParameter(db: Db, id: number): Promise<ParameterRow | undefined> {
  return db.selectFrom('app_parameter').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function parameterKeyTaken(db: Db, key: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('app_parameter')
    .select('id')
    .where(sql<string>`lower(key)`, '=', key.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export function insertParameter(db: Db, values: ParameterValues): Promise<ParameterRow> {
  return db.insertInto('app_parameter').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateParameter(db: Db, id: number, values: ParameterValues): Promise<ParameterRow | undefined> {
  return db.updateTable('app_parameter').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteParameter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('app_parameter').where('id', '=', id).execute();
}
