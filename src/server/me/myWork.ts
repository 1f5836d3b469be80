/**
 * 'O meu trabalho' (issue 30 §2): the caller's sections over record_version and record_action, every
 * kind at once (the engine keeps them in one table). Each section is one statement that gives its rows
 * newest first and, by a window count, its total; only versions the caller may still read are kept
 * (recordAccess.ts: published ones, and the others inside their read scope). "Awaiting my review" is
 * the Tarefas search itself (taskSearch.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import { LIMITS } from '@/shared/limits';
import { MY_WORK_LIMITS, MY_WORK_SECTIONS, type MyWork, type MyWorkItem, type MyWorkSection, type MyWorkSectionSummary } from '@/shared/myWork';
import { RecordState } from '@/shared/recordState';
import type { TableData } from '@/shared/records/contract';
import type { LastReturn } from '@/shared/records/returnReason';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { pageOfPaging, type Paging } from '../records/listPage';
import { readableCondition, unpublishedScope } from '../records/recordAccess';
import { searchTasks } from '../records/taskSearch';
import { displayNamesOf } from '../records/userNames';

/** The audit trail's actions that change a record's content: a user's "edits". */
export const EDIT_ACTIONS = ['create', 'save', 'newVersion'] as const;
/** The actions that make a user a version's author: writing it or submitting it (a return goes back to them). */
export const AUTHOR_ACTIONS = [...EDIT_ACTIONS, 'submitForApproval'] as const;

/** A section's row as its statement gives it. */
interface SectionRow {
  kind: number;
  id: number;
  version: number;
  code: string | null;
  name: string | null;
  state: number;
  at: Date | null;
  total: number;
}

/** Sort keys of a section's page → the row's column. */
const SORT_COLUMNS: Readonly<Record<string, string>> = { Code: 'code', Name: 'name', When: 'at', Kind: 'kind' };

/** The page's order: the asked column (newest first by default, a newer record first on the same instant), then kind, id and version so pages never overlap. */
function orderOf(sortBy: string | undefined): RawBuilder<unknown> {
  const [key, direction] = (sortBy ?? '').trim().split(/\s+/);
  const column = key && Object.hasOwn(SORT_COLUMNS, key) ? SORT_COLUMNS[key] : undefined;
  const first = column ? sql`${sql.ref(`b.${column}`)} ${sql.raw(direction?.toLowerCase() === 'desc' ? 'DESC' : 'ASC')} NULLS LAST` : sql`b.at DESC NULLS LAST, b.id DESC`;
  return sql`${first}, b.kind, b.id, b.version`;
}

/** Who the caller is, and the SQL of "a version the caller may read" for the row under `rv`, per registered kind. */
export interface MyWorkScope {
  ctx: EngineContext;
  defs: readonly ServerKindDefinition[];
  readable: RawBuilder<boolean>;
}

export async function myWorkScope(ctx: EngineContext, defs: readonly ServerKindDefinition[]): Promise<MyWorkScope> {
  const parts = await Promise.all(defs.map(async (def) => sql<boolean>`(rv.kind = ${def.meta.objectKind} AND ${readableCondition(await unpublishedScope(ctx, def), 'rv')})`));
  const readable = parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` OR `)})` : sql<boolean>`FALSE`;
  return { ctx, defs, readable };
}

const versionColumns = sql`rv.kind, rv.id, rv.version, rv.code, rv.name, rv.state`;

/** The statement of a section's rows (kind, id, version, code, name, state, at), unsorted; null for the tasks' section. */
function sectionRows(scope: MyWorkScope, section: Exclude<MyWorkSection, 'awaiting'>): RawBuilder<SectionRow> {
  const me = scope.ctx.caller.username;
  switch (section) {
    case 'drafts':
      // Created or last changed by me, not submitted.
      return sql`SELECT ${versionColumns}, coalesce(rv.changed_at, rv.created_at) AS at FROM record_version rv
        WHERE rv.state = ${RecordState.Draft} AND (rv.created_by = ${me} OR rv.changed_by = ${me}) AND ${scope.readable}`;
    case 'returned':
      // Returned, and my version: I was the last to write or submit it (the return itself is the reviewer's).
      return sql`SELECT ${versionColumns}, ret.at FROM record_version rv
        JOIN LATERAL (SELECT a.username FROM record_action a WHERE a.kind = rv.kind AND a.record_id = rv.id AND a.version = rv.version
          AND a.action = ANY(${[...AUTHOR_ACTIONS]}::text[]) ORDER BY a.at DESC, a.id DESC LIMIT 1) author ON author.username = ${me}
        LEFT JOIN LATERAL (SELECT a.at FROM record_action a WHERE a.kind = rv.kind AND a.record_id = rv.id AND a.version = rv.version
          AND a.action = 'return' ORDER BY a.at DESC, a.id DESC LIMIT 1) ret ON TRUE
        WHERE rv.state = ${RecordState.Returned} AND ${scope.readable}`;
    case 'scheduled':
      return sql`SELECT ${versionColumns}, ps.publish_at AS at FROM publication_schedule ps
        JOIN app_user u ON u.id = ps.user_id AND u.username = ${me}
        JOIN record_version rv ON rv.kind = ps.kind AND rv.id = ps.record_id AND rv.version = ps.version
        WHERE ${scope.readable}`;
    case 'recent':
      // My latest edits (a bounded scan of my audit entries, newest first), one row per record: its latest version.
      return sql`SELECT ${versionColumns}, m.at FROM (
          SELECT s.kind, s.record_id, max(s.at) AS at FROM (
            SELECT a.kind, a.record_id, a.at FROM record_action a WHERE a.username = ${me} AND a.action = ANY(${[...EDIT_ACTIONS]}::text[])
            ORDER BY a.at DESC LIMIT ${MY_WORK_LIMITS.recentActionsScanned}) s
          GROUP BY s.kind, s.record_id) m
        JOIN LATERAL (SELECT v.* FROM record_version v WHERE v.kind = m.kind AND v.id = m.record_id ORDER BY v.version DESC LIMIT 1) rv ON TRUE
        WHERE ${scope.readable}
        ORDER BY m.at DESC, rv.id DESC, rv.kind LIMIT ${MY_WORK_LIMITS.recentRecords}`;
  }
}

/** The last return of each returned version listed, its reviewer by display name (the query of returnReasons.ts lastReturnOf, for a page at once). */
async function lastReturnsOf(ctx: EngineContext, rows: readonly SectionRow[]): Promise<Map<string, LastReturn>> {
  if (rows.length === 0) return new Map();
  const keys = sql.join(rows.map((r) => sql`(${r.kind}::smallint, ${r.id}::int, ${r.version}::int)`));
  const found = await sql<{
    kind: number;
    record_id: number;
    version: number;
    comment: string | null;
    username: string;
    at: Date;
    type_id: number | null;
    code: string | null;
    designation_pt: string | null;
    designation_en: string | null;
  }>`SELECT DISTINCT ON (a.kind, a.record_id, a.version) a.kind, a.record_id, a.version, a.comment, a.username, a.at,
      r.id AS type_id, r.code, r.designation_pt, r.designation_en
    FROM record_action a LEFT JOIN refusal_type r ON r.id = a.refusal_type_id
    WHERE a.action = 'return' AND (a.kind, a.record_id, a.version) IN (${keys})
    ORDER BY a.kind, a.record_id, a.version, a.at DESC, a.id DESC`.execute(ctx.db);
  const names = await displayNamesOf(
    ctx.db,
    found.rows.map((f) => f.username),
  );
  return new Map(
    found.rows.map((f) => [
      `${f.kind}:${f.record_id}:${f.version}`,
      {
        version: f.version,
        refusalType:
          f.type_id !== null && f.code !== null ? { id: f.type_id, code: f.code, designationPt: f.designation_pt ?? '', designationEn: f.designation_en ?? '' } : null,
        comment: f.comment ?? '',
        username: f.username,
        displayName: names.get(f.username) ?? f.username,
        at: new Date(f.at).toISOString(),
      },
    ]),
  );
}

async function toItems(scope: MyWorkScope, section: MyWorkSection, rows: readonly SectionRow[]): Promise<MyWorkItem[]> {
  const returns = section === 'returned' ? await lastReturnsOf(scope.ctx, rows) : new Map<string, LastReturn>();
  return rows.flatMap((r) => {
    const def = scope.defs.find((d) => d.meta.objectKind === r.kind);
    if (!def) return [];
    const lastReturn = returns.get(`${r.kind}:${r.id}:${r.version}`);
    return [
      {
        kind: def.meta.name,
        id: r.id,
        version: r.version,
        code: r.code,
        name: r.name,
        state: r.state as RecordState,
        when: r.at === null ? null : new Date(r.at).toISOString(),
        ...(lastReturn && { lastReturn }),
      },
    ];
  });
}

/** One page of a section's records (every section but the tasks'), with its total. */
async function sectionPage(scope: MyWorkScope, section: Exclude<MyWorkSection, 'awaiting'>, paging: Paging): Promise<TableData<MyWorkItem>> {
  const { pageSize, pageNumber, offset } = pageOfPaging(paging);
  const kinds = scope.defs.map((d) => d.meta.objectKind);
  const page = async (from: number) =>
    (
      await sql<SectionRow>`SELECT b.*, count(*) OVER ()::int AS total FROM (${sectionRows(scope, section)}) b
        WHERE b.kind = ANY(${kinds}::smallint[])
        ORDER BY ${orderOf(paging.sortBy)} OFFSET ${from} LIMIT ${pageSize}`.execute(scope.ctx.db)
    ).rows;
  let rows = await page(offset);
  let answered = pageNumber;
  if (rows.length === 0 && offset > 0) {
    // Past the end (the section shrank): the real last page.
    const total = Number((await sql<{ total: number }>`SELECT count(*)::int AS total FROM (${sectionRows(scope, section)}) b`.execute(scope.ctx.db)).rows[0]?.total ?? 0);
    answered = Math.max(Math.ceil(total / pageSize), LIMITS.firstPage);
    rows = total === 0 ? [] : await page((answered - 1) * pageSize);
  }
  const total = Number(rows[0]?.total ?? 0);
  return { items: await toItems(scope, section, rows), total, pageCount: Math.ceil(total / pageSize), pageNumber: answered };
}

/** One page of a section, the tasks' included (Tarefas' own search, newest submission first by default). */
export async function searchMyWork(scope: MyWorkScope, section: MyWorkSection, paging: Paging): Promise<TableData<MyWorkItem>> {
  if (section !== 'awaiting') return sectionPage(scope, section, paging);
  const tasks = await searchTasks(scope.ctx, scope.defs, {
    pageNumber: paging.pageNumber,
    pageSize: paging.pageSize,
    sortBy: paging.sortBy === 'When' ? undefined : paging.sortBy,
  });
  return {
    ...tasks,
    items: tasks.items.map((t) => ({ kind: t.kind, id: t.id, version: t.version, code: t.code, name: t.name, state: t.state, when: t.submittedAt })),
  };
}

/** The panel: every section's count and first items, in one answer. */
export async function myWorkSummary(scope: MyWorkScope): Promise<MyWork> {
  const paging: Paging = { pageNumber: LIMITS.firstPage, pageSize: MY_WORK_LIMITS.previewItems };
  const summaries = await Promise.all(
    MY_WORK_SECTIONS.map(async (section): Promise<MyWorkSectionSummary> => {
      const page = await searchMyWork(scope, section, paging);
      return { count: page.total, items: page.items };
    }),
  );
  return Object.fromEntries(MY_WORK_SECTIONS.map((section, i) => [section, summaries[i]])) as MyWork;
}
