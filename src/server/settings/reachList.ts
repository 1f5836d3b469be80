/**
 * The list of a settings resource the caller's reach bounds (adminReach.ts): profiles and users.
 * What the caller may see is worked out first, then the page is read within it and summarised.
 */
import type { TableData } from '@/shared/records/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AdminAccess } from './adminAccess';
import { adminAccessOf } from './adminAccess';
import type { CrudCall } from './crudRoutes';
import { tableData, type PageWindow } from './paging';

type Db = Kysely<Database>;

export interface ReachList<Query, Reach, Row, Summary> {
  /** What the caller may see (null: everything). */
  reach(db: Db, access: AdminAccess): Promise<Reach>;
  page(db: Db, query: Query, reach: Reach): Promise<{ rows: Row[]; total: number; window: PageWindow }>;
  summaries(db: Db, rows: readonly Row[]): Promise<Summary[]>;
}

/** The crudRoutes `list` handler of a resource read within the caller's reach. */
export function listWithinReach<Query, Reach, Row, Summary>(list: ReachList<Query, Reach, Row, Summary>) {
  return async ({ db, request }: CrudCall, query: Query): Promise<TableData<Summary>> => {
    const reach = await list.reach(db, adminAccessOf(db, request));
    const { rows, total, window } = await list.page(db, query, reach);
    return tableData(await list.summaries(db, rows), total, window);
  };
}
