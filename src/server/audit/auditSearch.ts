/**
 * The audit view's query (issue 31 §4): workflow actions (record_action) and settings writes
 * (settings_action) as one list, every filter pushed into each side so each table's own indexes serve
 * it (m0027: both tables by (at, id) for the newest-first page, by (username, at) for a user's rows);
 * the page is one statement (UNION ALL ordered and limited: the planner merges the two index scans),
 * the total another (a capped count, listTotal.ts). A filter that only workflow actions carry (version, states,
 * comment, a record kind) leaves the settings side out altogether, and 'settings' the workflow side.
 * Never the whole log in memory: the page's rows, or the export's bounded rows (AUDIT_LIMITS.exportRows).
 */
import { sql, type RawBuilder } from 'kysely';
import { AUDIT_SETTINGS_KIND, type AuditFilters, type AuditRow } from '@/shared/audit';
import { ErrorCode } from '@/shared/errors';
import type { RecordState } from '@/shared/recordState';
import { kindByObjectKind, RECORD_KINDS } from '@/shared/records/kinds';
import { regionDayEnd } from '@/shared/regionTime';
import type { TableData } from '@/shared/records/contract';
import type { EngineContext } from '../records/engineContext';
import { pageOfPaging, type Paging } from '../records/listPage';
import { cappedTotal, countCap, plannedRows } from '../records/listTotal';
import { AppError } from '../http/AppError';

type Db = EngineContext['db'];

/** The row as the statement gives it. */
interface UnionRow {
  src: 'r' | 's';
  id: string;
  at: Date;
  username: string;
  kind: number;
  record_id: number | null;
  version: number | null;
  action: string;
  from_state: number | null;
  to_state: number | null;
  comment: string | null;
  area: string | null;
  target: string | null;
  route: string | null;
  code: string | null;
  name: string | null;
}

/** The instant an Azores day begins: the end of the day before. */
function regionDayStart(day: string): Date {
  const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
  if (Number.isNaN(before.getTime())) throw new AppError(ErrorCode.InvalidRequest);
  return regionDayEnd(before.toISOString().slice(0, 10));
}

function dayEnd(day: string): Date {
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new AppError(ErrorCode.InvalidRequest);
  return regionDayEnd(day);
}

/** `text` as an ILIKE pattern matching itself literally. */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Both spellings a user may type a username in: as typed and in lower case (usernames are unique regardless of case). */
function usernames(username: string): string[] {
  const typed = username.trim();
  return [...new Set([typed, typed.toLowerCase()])];
}

const WORKFLOW_ONLY: readonly (keyof AuditFilters)[] = ['version', 'fromState', 'toState', 'comment'];

function recordSide(filters: AuditFilters): RawBuilder<unknown> | null {
  if (filters.kind === AUDIT_SETTINGS_KIND) return null;
  const where: RawBuilder<unknown>[] = [];
  // No kind asked: no condition at all (one on every kind keeps the planner from the (at, id) index's merge).
  where.push(filters.kind ? sql`a.kind = ${RECORD_KINDS[filters.kind].objectKind}` : sql`TRUE`);
  if (filters.from) where.push(sql`a.at >= ${regionDayStart(filters.from)}`);
  if (filters.to) where.push(sql`a.at < ${dayEnd(filters.to)}`);
  if (filters.username) where.push(sql`a.username = ANY(${usernames(filters.username)}::text[])`);
  if (filters.record) {
    const record = filters.record.trim();
    if (/^\d{1,9}$/.test(record)) where.push(sql`a.record_id = ${Number(record)}`);
    else where.push(sql`(a.kind, a.record_id) IN (SELECT rv.kind, rv.id FROM record_version rv WHERE rv.code ILIKE ${literalPattern(record)})`);
  }
  if (filters.version !== undefined) where.push(sql`a.version = ${filters.version}`);
  if (filters.action) where.push(sql`a.action = ${filters.action}`);
  if (filters.fromState !== undefined) where.push(sql`a.from_state = ${filters.fromState}`);
  if (filters.toState !== undefined) where.push(sql`a.to_state = ${filters.toState}`);
  if (filters.comment) where.push(sql`a.comment ILIKE ${`%${literalPattern(filters.comment)}%`}`);
  return sql`SELECT 'r' AS src, a.id, a.at, a.username, a.kind::int AS kind, a.record_id, a.version, a.action, a.from_state, a.to_state, a.comment,
      NULL::text AS area, NULL::text AS target, NULL::text AS route
    FROM record_action a WHERE ${sql.join(where, sql` AND `)}`;
}

function settingsSide(filters: AuditFilters): RawBuilder<unknown> | null {
  if (filters.kind !== undefined && filters.kind !== AUDIT_SETTINGS_KIND) return null;
  if (WORKFLOW_ONLY.some((key) => filters[key] !== undefined && filters[key] !== '')) return null;
  const where: RawBuilder<unknown>[] = [sql`TRUE`];
  if (filters.from) where.push(sql`s.at >= ${regionDayStart(filters.from)}`);
  if (filters.to) where.push(sql`s.at < ${dayEnd(filters.to)}`);
  if (filters.username) where.push(sql`s.username = ANY(${usernames(filters.username)}::text[])`);
  if (filters.record) where.push(sql`s.target = ${filters.record.trim()}`);
  if (filters.action) where.push(sql`s.action = ${filters.action}`);
  return sql`SELECT 's' AS src, s.id, s.at, s.username, 0 AS kind, NULL::int AS record_id, NULL::int AS version, s.action,
      NULL::smallint AS from_state, NULL::smallint AS to_state, NULL::text AS comment, s.area, s.target, s.route
    FROM settings_action s WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * Sort keys → the union's column; newest first by default, and always a stable tie-break. The default
 * (at, id, src) is what lets the planner merge the two (at DESC, id DESC) index scans and stop at the
 * page (EXPLAIN ANALYZE on 300,000 workflow and 20,000 settings rows: Merge Append of
 * record_action_at_idx and settings_action_at_idx under an incremental sort, 0.4 ms; a user's rows use
 * the (username, at) indexes, a day's the (at, id) ones, 5-9 ms).
 */
const SORT_COLUMNS: Readonly<Record<string, string>> = { When: 'at', User: 'username', Kind: 'kind', Action: 'action' };

function orderOf(sortBy: string | undefined, alias: 'u' | 'p'): RawBuilder<unknown> {
  const [key, direction] = (sortBy ?? '').trim().split(/\s+/);
  const column = key && Object.hasOwn(SORT_COLUMNS, key) ? SORT_COLUMNS[key] : undefined;
  const ref = (name: string) => sql.ref(`${alias}.${name}`);
  if (!column) return sql`${ref('at')} DESC, ${ref('id')} DESC, ${ref('src')}`;
  const dir = sql.raw(direction?.toLowerCase() === 'desc' ? 'DESC' : 'ASC');
  return sql`${ref(column)} ${dir}, ${ref('at')} ${dir}, ${ref('id')} ${dir}, ${ref('src')}`;
}

function unionOf(filters: AuditFilters): RawBuilder<unknown> | null {
  const sides = [recordSide(filters), settingsSide(filters)].filter((s): s is RawBuilder<unknown> => s !== null);
  return sides.length === 0 ? null : sql.join(sides, sql` UNION ALL `);
}

/**
 * How many rows match, counted in SQL up to `cap` (all of them without one): the union's keys, cut
 * at the cap (issue 32: the count of a broad filter stops there, as every list's does).
 */
export async function countAudit(db: Db, filters: AuditFilters, cap?: number): Promise<number> {
  const union = unionOf(filters);
  if (union === null) return 0;
  const keys = sql`SELECT 1 FROM (${union}) u${cap === undefined ? sql`` : sql` LIMIT ${cap}`}`;
  const row = (await sql<{ total: string | number }>`SELECT count(*) AS total FROM (${keys}) c`.execute(db)).rows[0];
  return Number(row?.total ?? 0);
}

/** Rows `offset`… of the filtered list in the asked order, each workflow row with its record's code and name. */
export async function auditRows(db: Db, filters: AuditFilters, sortBy: string | undefined, offset: number, limit: number): Promise<AuditRow[]> {
  const union = unionOf(filters);
  if (union === null) return [];
  const { rows } = await sql<UnionRow>`SELECT p.*, names.code, names.name FROM (
      SELECT u.* FROM (${union}) u ORDER BY ${orderOf(sortBy, 'u')} OFFSET ${offset} LIMIT ${limit}) p
    LEFT JOIN LATERAL (SELECT v.code, v.name FROM record_version v WHERE p.src = 'r' AND v.kind = p.kind AND v.id = p.record_id
      ORDER BY (v.version = p.version) DESC, v.version DESC LIMIT 1) names ON TRUE
    ORDER BY ${orderOf(sortBy, 'p')}`.execute(db);
  // A kind no longer registered (none in the app; a test's own kind) has no page to show it on.
  return rows.flatMap((r) => (r.src === 's' || kindByObjectKind(r.kind) ? [toRow(r)] : []));
}

function toRow(r: UnionRow): AuditRow {
  const settings = r.src === 's';
  return {
    key: `${r.src}${r.id}`,
    at: new Date(r.at).toISOString(),
    username: r.username,
    kind: settings ? AUDIT_SETTINGS_KIND : kindByObjectKind(r.kind)!.name,
    recordId: r.record_id,
    code: r.code,
    name: r.name,
    version: r.version,
    action: r.action,
    fromState: r.from_state as RecordState | null,
    toState: r.to_state as RecordState | null,
    comment: r.comment,
    area: r.area,
    target: r.target,
    route: r.route,
  };
}

/**
 * One page and its total, as every list's (listTotal.ts): counted up to the cap, exact below it,
 * the planner's estimate of the union past it; past the end, the real last page.
 */
export async function searchAudit(db: Db, filters: AuditFilters, paging: Paging): Promise<TableData<AuditRow>> {
  const { pageSize, pageNumber, offset } = pageOfPaging(paging);
  const cap = countCap(offset, pageSize);
  const counted = await countAudit(db, filters, cap);
  const union = unionOf(filters);
  const total = await cappedTotal(counted, cap, () => (union === null ? Promise.resolve(0) : plannedRows(db, sql`SELECT 1 FROM (${union}) u`)));
  // The count's cap lies past the page: below it, an offset at or past the count is past the end.
  const answered = offset >= counted && counted > 0 ? Math.ceil(counted / pageSize) : pageNumber;
  const items = counted === 0 ? [] : await auditRows(db, filters, paging.sortBy, (answered - 1) * pageSize, pageSize);
  const pageCount = Math.ceil((total.totalIsLowerBound ? total.total + 1 : total.total) / pageSize);
  return { items, pageCount, pageNumber: answered, ...total };
}
