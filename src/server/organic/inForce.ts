/**
 * The rule of a version "in force" on a day D (SPEC §2.8, issue 11): it was the published version at
 * the end of D — published before D ended and not yet replaced, archived, obsolete or extinct then —
 * and D lies within its validity dates (start date on or before D, end date absent or on or after D).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { regionDayEnd } from '@/shared/regionTime';

/** The condition on the record_version row aliased `alias`. */
export function inForceOn(alias: string, day: string): RawBuilder<SqlBool> {
  const end = regionDayEnd(day);
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('published_at')} < ${end}
    AND (${column('unpublished_at')} IS NULL OR ${column('unpublished_at')} >= ${end})
    AND (${column('start_date')} IS NULL OR ${column('start_date')} <= ${day})
    AND (${column('end_date')} IS NULL OR ${column('end_date')} >= ${day}))`;
}
