/**
 * Tasks (SPEC §2.2): versions waiting for a review (submitted for approval or publication) of every
 * kind the caller may approve, inside that kind's approve scope, in one statement sorted and paged
 * in SQL (listPage.ts), whatever the number of kinds.
 */
import type { ExpressionBuilder } from 'kysely';
import { PENDING_STATES } from '@/shared/recordStates';
import type { RecordListItem, TableData, TaskItem } from '@/shared/records/contract';
import { permissionsFor } from '@/shared/records/kinds';
import { LIMITS } from '@/shared/limits';
import type { Database } from '../db/schema';
import type { EngineContext } from './engineContext';
import type { ServerKindDefinition } from './kindDefinition';
import { pageOf, type ListShape, type Paging, type VersionQuery } from './listPage';
import { organizationsWithPermission } from './organizationTree';
import { containsCaseInsensitive, containsText } from './textMatch';
import { displayNamesOf } from './userNames';

export interface TaskFilter extends Paging {
  /** Matches the name (words, accents ignored) or the code. */
  name?: string;
}

/** The sort keys of the tasks list: the header columns every kind has. */
const TASK_SORT_COLUMNS: Readonly<Record<string, string>> = { Code: 'code', Name: 'name', Abbreviation: 'abbreviation', State: 'state', Version: 'version', Kind: 'kind' };

/** Where a kind's pending versions may be reviewed by the caller: every organisation, some, or none. */
interface ReviewScope {
  def: ServerKindDefinition;
  organizations: 'all' | number[];
}

async function reviewScopes(ctx: EngineContext, defs: readonly ServerKindDefinition[]): Promise<ReviewScope[]> {
  const scopes: ReviewScope[] = [];
  for (const def of defs) {
    const organizations = await organizationsWithPermission(ctx.db, ctx.caller.profiles, permissionsFor(def.meta.name, 'approve'));
    if (organizations === 'all' || organizations.length > 0) scopes.push({ def, organizations });
  }
  return scopes;
}

function inScope(eb: ExpressionBuilder<Database, 'record_version'>, scope: ReviewScope) {
  const ofKind = eb('kind', '=', scope.def.meta.objectKind);
  return scope.organizations === 'all' ? ofKind : eb.and([ofKind, eb('organization_id', 'in', scope.organizations)]);
}

/** Who submitted each listed version, and when (its latest submission). */
async function withSubmissions(ctx: EngineContext, defs: readonly ServerKindDefinition[], result: TableData<RecordListItem>): Promise<TableData<TaskItem>> {
  if (result.items.length === 0) return { ...result, items: [] };
  // The kinds as the list's declarations number them (an item names its kind).
  const objectKinds = new Map(defs.map((def) => [def.meta.name, def.meta.objectKind]));
  const objectKind = (item: RecordListItem) => objectKinds.get(item.kind) ?? -1;
  const submissions = await ctx.db
    .selectFrom('record_action')
    .select(['kind', 'record_id', 'version', 'username', 'at'])
    .where('action', 'in', ['submitForApproval', 'submitForPublication'])
    .where((eb) => eb.or(result.items.map((i) => eb.and([eb('kind', '=', objectKind(i)), eb('record_id', '=', i.id), eb('version', '=', i.version)]))))
    .orderBy('at', 'desc')
    .execute();
  // Who submitted, as people know them (issue 29 §13): the display name, not the username.
  const names = await displayNamesOf(
    ctx.db,
    submissions.map((s) => s.username),
  );
  return {
    ...result,
    items: result.items.map((item) => {
      const last = submissions.find((s) => s.kind === objectKind(item) && s.record_id === item.id && s.version === item.version);
      return { ...item, submittedBy: last ? (names.get(last.username) ?? last.username) : null, submittedAt: last ? last.at.toISOString() : null };
    }),
  };
}

/** The caller's tasks among `defs`' kinds: one page, sorted by code unless asked otherwise. */
export async function searchTasks(ctx: EngineContext, defs: readonly ServerKindDefinition[], filter: TaskFilter): Promise<TableData<TaskItem>> {
  const empty: TableData<TaskItem> = { items: [], total: 0, pageCount: 0, pageNumber: LIMITS.firstPage };
  if (ctx.caller.isGuest) return empty;
  const scopes = await reviewScopes(ctx, defs);
  if (scopes.length === 0) return empty;
  let query = ctx.db
    .selectFrom('record_version')
    .selectAll()
    .where('state', 'in', [...PENDING_STATES])
    .where((eb) => eb.or(scopes.map((scope) => inScope(eb, scope)))) as VersionQuery;
  const name = filter.name?.trim();
  if (name) query = query.where((eb) => eb.or([containsText(eb.ref('name'), name), containsCaseInsensitive(eb.ref('code'), name)]));
  const shape: ListShape = { defs: scopes.map((s) => s.def), sortColumns: TASK_SORT_COLUMNS };
  return withSubmissions(ctx, shape.defs, await pageOf(ctx, shape, query, { ...filter, sortBy: filter.sortBy || 'Code' }));
}
