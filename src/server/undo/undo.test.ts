/**
 * 'Anular' (issue 30 §4) through the API, on entities (the engine is one for every kind): a deleted
 * draft, an archive (with the schedule it dropped), a cancelled schedule and a reorder of sub-entities
 * are put back equal to what they were; refused once the record changed (-751), for another user, a
 * second time and after the offer's end (-750).
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import type { AuditEntry, RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { UNDO_AUDIT_ACTION, UNDO_LIMITS, UNDO_PATHS, type UndoResult } from '@/shared/undo';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, testClock, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
const PASSWORD = 'Anular#2026pw';
let t: TestApp;
let admin = '';
let other = '';
let srfpap = 0;
let organizationType = 0;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SCHEDULER_INTERVAL_SECONDS: '3600' } });
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  organizationType = (await db.selectFrom('reference_item').select('id').where('category', '=', 'organizationType').executeTakeFirstOrThrow()).id;
  await createTestUser(db, { username: 'outro', password: PASSWORD, permissions: [Permission.EntityCreateEdit, Permission.EntityApprove], organizationId: null });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  other = await t.loginToken('outro', PASSWORD);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

function entity(parentId = srfpap): EntityInput {
  seq += 1;
  const code = `UND${seq}`;
  return {
    ...emptyEntity(),
    code,
    abbreviation: code,
    name: `Unidade a anular ${seq}`,
    startDate: '2026-01-01',
    organizationTypeId: organizationType,
    parentId,
    parentVersion: 1,
  };
}

async function create(parentId = srfpap): Promise<SavedRecord> {
  const body = (await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input: entity(parentId), continueOnDuplicate: true } })).body;
  expect(body.code).toBe(0);
  return body.data;
}
async function rowVersion(id: number, version: number): Promise<number> {
  return (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token: admin })).body.data.rowVersion;
}
async function act(r: { id: number; version: number }, action: string, token = admin) {
  const payload = { rowVersion: await rowVersion(r.id, r.version), continueOnDuplicate: true };
  return (await t.call<SavedRecord>({ method: 'POST', url: `/records/entity/${r.id}/${r.version}/actions/${action}`, token, payload })).body;
}
async function schedule(r: { id: number; version: number }) {
  const payload = { rowVersion: await rowVersion(r.id, r.version), publishAt: new Date(clock().getTime() + 86_400_000).toISOString(), continueOnDuplicate: true };
  expect((await t.call({ method: 'POST', url: `/records/entity/${r.id}/${r.version}/schedule`, token: admin, payload })).body.code).toBe(0);
}
function undo(token: string, as = admin) {
  return t.call<UndoResult>({ method: 'POST', url: UNDO_PATHS.undo(token), token: as }).then((r) => r.body);
}
/** The rows exactly as stored (to_jsonb: microseconds and all). */
async function versionRow(id: number, version: number): Promise<unknown> {
  return (
    await sql<{ row: unknown }>`SELECT to_jsonb(v) AS row FROM record_version v WHERE kind = ${ObjectKind.Entity} AND id = ${id} AND version = ${version}`.execute(
      t.database.db,
    )
  ).rows[0]?.row;
}
async function scheduleRow(id: number, version: number): Promise<unknown> {
  return (
    await sql<{
      row: unknown;
    }>`SELECT to_jsonb(s) AS row FROM publication_schedule s WHERE kind = ${ObjectKind.Entity} AND record_id = ${id} AND version = ${version}`.execute(t.database.db)
  ).rows[0]?.row;
}

it('puts a deleted draft back exactly, once, for its user only, and audits the undo', async () => {
  const r = await create();
  await schedule(r);
  const before = await versionRow(r.id, 1);
  const scheduled = await scheduleRow(r.id, 1);
  const deleted = await act(r, 'delete');
  expect(deleted.code).toBe(0);
  expect(deleted.data).toMatchObject({ id: r.id, version: 1, state: RecordState.Draft, deleted: true });
  const token = deleted.data.undoToken ?? '';
  expect(await versionRow(r.id, 1)).toBeUndefined();

  expect((await undo(token, other)).code).toBe(ErrorCode.UndoUnavailable);
  const undone = await undo(token);
  expect(undone.code).toBe(0);
  expect(undone.data).toEqual({ action: 'delete', kind: 'entity', id: r.id, version: 1 });
  expect(await versionRow(r.id, 1)).toEqual(before);
  expect(await scheduleRow(r.id, 1)).toEqual(scheduled);
  expect((await undo(token)).code).toBe(ErrorCode.UndoUnavailable);

  const trail = (await t.call<AuditEntry[]>({ method: 'GET', url: `/records/entity/${r.id}/audit`, token: admin })).body.data;
  expect(trail.at(-1)).toMatchObject({ action: UNDO_AUDIT_ACTION, fromState: null, toState: RecordState.Draft });
});

it('puts an archived published version back exactly (state, dates, row version)', async () => {
  const r = await create();
  expect((await act(r, 'publish')).code).toBe(0);
  const before = await versionRow(r.id, 1);
  const archived = await act(r, 'archive');
  expect(archived.data).toMatchObject({ state: RecordState.Archived });
  expect((await undo(archived.data.undoToken ?? '')).code).toBe(0);
  expect(await versionRow(r.id, 1)).toEqual(before);
});

it('puts a cancelled schedule back, and refuses once the record changed since (-751)', async () => {
  const r = await create();
  await schedule(r);
  const scheduled = await scheduleRow(r.id, 1);
  const cancel = async () =>
    (await t.call<SavedRecord>({ method: 'POST', url: `/records/entity/${r.id}/1/schedule/cancel`, token: admin, payload: { rowVersion: await rowVersion(r.id, 1) } })).body;
  const cancelled = await cancel();
  expect(cancelled.code).toBe(0);
  expect((await undo(cancelled.data.undoToken ?? '')).code).toBe(0);
  expect(await scheduleRow(r.id, 1)).toEqual(scheduled);

  // Cancelled again, then the version saved by someone: the undo would schedule content nobody reviewed.
  const again = await cancel();
  const view = (await t.call<RecordView<EntityInput>>({ method: 'GET', url: `/records/entity/${r.id}/1`, token: admin })).body.data;
  const saved = await t.call({
    method: 'PUT',
    url: `/records/entity/${r.id}/1`,
    token: other,
    payload: { input: { ...view.data, ...entity(), name: 'Mudou entretanto' }, rowVersion: view.rowVersion, continueOnDuplicate: true },
  });
  expect(saved.body.code).toBe(0);
  expect((await undo(again.data.undoToken ?? '')).code).toBe(ErrorCode.UndoRecordChanged);
  expect(await scheduleRow(r.id, 1)).toBeUndefined();
});

it('puts a reorder of sub-entities back exactly', async () => {
  const parent = await create();
  expect((await act(parent, 'publish')).code).toBe(0);
  const a = await create(parent.id);
  const b = await create(parent.id);
  expect((await act(a, 'publish')).code).toBe(0);
  expect((await act(b, 'publish')).code).toBe(0);
  const order = (childIds: number[]) => t.call<{ undoToken: string }>({ method: 'PUT', url: '/organic/order', token: admin, payload: { parentId: parent.id, childIds } });
  expect((await order([a.id, b.id])).body.code).toBe(0);
  const rows = () => sql`SELECT to_jsonb(o) AS row FROM organic_order o WHERE parent_id = ${parent.id} ORDER BY child_id`.execute(t.database.db).then((r) => r.rows);
  const before = await rows();
  clock.advance(1000);
  const moved = await order([b.id, a.id]);
  expect(await rows()).not.toEqual(before);
  expect((await undo(moved.body.data.undoToken, other)).code).toBe(ErrorCode.UndoUnavailable);
  expect((await undo(moved.body.data.undoToken)).code).toBe(0);
  expect(await rows()).toEqual(before);
});

it('refuses once the offer is over (-750)', async () => {
  const r = await create();
  const deleted = await act(r, 'delete');
  clock.advance(UNDO_LIMITS.acceptedMs + 1);
  expect((await undo(deleted.data.undoToken ?? '')).code).toBe(ErrorCode.UndoUnavailable);
});
