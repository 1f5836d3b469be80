/**
 * POST /api/undo/{token} (issue 30 §4): puts back, in one transaction, what the token's action changed —
 * only for the user who acted, before the offer ends (UNDO_LIMITS.acceptedMs; else -750, also for a
 * token unknown, another user's or already used: nothing is revealed), and only while nothing changed
 * since: the record's versions and row_versions, the version's schedule, or the reorder's rows are
 * exactly what the action left (else -751). The entry is consumed; the undo is audited ('undo', its
 * comment naming what was undone) and the record's readers are told (RecordChanged). Notifications the
 * action sent (e.g. the author told of an archive) are not taken back.
 */
import { sql } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { HUB_METHODS } from '@/shared/hub';
import { RecordState } from '@/shared/recordStates';
import { OWNER_KIND } from '@/shared/records/kindBasics';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { UNDO_AUDIT_ACTION, type UndoableAction, type UndoResult } from '@/shared/undo';
import { publishToUsers } from '../hub/hubBus';
import { AppError } from '../http/AppError';
import { recordChangeRecipients } from '../notifications/recordChanges';
import type { EngineContext } from '../records/engineContext';
import { recordAction } from '../records/recordRepository';
import { lockOrderRows, orderRows, recordFingerprint, tokenHash, type OrderScope, type RecordTarget } from './undoStore';
import { UNDO_COMMENTS } from './undoTexts';

interface EntryRow {
  user_id: number;
  action: UndoableAction;
  object_kind: number | null;
  record_id: number | null;
  version: number | null;
  before: { version?: Record<string, unknown> | null; schedule?: Record<string, unknown> | null; scope?: OrderScope };
  expires_at: Date;
}

function kindNameOf(objectKind: number): RecordKindName | null {
  const found = (Object.keys(RECORD_KINDS) as RecordKindName[]).find((name) => RECORD_KINDS[name].objectKind === objectKind);
  return found ?? null;
}

/** The fingerprint now equals the one the action left? (jsonb equality, in the database.) */
async function unchanged(ctx: EngineContext, hash: string, fingerprint: ReturnType<typeof recordFingerprint>): Promise<boolean> {
  const result = await sql<{ same: boolean }>`SELECT (${fingerprint}) = u.after AS same FROM undo_entry u WHERE u.token_hash = ${hash}`.execute(ctx.db);
  return result.rows[0]?.same === true;
}

/** Undoes the action of `token` for user `userId`; runs in the caller's transaction. */
export async function applyUndo(ctx: EngineContext, userId: number, token: string): Promise<UndoResult> {
  const hash = tokenHash(token);
  const found = await sql<EntryRow>`SELECT user_id, action, object_kind, record_id, version, before, expires_at FROM undo_entry WHERE token_hash = ${hash} FOR UPDATE`.execute(
    ctx.db,
  );
  const entry = found.rows[0];
  if (!entry || entry.user_id !== userId || new Date(entry.expires_at).getTime() <= ctx.now.getTime()) throw new AppError(ErrorCode.UndoUnavailable);

  const result = entry.action === 'organicOrder' ? await undoOrder(ctx, hash, entry) : await undoRecord(ctx, hash, entry);
  // Consumed: a second undo of the same action is refused (-750).
  await sql`DELETE FROM undo_entry WHERE token_hash = ${hash}`.execute(ctx.db);
  return result;
}

async function undoRecord(ctx: EngineContext, hash: string, entry: EntryRow): Promise<UndoResult> {
  const { object_kind: objectKind, record_id: id, version } = entry;
  const kind = objectKind === null ? null : kindNameOf(objectKind);
  if (objectKind === null || id === null || version === null || kind === null || !entry.before.version) throw new AppError(ErrorCode.UndoUnavailable);
  const target: RecordTarget = { objectKind, id, version };
  // The record's versions, locked: no write of it runs between the check and the restore.
  const versions = await ctx.db.selectFrom('record_version').select(['version', 'state']).where('kind', '=', objectKind).where('id', '=', id).forUpdate().execute();
  if (!(await unchanged(ctx, hash, recordFingerprint(target)))) throw new AppError(ErrorCode.UndoRecordChanged);
  const before = sql`(SELECT before->'version' FROM undo_entry WHERE token_hash = ${hash})`;
  const stateNow = versions.find((v) => v.version === version)?.state ?? null;

  if (entry.action === 'delete') {
    // The files the draft pointed at are kept for a day after nothing refers to them (attachmentSweep.ts): a purge since refuses.
    const missing = await sql<{ n: string }>`SELECT count(*) AS n FROM (
        SELECT (jsonb_path_query(${before} -> 'data', 'lax $.**.attachmentId ? (@.type() == "number")'))::int AS id) refs
      WHERE NOT EXISTS (SELECT 1 FROM attachment a WHERE a.id = refs.id)`.execute(ctx.db);
    if (Number(missing.rows[0]?.n ?? 0) > 0) throw new AppError(ErrorCode.UndoRecordChanged);
    await sql`INSERT INTO record_version SELECT * FROM jsonb_populate_record(NULL::record_version, ${before})`.execute(ctx.db);
  } else if (entry.action === 'archive') {
    // Every column an archive changes (state, who and when, the publication period, the row version).
    await sql`UPDATE record_version v SET state = b.state, end_date = b.end_date, changed_by = b.changed_by, changed_at = b.changed_at,
        published_at = b.published_at, unpublished_at = b.unpublished_at, row_version = b.row_version
      FROM jsonb_populate_record(NULL::record_version, ${before}) b
      WHERE v.kind = b.kind AND v.id = b.id AND v.version = b.version`.execute(ctx.db);
  }
  // The schedule the action ended (a cancel's own; the one an archive or a delete dropped).
  if (entry.before.schedule) {
    await sql`INSERT INTO publication_schedule SELECT * FROM jsonb_populate_record(NULL::publication_schedule, (SELECT before->'schedule' FROM undo_entry WHERE token_hash = ${hash}))`.execute(
      ctx.db,
    );
  }

  const restoredState = Number(entry.before.version.state);
  await recordAction(ctx.db, {
    kind: objectKind,
    id,
    version,
    action: UNDO_AUDIT_ACTION,
    from: stateNow,
    to: restoredState,
    comment: UNDO_COMMENTS[entry.action],
    username: ctx.caller.username,
    at: ctx.now,
  });
  const organizationId = entry.before.version.organization_id;
  const recipients = await recordChangeRecipients(ctx.db, { kind, organizationId: typeof organizationId === 'number' ? organizationId : null });
  await publishToUsers(ctx.db, recipients, HUB_METHODS.recordChanged, [{ kind, id, version, action: UNDO_AUDIT_ACTION }]);
  return { action: entry.action, kind, id, version };
}

async function undoOrder(ctx: EngineContext, hash: string, entry: EntryRow): Promise<UndoResult> {
  const scope = entry.before.scope;
  if (!scope) throw new AppError(ErrorCode.UndoUnavailable);
  await lockOrderRows(ctx.db, scope);
  if (!(await unchanged(ctx, hash, orderRows(scope)))) throw new AppError(ErrorCode.UndoRecordChanged);
  const positions = (rows: unknown) => new Map((Array.isArray(rows) ? (rows as { child_id: number; position: number }[]) : []).map((r) => [r.child_id, r.position]));
  const now = await sql<{ rows: unknown }>`SELECT ${orderRows(scope)} AS rows`.execute(ctx.db);
  const was = await sql<{ rows: unknown }>`SELECT before->'rows' AS rows FROM undo_entry WHERE token_hash = ${hash}`.execute(ctx.db);
  const current = positions(now.rows[0]?.rows);
  const previous = positions(was.rows[0]?.rows);

  await sql`DELETE FROM organic_order o WHERE ${sql`(o.parent_id IS NOT DISTINCT FROM ${scope.parentId}::int OR o.child_id = ANY(${scope.childIds}::int[]))`}`.execute(ctx.db);
  await sql`INSERT INTO organic_order SELECT * FROM jsonb_populate_recordset(NULL::organic_order, (SELECT before->'rows' FROM undo_entry WHERE token_hash = ${hash}))`.execute(
    ctx.db,
  );

  // Audited on each sub-entity whose place changes back, as the reorder audited it (organicOrder.ts), on its version in force.
  const changed = scope.childIds.filter((child) => (current.get(child) ?? null) !== (previous.get(child) ?? null));
  if (changed.length > 0) {
    const entity = RECORD_KINDS[OWNER_KIND].objectKind;
    await sql`INSERT INTO record_action (kind, record_id, version, action, from_state, to_state, comment, username, at)
      SELECT DISTINCT ON (v.id) v.kind, v.id, v.version, ${UNDO_AUDIT_ACTION}, v.state, v.state, ${UNDO_COMMENTS.organicOrder}, ${ctx.caller.username}, ${ctx.now}::timestamptz
      FROM record_version v WHERE v.kind = ${entity} AND v.id = ANY(${changed}::int[])
      ORDER BY v.id, (v.state = ${RecordState.Published}) DESC, v.version DESC`.execute(ctx.db);
  }
  return { action: 'organicOrder', kind: null, id: null, version: null, parentId: scope.parentId };
}
