/** The parameter list (`app_parameter`); the by-id reads and writes are storedResource's. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { PARAMETER_SORT_KEYS, type ParameterItem, type ParameterListQuery, type ParameterPage } from '@/shared/settings';
import type { AppParameterTable, Database } from '../../db/schema';
import { matchingText, pagedList } from '../paging';

type Db = Kysely<Database>;

const ORDER = { columns: { Key: sql`lower(app_parameter.key)`, Type: sql`app_parameter.type` }, keys: PARAMETER_SORT_KEYS, fallback: 'Key' } as const;

export function toItem(row: Selectable<AppParameterTable>): ParameterItem {
  return { parameterId: row.id, key: row.key, value: row.value, description: row.description, type: row.type };
}

export function listParameters(db: Db, query: ParameterListQuery): Promise<ParameterPage> {
  const filtered = db.selectFrom('app_parameter').$call(matchingText(query, { codes: ['key'], texts: ['description'] }));
  return pagedList(filtered, query, ORDER, toItem);
}
