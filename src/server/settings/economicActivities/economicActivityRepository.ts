/** Reads and writes of `economic_activity` (CAE Rev.3). */
import { sql, type Kysely } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import {
  ECONOMIC_ACTIVITY_LEVELS,
  ECONOMIC_ACTIVITY_SORT_KEYS,
  type EconomicActivityItem,
  type EconomicActivityListQuery,
  type EconomicActivityPage,
} from '@/shared/settings';
import type { Database, EconomicActivity } from '../../db/schema';
import { containsText, likePattern } from '../../records/textMatch';
import { pagedList } from '../paging';

type Db = Kysely<Database>;

const ORDER = {
  columns: {
    Code: sql`economic_activity.code`,
    Designation: sql`unaccent_immutable(lower(economic_activity.designation))`,
    Level: sql`array_position(${sql.val([...ECONOMIC_ACTIVITY_LEVELS])}::text[], economic_activity.level)`,
  },
  keys: ECONOMIC_ACTIVITY_SORT_KEYS,
  fallback: 'Code',
} as const;

export function toItem(row: EconomicActivity): EconomicActivityItem {
  return { economicActivityId: row.id, level: row.level, code: row.code, parentCode: row.parent_code, designation: row.designation };
}

/** likePattern's '%text%' minus its leading '%': a prefix match that still escapes wildcards. */
const prefixPattern = (text: string) => likePattern(text).slice(1);

export function listEconomicActivities(db: Db, query: EconomicActivityListQuery): Promise<EconomicActivityPage> {
  const text = query.query?.trim() ?? '';
  const filtered = db
    .selectFrom('economic_activity')
    .$if(query.level !== undefined, (q) => q.where('level', '=', query.level ?? 'section'))
    .$if(text !== '', (q) => q.where((eb) => eb.or([eb('code', 'ilike', prefixPattern(text)), containsText(eb.ref('designation'), text)])));
  return pagedList(filtered, query, ORDER, toItem);
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
