/**
 * Whether any record points at a reference item. Record kinds name such fields after the category:
 * `<category>Id` for one item (organizationTypeId, channelTypeId…) and `<category>Ids` for several
 * (serviceCategoryIds…); related entities carry their relation type inside each element.
 */
import { sql, type Kysely } from 'kysely';
import type { ReferenceCategory } from '@/shared/referenceLists';
import type { Database } from '../../db/schema';

/** Fields that do not follow the naming rule: a containment test on the record's data. */
const NESTED_USES: Partial<Record<ReferenceCategory, (id: number) => unknown>> = {
  relatedEntityType: (id) => ({ relatedEntities: [{ relationTypeId: id }] }),
};

export async function referenceItemInUse(db: Kysely<Database>, category: ReferenceCategory, id: number): Promise<boolean> {
  const nested = NESTED_USES[category];
  const single = `${category}Id`;
  const many = `${category}Ids`;
  const result = await sql<{ used: number }>`
    SELECT 1 AS used FROM record_version
    WHERE data->>${single} = ${String(id)}
       OR data->${many} @> ${JSON.stringify([id])}::jsonb
       ${nested ? sql`OR data @> ${JSON.stringify(nested(id))}::jsonb` : sql``}
    LIMIT 1`.execute(db);
  return result.rows.length > 0;
}
