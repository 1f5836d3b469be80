/**
 * Group kinds live in the entity's data (`data.groupKind`, SPEC §3.2). The list reads published
 * versions; a change rewrites the published version and any newer version still in progress, so
 * publishing a pending draft later does not undo it.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { GroupKind, ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { GROUP_SORT_KEYS, type GroupAssignment, type GroupListQuery } from '@/shared/settings';
import type { Database, RecordVersion } from '../../db/schema';
import { containsCaseInsensitive, containsText } from '../../records/textMatch';
import { pageWindow, parseSort, type PageWindow } from '../paging';

type Db = Kysely<Database> | Transaction<Database>;

/** An entity without a group kind is "not applicable". */
const groupKindOf = sql<number>`coalesce((record_version.data->>'groupKind')::int, ${GroupKind.NotApplicable})`;

const SORT_COLUMNS = {
  Code: sql`record_version.code`,
  Name: sql`unaccent_immutable(lower(record_version.name))`,
  GroupKind: groupKindOf,
} as const satisfies Record<(typeof GROUP_SORT_KEYS)[number], unknown>;

export function currentGroupKind(row: Pick<RecordVersion, 'data'>): GroupKind {
  const value = row.data.groupKind;
  return typeof value === 'number' && Object.values(GroupKind).includes(value) ? (value as GroupKind) : GroupKind.NotApplicable;
}

export async function listGroupAssignments(db: Db, query: GroupListQuery): Promise<{ items: GroupAssignment[]; total: number; window: PageWindow }> {
  const window = pageWindow(query);
  const text = query.query?.trim() ?? '';
  const base = db
    .selectFrom('record_version')
    .where('kind', '=', ObjectKind.Entity)
    .where('state', '=', RecordState.Published)
    .$if(query.groupKind !== undefined, (q) => q.where(groupKindOf, '=', query.groupKind ?? GroupKind.NotApplicable))
    .$if(text !== '', (q) =>
      q.where((eb) => eb.or([containsCaseInsensitive(eb.ref('code'), text), containsCaseInsensitive(eb.ref('abbreviation'), text), containsText(eb.ref('name'), text)])),
    );
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const sort = parseSort(query.sortBy, GROUP_SORT_KEYS, 'Code');
  const rows = await base.selectAll().orderBy(SORT_COLUMNS[sort.key], sort.direction).orderBy('id').limit(window.pageSize).offset(window.offset).execute();
  const items = rows.map((r) => ({
    organizationId: r.id,
    organizationVersion: r.version,
    code: r.code ?? '',
    name: r.name ?? '',
    abbreviation: r.abbreviation ?? '',
    groupKind: currentGroupKind(r),
  }));
  return { items, total: Number(n), window };
}

/** The published version of each entity, locked until the transaction ends. */
export function publishedForUpdate(db: Db, organizationIds: readonly number[]): Promise<RecordVersion[]> {
  return db
    .selectFrom('record_version')
    .selectAll()
    .where('kind', '=', ObjectKind.Entity)
    .where('state', '=', RecordState.Published)
    .where('id', 'in', [...organizationIds])
    .forUpdate()
    .execute();
}

/** Sets data.groupKind on the published version and the newer ones; their row_version moves so open edits reload. */
export async function writeGroupKind(db: Db, published: RecordVersion, groupKind: GroupKind): Promise<void> {
  await db
    .updateTable('record_version')
    .set({
      data: sql`data || jsonb_build_object('groupKind', ${groupKind}::int)`,
      row_version: sql<number>`row_version + 1`,
    })
    .where('kind', '=', ObjectKind.Entity)
    .where('id', '=', published.id)
    .where('version', '>=', published.version)
    .execute();
}
