/** What the settings need of the organic tree: which entities exist and their current names. */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

/** The ids among `ids` that are entities (any version). */
export async function existingOrganizationIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('record_version')
    .select('id')
    .distinct()
    .where('kind', '=', ObjectKind.Entity)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Name of each entity's latest version. */
export async function organizationNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const result = await sql<{ id: number; name: string | null }>`
    SELECT DISTINCT ON (id) id, name FROM record_version
    WHERE kind = ${ObjectKind.Entity} AND id = ANY(${[...new Set(ids)]}::int[])
    ORDER BY id, version DESC`.execute(db);
  for (const row of result.rows) names.set(row.id, row.name ?? '');
  return names;
}
