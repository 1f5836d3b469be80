/**
 * 'Anular' (issue 30 §4): what an undoable action changed, kept in `undo_entry` for UNDO_LIMITS.acceptedMs
 * under the SHA-256 of a random token that only the acting user receives.
 *
 * The before-image and the fingerprint of what the action left are taken by SQL (to_jsonb of the rows),
 * never through JavaScript values: timestamps keep their microseconds and numbers their digits, so that
 * the undo puts back rows equal to the ones the action changed. An entry is written in the action's own
 * transaction (a refused action leaves none) in two steps: `begin` before the action (the before-image),
 * `finish` after it (the fingerprint and the row_version it left).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { UNDO_LIMITS, type UndoableAction } from '@/shared/undo';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What a record action is about: the version acted on. */
export interface RecordTarget {
  objectKind: number;
  id: number;
  version: number;
}

/** The before-image of a record action: the version's row and its schedule's (each null when absent). */
export function recordBefore(target: RecordTarget): RawBuilder<unknown> {
  const { objectKind, id, version } = target;
  return sql`jsonb_build_object(
    'version', (SELECT to_jsonb(v) FROM record_version v WHERE v.kind = ${objectKind} AND v.id = ${id} AND v.version = ${version}),
    'schedule', (SELECT to_jsonb(s) FROM publication_schedule s WHERE s.kind = ${objectKind} AND s.record_id = ${id} AND s.version = ${version}))`;
}

/**
 * What must still hold for an undo of a record action: every version of the record with its row_version,
 * and the acted-on version's schedule. Any write on the record since (a save, an action, a new version, a
 * schedule) changes it.
 */
export function recordFingerprint(target: RecordTarget): RawBuilder<unknown> {
  const { objectKind, id, version } = target;
  return sql`jsonb_build_object(
    'versions', (SELECT coalesce(jsonb_agg(jsonb_build_array(v.version, v.row_version) ORDER BY v.version), '[]'::jsonb)
      FROM record_version v WHERE v.kind = ${objectKind} AND v.id = ${id}),
    'schedule', (SELECT to_jsonb(s) FROM publication_schedule s WHERE s.kind = ${objectKind} AND s.record_id = ${id} AND s.version = ${version}))`;
}

/** The organic_order rows of a reorder of `parentId`'s sub-entities (null: the roots): the parent's and those of the children named. */
export interface OrderScope {
  parentId: number | null;
  childIds: number[];
}

function orderRowsWhere(scope: OrderScope): RawBuilder<unknown> {
  return sql`(o.parent_id IS NOT DISTINCT FROM ${scope.parentId}::int OR o.child_id = ANY(${scope.childIds}::int[]))`;
}

/** The rows, as one jsonb array ordered by child (the before-image and the fingerprint of a reorder alike). */
export function orderRows(scope: OrderScope): RawBuilder<unknown> {
  return sql`(SELECT coalesce(jsonb_agg(to_jsonb(o) ORDER BY o.child_id), '[]'::jsonb) FROM organic_order o WHERE ${orderRowsWhere(scope)})`;
}

/** Locks the organic_order rows of a scope until the transaction ends. */
export async function lockOrderRows(db: Db, scope: OrderScope): Promise<void> {
  await sql`SELECT o.child_id FROM organic_order o WHERE ${orderRowsWhere(scope)} FOR UPDATE`.execute(db);
}

export interface UndoStart {
  action: UndoableAction;
  username: string;
  now: Date;
  target: RecordTarget | null;
  /** The before-image, as SQL (recordBefore, orderRows …) wrapped with whatever the undo needs besides. */
  before: RawBuilder<unknown>;
}

/** The entry begun before an action: `finish` after it completes it and answers the token. */
export interface PendingUndo {
  finish(after: RawBuilder<unknown>, rowVersion: number | null): Promise<string>;
}

/** Writes the before-image of an action about to run (in its transaction) and answers how to finish the entry. */
export async function beginUndo(db: Db, start: UndoStart): Promise<PendingUndo> {
  const token = newToken();
  const hash = tokenHash(token);
  const expires = new Date(start.now.getTime() + UNDO_LIMITS.acceptedMs);
  // The expired offers go on the way (housekeeping also clears them): the table stays a handful of rows.
  await sql`DELETE FROM undo_entry WHERE expires_at < ${start.now}`.execute(db);
  await sql`INSERT INTO undo_entry (token_hash, user_id, action, object_kind, record_id, version, before, after, created_at, expires_at)
    SELECT ${hash}, u.id, ${start.action}, ${start.target?.objectKind ?? null}::smallint, ${start.target?.id ?? null}::int, ${start.target?.version ?? null}::int,
      ${start.before}, '{}'::jsonb, ${start.now}, ${expires}
    FROM app_user u WHERE u.username = ${start.username}`.execute(db);
  return {
    async finish(after, rowVersion) {
      await sql`UPDATE undo_entry SET after = ${after}, row_version = ${rowVersion}::int WHERE token_hash = ${hash}`.execute(db);
      return token;
    },
  };
}

/** Removes the offers whose time is over (housekeeping); answers how many. */
export async function purgeExpiredUndos(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('undo_entry').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
