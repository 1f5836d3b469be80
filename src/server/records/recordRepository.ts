/** Reads and writes of `record_version` and `record_action`: plain queries, no rules. */
import { sql } from 'kysely';
import { LIMITS } from '@/shared/limits';
import { ACTIVE_STATES, RecordState } from '@/shared/recordStates';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import type { NewRecordVersion, RecordVersion } from '../db/schema';
import type { EngineContext } from './engineContext';

type Db = EngineContext['db'];

export function findVersion(db: Db, kind: number, id: number, version: number): Promise<RecordVersion | undefined> {
  return db.selectFrom('record_version').selectAll().where('kind', '=', kind).where('id', '=', id).where('version', '=', version).executeTakeFirst();
}

/** Locks the row until the transaction ends (PostgreSQL), so two writers cannot both pass the checks. */
export function findVersionForUpdate(db: Db, kind: number, id: number, version: number): Promise<RecordVersion | undefined> {
  return db.selectFrom('record_version').selectAll().where('kind', '=', kind).where('id', '=', id).where('version', '=', version).forUpdate().executeTakeFirst();
}

/**
 * Every version of a record, oldest first, locked until the transaction ends: a write reads the
 * version it changes and its siblings (pending versions, the next number) in one round-trip.
 */
export function findVersionsForUpdate(db: Db, kind: number, id: number): Promise<RecordVersion[]> {
  return db.selectFrom('record_version').selectAll().where('kind', '=', kind).where('id', '=', id).orderBy('version', 'asc').forUpdate().execute();
}

export function findVersions(db: Db, kind: number, id: number): Promise<RecordVersion[]> {
  return db.selectFrom('record_version').selectAll().where('kind', '=', kind).where('id', '=', id).orderBy('version', 'asc').execute();
}

export function findPublished(db: Db, kind: number, id: number): Promise<RecordVersion | undefined> {
  return db
    .selectFrom('record_version')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('state', '=', RecordState.Published)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

/** The name of an owning entity: its published version's, else its latest's (as the lists join it: listPage.ts). */
export async function ownerName(db: Db, organizationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('record_version')
    .select('name')
    .where('kind', '=', RECORD_KINDS[OWNER_KIND].objectKind)
    .where('id', '=', organizationId)
    .orderBy(sql`(state = ${RecordState.Published})`, 'desc')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** An entry of the audit trail (record_action). */
export interface AuditEntry {
  kind: number;
  id: number;
  version: number;
  action: string;
  from: number | null;
  to: number | null;
  comment: string | null;
  /** A return's refusal type (issue 29 §10); absent for every other action. */
  refusalTypeId?: number | null;
  username: string;
  at: Date;
}

/**
 * The audit row of a write as the SELECT list of `INSERT INTO record_action … SELECT … FROM written`,
 * typed by casts (a parameter in a SELECT list would otherwise be text).
 */
function auditColumns(entry: AuditEntry) {
  return [
    sql<number>`${entry.kind}::smallint`.as('kind'),
    sql<number>`${entry.id}::int`.as('record_id'),
    sql<number>`${entry.version}::int`.as('version'),
    sql<string>`${entry.action}::text`.as('action'),
    sql<number | null>`${entry.from}::smallint`.as('from_state'),
    sql<number | null>`${entry.to}::smallint`.as('to_state'),
    sql<string | null>`${entry.comment}::text`.as('comment'),
    sql<number | null>`${entry.refusalTypeId ?? null}::int`.as('refusal_type_id'),
    sql<string>`${entry.username}::text`.as('username'),
    sql<Date>`${entry.at}::timestamptz`.as('at'),
  ];
}

const AUDIT_COLUMNS = ['kind', 'record_id', 'version', 'action', 'from_state', 'to_state', 'comment', 'refusal_type_id', 'username', 'at'] as const;

/** Inserts a version and its audit entry in one statement (one round-trip). */
/** An audit entry as its record_action row. */
function toActionRow(entry: AuditEntry) {
  return {
    kind: entry.kind,
    record_id: entry.id,
    version: entry.version,
    action: entry.action,
    from_state: entry.from,
    to_state: entry.to,
    comment: entry.comment,
    refusal_type_id: entry.refusalTypeId ?? null,
    username: entry.username,
    at: entry.at,
  };
}

export async function insertVersion(db: Db, row: NewRecordVersion, audit: AuditEntry): Promise<void> {
  await db
    .with('written', (q) => q.insertInto('record_version').values(row).returning('id'))
    .insertInto('record_action')
    .columns(AUDIT_COLUMNS)
    .expression((eb) => eb.selectFrom('written').select(auditColumns(audit)))
    .execute();
}

/** Many new versions and their audit entries (a batch create: recordBatchWrites.ts), in chunks: two statements a chunk. */
export async function insertVersions(db: Db, rows: readonly NewRecordVersion[], audits: readonly AuditEntry[]): Promise<void> {
  const CHUNK = 500;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('record_version')
      .values(rows.slice(start, start + CHUNK))
      .execute();
    await db
      .insertInto('record_action')
      .values(audits.slice(start, start + CHUNK).map(toActionRow))
      .execute();
  }
}

/**
 * Updates a version only if nobody changed it since `rowVersion`, and then only writes its audit
 * entry, in one statement; answers whether it did.
 */
export async function updateVersion(
  db: Db,
  kind: number,
  id: number,
  version: number,
  rowVersion: number,
  changes: Partial<NewRecordVersion>,
  audit: AuditEntry,
): Promise<boolean> {
  const result = await db
    .with('written', (q) =>
      q
        .updateTable('record_version')
        .set({ ...changes, row_version: sql<number>`row_version + 1` })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .where('version', '=', version)
        .where('row_version', '=', rowVersion)
        .returning('id'),
    )
    .insertInto('record_action')
    .columns(AUDIT_COLUMNS)
    .expression((eb) => eb.selectFrom('written').select(auditColumns(audit)))
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function deleteVersion(db: Db, kind: number, id: number, version: number): Promise<void> {
  await db.deleteFrom('record_version').where('kind', '=', kind).where('id', '=', id).where('version', '=', version).execute();
}

export async function deleteNewerVersions(db: Db, kind: number, id: number, version: number): Promise<void> {
  await db.deleteFrom('record_version').where('kind', '=', kind).where('id', '=', id).where('version', '>', version).execute();
}

/** Other published versions of the record become historic when a new one is published. */
/** Takes the published version of a record other than `exceptVersion` out of publication at `at` (it is replaced). */
export async function supersedePublished(db: Db, kind: number, id: number, exceptVersion: number, to: RecordState, at: Date): Promise<void> {
  await db
    .updateTable('record_version')
    .set({ state: to, unpublished_at: at, row_version: sql<number>`row_version + 1` })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('version', '<>', exceptVersion)
    .where('state', '=', RecordState.Published)
    .execute();
}

/**
 * Serialises writers of one kind and name until their transaction ends (a transaction-scoped
 * advisory lock on a hash of kind and the name without accents, case or repeated spaces). Without it
 * two parallel creates of one new name each check before the other commits, and both pass the
 * duplicate warning. Names that are only similar, not equal after normalising, are not serialised.
 * The same statement sets the threshold of the trigram `%` operator for the rest of the transaction
 * (set_config(…, true) is SET LOCAL) for findSimilarNames: one round-trip for both.
 */
export async function lockName(db: Db, kind: number, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(
    'record-name:' || ${kind}::text || ':' || regexp_replace(btrim(unaccent_immutable(lower(${name}::text))), ${String.raw`\s+`}, ' ', 'g'), 0)),
    set_config('pg_trgm.similarity_threshold', ${String(LIMITS.duplicateNameSimilarity)}, true)`.execute(db);
}

/**
 * lockName for many names in one statement (a batch create): the same transaction-scoped locks, taken
 * in the order of their keys so that two batches never wait for each other crosswise; also sets the
 * trigram threshold as lockName does.
 */
export async function lockNames(db: Db, kind: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(key, 0)), set_config('pg_trgm.similarity_threshold', ${String(LIMITS.duplicateNameSimilarity)}, true)
    FROM (SELECT DISTINCT 'record-name:' || ${kind}::text || ':' || regexp_replace(btrim(unaccent_immutable(lower(n))), ${String.raw`\s+`}, ' ', 'g') AS key
          FROM unnest(${[...names]}::text[]) AS n ORDER BY 1) keys`.execute(db);
}

/** A record with a similar name, as found: shown to a caller only as they may read it (recordAccess.ts similarAsSeenBy). */
export interface SimilarCandidate {
  id: number;
  /** Its latest active version. */
  version: number;
  name: string;
  state: RecordState;
  organization_id: number | null;
}

/**
 * Records of `kind` with a similar name (accent- and case-insensitive, LIMITS.duplicateNameSimilarity),
 * other than `exceptId`. Runs after lockName in the same transaction, which set the threshold on
 * the `%` operator: the trigram GIN index on the name then finds the candidates and `%` alone
 * decides (it keeps similarity >= threshold); computing similarity() in the WHERE clause instead
 * would be evaluated on every row of the kind.
 */
export async function findSimilarNames(db: Db, kind: number, name: string, exceptId: number | null): Promise<SimilarCandidate[]> {
  // Outside a transaction the threshold would have ended with lockName's own statement.
  if (!db.isTransaction) throw new Error('findSimilarNames runs inside the transaction that called lockName');
  const rows = await sql<SimilarCandidate>`
    SELECT DISTINCT ON (id) id, version, name, state, organization_id FROM record_version
    WHERE kind = ${kind}
      AND state = ANY(${[...ACTIVE_STATES]}::smallint[])
      AND id <> ${exceptId ?? -1}
      AND unaccent_immutable(lower(name)) % unaccent_immutable(lower(${name}::text))
    ORDER BY id, version DESC
    LIMIT 10`.execute(db);
  return rows.rows;
}

/**
 * findSimilarNames for many names in one statement (an import checks thousands): for each name (by
 * its position in `names`), up to `perName` active records of `kind` with a similar name other than
 * `exceptIds[i]`. Sets the trigram threshold itself (for the rest of the transaction), as lockName does.
 */
export async function findSimilarNamesMany(
  db: Db,
  kind: number,
  names: readonly string[],
  exceptIds: readonly (number | null)[],
  perName = 3,
): Promise<{ position: number; similar: SimilarCandidate }[]> {
  if (!db.isTransaction) throw new Error('findSimilarNamesMany runs inside a transaction (the threshold is SET LOCAL)');
  if (names.length === 0) return [];
  // The planner must not answer the per-name search with a scan of the kind's rows: with statistics
  // that lag a large import it may think the table small, and then compares every name with every
  // record. Off for this statement only (the caller's transaction may go on writing: an import's batch),
  // it leaves the trigram index as the way in.
  const setting = await sql<{ before: string }>`SELECT current_setting('enable_seqscan') AS before,
    set_config('pg_trgm.similarity_threshold', ${String(LIMITS.duplicateNameSimilarity)}, true), set_config('enable_seqscan', 'off', true)`.execute(db);
  const result = await sql<SimilarCandidate & { position: number }>`
    SELECT n.position::int AS position, c.id, c.version, c.name, c.state, c.organization_id
    FROM unnest(${[...names]}::text[], ${exceptIds.map((id) => id ?? -1)}::int[]) WITH ORDINALITY AS n(name, except_id, position)
    CROSS JOIN LATERAL (
      SELECT * FROM (
        SELECT DISTINCT ON (id) id, version, name, state, organization_id FROM record_version
        WHERE kind = ${kind}
          AND state = ANY(${[...ACTIVE_STATES]}::smallint[])
          AND id <> n.except_id
          AND unaccent_immutable(lower(name)) % unaccent_immutable(lower(n.name))
        ORDER BY id, version DESC) candidates
      LIMIT ${perName}) c`.execute(db);
  await sql`SELECT set_config('enable_seqscan', ${setting.rows[0]?.before ?? 'on'}, true)`.execute(db);
  return result.rows.map(({ position, ...similar }) => ({ position: Number(position) - 1, similar }));
}

/** Active records of `kind` whose latest version hangs under `parentId` or belongs to `organizationId`. */
export async function countActiveUnder(db: Db, kind: number, column: 'parent_id' | 'organization_id', value: number): Promise<number> {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM (
      SELECT DISTINCT ON (id) id, state, ${sql.ref(column)} AS link FROM record_version WHERE kind = ${kind} AND ${sql.ref(column)} = ${value}
      ORDER BY id, version DESC) latest
    WHERE state = ANY(${[...ACTIVE_STATES]}::smallint[])`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export async function recordAction(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('record_action').values(toActionRow(entry)).execute();
}

export function findActions(db: Db, kind: number, id: number) {
  return db.selectFrom('record_action').selectAll().where('kind', '=', kind).where('record_id', '=', id).orderBy('at', 'asc').orderBy('id', 'asc').execute();
}
