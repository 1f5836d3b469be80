/**
 * What a bulk call acts on (issue 30 §1): the selected records, resolved to versions in the order
 * the caller saw them. Named records are taken as given (without repeats; the kind must be
 * registered); a list's whole search is the kind's own search (recordSearch.ts matchingVersions, the
 * form the list sent) without paging, in the list's sort; Tarefas' filter is the tasks search
 * (taskSearch.ts searchTasks) page by page. Both without the records in `except`, and at most
 * BULK_LIMITS.maxRecords (more is -741). Codes and names are those of the versions the caller may
 * read: a record they may not read is still acted on (and refused as its single action would be),
 * but never named.
 */
import { sql } from 'kysely';
import { BULK_LIMITS, type BulkRecordRef, type BulkTargets } from '@/shared/bulk';
import { ErrorCode } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import type { RecordKindName } from '@/shared/records/kindBasics';
import type { RecordVersion } from '../db/schema';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { sortTerms, kindList } from '../records/listPage';
import { versionReader } from '../records/recordAccess';
import { matchingVersions } from '../records/recordSearch';
import { REGISTERED_KINDS, REGISTERED_KIND_DEFS } from '../records/registry';
import { searchTasks } from '../records/taskSearch';

/** A selected version, with what the caller may know of it. */
export interface ResolvedRecord {
  def: ServerKindDefinition;
  id: number;
  version: number;
  rowVersion: number | null;
  code: string;
  name: string;
}

export function registeredDef(kind: string): ServerKindDefinition {
  const registered = Object.hasOwn(REGISTERED_KINDS, kind) ? REGISTERED_KINDS[kind as RecordKindName] : undefined;
  if (!registered) throw new AppError(ErrorCode.InvalidRequest, { detail: kind });
  return registered.def;
}

export const keyOf = (kind: string, id: number, version: number) => `${kind}:${id}:${version}`;

function tooMany(): AppError {
  return new AppError(ErrorCode.BulkTooManyRecords);
}

/** The versions of `refs` (one kind) as stored, by key; chunks keep each statement small. */
export async function versionsOf(ctx: EngineContext, def: ServerKindDefinition, refs: readonly { id: number; version: number }[]): Promise<Map<string, RecordVersion>> {
  const found = new Map<string, RecordVersion>();
  const CHUNK = 500;
  for (let start = 0; start < refs.length; start += CHUNK) {
    const chunk = refs.slice(start, start + CHUNK);
    const rows = await ctx.db
      .selectFrom('record_version')
      .selectAll()
      .where('kind', '=', def.meta.objectKind)
      .where((eb) => eb.or(chunk.map((r) => eb.and([eb('id', '=', r.id), eb('version', '=', r.version)]))))
      .execute();
    for (const row of rows) found.set(keyOf(def.meta.name, row.id, row.version), row);
  }
  return found;
}

/** `items` grouped by their kind, each group in the items' order (pushed, not spread: a selection holds up to 10,000 records). */
export function groupByKind<T>(items: readonly T[], defOf: (item: T) => ServerKindDefinition): Map<ServerKindDefinition, T[]> {
  const groups = new Map<ServerKindDefinition, T[]>();
  for (const item of items) {
    const def = defOf(item);
    const group = groups.get(def);
    if (group) group.push(item);
    else groups.set(def, [item]);
  }
  return groups;
}

/** The stored versions of `groups` that the caller may read, by key. */
export async function readableVersions(
  ctx: EngineContext,
  groups: ReadonlyMap<ServerKindDefinition, readonly { id: number; version: number }[]>,
): Promise<Map<string, RecordVersion>> {
  const readable = new Map<string, RecordVersion>();
  for (const [def, refs] of groups) {
    const reads = versionReader(ctx, def);
    for (const [key, row] of await versionsOf(ctx, def, refs)) if (await reads(row)) readable.set(key, row);
  }
  return readable;
}

/** Named records: without repeats, in the order given, named only where the caller may read them. */
async function resolveItems(ctx: EngineContext, items: readonly BulkRecordRef[], limit: number): Promise<ResolvedRecord[]> {
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const key = keyOf(item.kind, item.id, item.version);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length > limit) throw tooMany();
  const readable = await readableVersions(
    ctx,
    groupByKind(unique, (item) => registeredDef(item.kind)),
  );
  return unique.map((item) => {
    const row = readable.get(keyOf(item.kind, item.id, item.version));
    return { def: registeredDef(item.kind), id: item.id, version: item.version, rowVersion: item.rowVersion ?? null, code: row?.code ?? '', name: row?.name ?? '' };
  });
}

function withoutExcepted(records: ResolvedRecord[], except: readonly BulkRecordRef[] | undefined): ResolvedRecord[] {
  if (!except || except.length === 0) return records;
  const excluded = new Set(except.map((e) => keyOf(e.kind, e.id, e.version)));
  return records.filter((r) => !excluded.has(keyOf(r.def.meta.name, r.id, r.version)));
}

/** A kind's whole search, in the list's sort, up to the limit (plus the excepted ones). */
async function resolveSearch(
  ctx: EngineContext,
  def: ServerKindDefinition,
  form: Record<string, unknown>,
  except: readonly BulkRecordRef[] | undefined,
  limit: number,
): Promise<ResolvedRecord[]> {
  const cap = limit + (except?.length ?? 0) + 1;
  const terms = sortTerms(kindList(def), form.sortBy as string | undefined);
  let query = (await matchingVersions(ctx, def, form)).clearSelect().select(['id', 'version', 'code', 'name']).limit(cap);
  for (const t of terms) query = query.orderBy(sql.ref(t.column), t.direction);
  const rows = await query.execute();
  const records = withoutExcepted(
    rows.map((r) => ({ def, id: r.id, version: r.version, rowVersion: null, code: r.code ?? '', name: r.name ?? '' })),
    except,
  );
  if (records.length > limit) throw tooMany();
  return records;
}

/** Tarefas' whole filter, page after page in its sort (by code). */
async function resolveTasks(
  ctx: EngineContext,
  filter: { name?: string; kinds?: RecordKindName[] },
  except: readonly BulkRecordRef[] | undefined,
  limit: number,
): Promise<ResolvedRecord[]> {
  const defs = filter.kinds === undefined ? REGISTERED_KIND_DEFS : REGISTERED_KIND_DEFS.filter((def) => filter.kinds?.includes(def.meta.name));
  const cap = limit + (except?.length ?? 0);
  const found: ResolvedRecord[] = [];
  const seen = new Set<string>();
  for (let pageNumber = LIMITS.firstPage; ; pageNumber += 1) {
    const page = await searchTasks(ctx, defs, { name: filter.name, pageNumber, pageSize: LIMITS.maxPageSize });
    // A page asked past the end answers the last one again (listPage.ts): its rows are already held.
    const fresh = page.items.filter((item) => !seen.has(keyOf(item.kind, item.id, item.version)));
    for (const item of fresh) {
      seen.add(keyOf(item.kind, item.id, item.version));
      found.push({ def: registeredDef(item.kind), id: item.id, version: item.version, rowVersion: null, code: item.code ?? '', name: item.name ?? '' });
    }
    if (found.length > cap) throw tooMany();
    if (fresh.length === 0 || page.items.length < LIMITS.maxPageSize || pageNumber >= page.pageCount) break;
  }
  const records = withoutExcepted(found, except);
  if (records.length > limit) throw tooMany();
  return records;
}

/** The form fields of `def`'s own search body: another kind's field in the form is refused (-2), not ignored. */
function checkFormFields(def: ServerKindDefinition, form: Record<string, unknown>, allowed: ReadonlySet<string>): void {
  const stray = Object.keys(form).find((key) => !allowed.has(key));
  if (stray !== undefined) throw new AppError(ErrorCode.InvalidRequest, { detail: `${def.meta.name}.${stray}` });
}

/** `limit`: BULK_LIMITS.maxRecords (tests lower it). */
export async function resolveTargets(
  ctx: EngineContext,
  targets: BulkTargets,
  formFields: (kind: RecordKindName) => ReadonlySet<string>,
  limit: number = BULK_LIMITS.maxRecords,
): Promise<ResolvedRecord[]> {
  const given = ['items', 'search', 'tasks'].filter((key) => key in targets && (targets as Record<string, unknown>)[key] !== undefined);
  if (given.length !== 1) throw new AppError(ErrorCode.InvalidRequest, { detail: 'targets: items | search | tasks' });
  if ('items' in targets) return resolveItems(ctx, targets.items, limit);
  if ('search' in targets) {
    const def = registeredDef(targets.search.kind);
    checkFormFields(def, targets.search.form, formFields(def.meta.name));
    return resolveSearch(ctx, def, targets.search.form, targets.except, limit);
  }
  return resolveTasks(ctx, targets.tasks, targets.except, limit);
}
