/** Reads and writes of `economic_activity` (CAE Rev.3). */
import { sql, type Kysely } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { ECONOMIC_ACTIVITY_LEVELS, ECONOMIC_ACTIVITY_SORT_KEYS, type EconomicActivityItem, type EconomicActivityListQuery } from '@/shared/settingsContract';
import type { Database, EconomicActivity } from '../../db/schema';
import { containsText, likePattern } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database>;

const SORT_COLUMNS = {
  Code: sql`economic_activity.code`,
  Designation: sql`unaccent_immutable(lower(economic_activity.designation))`,
  Level: sql`array_position(${sql.val([...ECONOMIC_ACTIVITY_LEVELS])}::text[], economic_activity.level)`,
} as const satisfies Record<(typeof ECONOMIC_ACTIVITY_SORT_KEYS)[number], unknown>;

export function toItem(row: EconomicActivity): EconomicActivityItem {
  return { economicActivityId: row.id, level: row.level, code: row.code, parentCode: row.parent_code, designation: row.designation };
}

/** likePattern's '%text%' minus its leading '%': a prefix match that still escapes wildcards. */
const prefixPattern = (text: string) => likePattern(text).slice(1);

export async function listEconomicActivities(db: Db, query: EconomicActivityListQuery): Promise<{ rows: EconomicActivity[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db
    .selectFrom('economic_activity')
    .$if(query.level !== undefined, (q) => q.where('level', '=', query.level ?? 'section'))
    .$if(text !== '', (q) => q.where((eb) => eb.or([eb('code', 'ilike', prefixPattern(text)), containsText(eb.ref('designation'), text)])));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, ECONOMIC_ACTIVITY_SORT_KEYS, 'Code');
  const rows = await base.selectAll().orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('id').limit(window.pageSize).offset(window.offset).execute();
  return { rows, total: Number(n), window };
}

export function findEconomicActivity(db: Db, id: number): Promise<EconomicActivity | undefined> {
  return db.selectFrom('economic_activity').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEconomicActivityByCode(db: Db, code: string): Promise<EconomicActivity | undefined> {
  return db.selectFrom('economic_activity').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function hasChildren(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('economic_activity').select('id').where('parent_code', '=', code).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether an entity version names the activity as its economic activity. */
export async function usedByRecords(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('record_version')
    .select('id')
    .where('kind', '=', ObjectKind.Entity)
    .where(sql<string>`data->>'economicActivityCode'`, '=', code)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
