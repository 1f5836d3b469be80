/** The refusal-type list (`refusal_type`); the by-id reads and writes are storedResource's. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { REFUSAL_TYPE_SORT_KEYS, type RefusalTypeItem, type RefusalTypeListQuery, type RefusalTypePage } from '@/shared/settings';
import type { Database, RefusalTypeTable } from '../../db/schema';
import { matchingText, pagedList } from '../paging';

type Db = Kysely<Database>;

const ORDER = {
  columns: { Code: sql`lower(refusal_type.code)`, Designation: sql`unaccent_immutable(lower(refusal_type.designation_pt))` },
  keys: REFUSAL_TYPE_SORT_KEYS,
  fallback: 'Code',
} as const;

export function toItem(row: Selectable<RefusalTypeTable>): RefusalTypeItem {
  return { refusalTypeId: row.id, code: row.code, designationPt: row.designation_pt, designationEn: row.designation_en, active: row.active };
}

export function listRefusalTypes(db: Db, query: RefusalTypeListQuery): Promise<RefusalTypePage> {
  const filtered = db
    .selectFrom('refusal_type')
    .$call(matchingText(query, { codes: ['code'], texts: ['designation_pt', 'designation_en'] }))
    .$if(query.active !== undefined, (q) => q.where('active', '=', query.active ?? true));
  return pagedList(filtered, query, ORDER, toItem);
}
