/** The legislation list (`legislation`); the by-id reads and writes are storedResource's. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { LEGISLATION_SORT_KEYS, type LegislationItem, type LegislationListQuery, type LegislationPage } from '@/shared/settings';
import type { Database, LegislationTable } from '../../db/schema';
import { matchingText, pagedList } from '../paging';

type Db = Kysely<Database>;

const ORDER = {
  columns: {
    Date: sql`legislation.date`,
    Type: sql`legislation.type`,
    Number: sql`lower(legislation.number)`,
    Title: sql`unaccent_immutable(lower(legislation.title))`,
  },
  keys: LEGISLATION_SORT_KEYS,
  // The newest diplomas first unless the list asks otherwise.
  fallback: 'Date',
  direction: 'desc',
} as const;

export function toItem(row: Selectable<LegislationTable>): LegislationItem {
  return {
    legislationId: row.id,
    type: row.type as LegislationItem['type'],
    number: row.number,
    date: row.date,
    title: row.title,
    journalUrl: row.journal_url,
    active: row.active,
  };
}

export function listLegislations(db: Db, query: LegislationListQuery): Promise<LegislationPage> {
  const filtered = db
    .selectFrom('legislation')
    .$call(matchingText(query, { codes: ['number'], texts: ['title'] }))
    .$if(query.type !== undefined, (q) => q.where('type', '=', query.type ?? ''))
    .$if(query.active !== undefined, (q) => q.where('active', '=', query.active ?? true));
  return pagedList(filtered, query, ORDER, toItem);
}
