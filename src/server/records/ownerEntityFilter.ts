/**
 * The search form's "organization" filter of the kinds owned by an entity (SPEC §3.1 document and service
 * search): the owning entity by its name, abbreviation or code, in any of its versions (a renamed entity is
 * found by either name). One definition so that the kinds search their owner alike.
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { KindFilter, RecordExpressionBuilder } from './kindDefinition';
import { containsCaseInsensitive, containsText } from './textMatch';

/** The ids of the entities whose name, abbreviation or code (any version) contains `words`. */
export function entitiesMatching(eb: RecordExpressionBuilder, words: string) {
  return eb
    .selectFrom('record_version as o')
    .select('o.id')
    .where('o.kind', '=', ObjectKind.Entity)
    .where((ob) =>
      ob.or([containsText(sql.ref('o.name'), words), containsCaseInsensitive(sql.ref('o.abbreviation'), words), containsCaseInsensitive(sql.ref('o.code'), words)]),
    );
}

export const OWNER_ENTITY_FILTER: KindFilter = {
  field: 'organization',
  where: (eb, v) => (typeof v === 'string' && v.trim() !== '' ? eb('organization_id', 'in', entitiesMatching(eb, v.trim())) : null),
};
