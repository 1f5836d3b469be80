/**
 * Bulk workflow actions over HTTP (issue 30 §1), one app for the file: an inline submit of a mix (one
 * record out of the caller's scope, one in the wrong state, one with a stale rowVersion: the others
 * done, each refusal with its code), the preview's counts, return's comment, a job run to its end
 * (status pushed over the hub, the end notified with the result page), another's job not found, the
 * export's bytes and a selection over the limit, and Tarefas' whole filter with a record unticked.
 */
import { BULK_EVENTS, bulkResultPath, type BulkJobDetail, type BulkPreview, type BulkRecordRef } from '@/shared/bulk';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { HUB_METHODS } from '@/shared/hub';
import type { NotifiedItem } from '@/shared/notificationItems';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import { RECORD_KINDS } from '@/shared/records/kinds';
import * as hubBus from '../hub/hubBus';
import { createEntityDraft } from '../test/entityDrafts';
import { signedInAppForSuite } from '../test/signedInApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { findJob, insertJob } from './bulkJobs';
import { bulkRunnerOf } from './bulkRoutes';
import { registeredDef } from './bulkTargets';

jest.mock('../hub/hubBus', () => {
  const actual = jest.requireActual<typeof import('../hub/hubBus')>('../hub/hubBus');
  return { ...actual, publishToUsers: jest.fn(actual.publishToUsers) };
});

const t = signedInAppForSuite();
const PASSWORD = 'Bulk#Test2026';
let submitter: string;
let srfpap: number;
let srsd: number;
let seq = 0;

beforeAll(async () => {
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  srsd = await entityIdByCode(db, 'SRSD');
  await createTestUser(db, { username: 'bulk-submitter', password: PASSWORD, organizationId: srfpap, permissions: [Permission.EntitySubmit] });
  submitter = await t.loginToken('bulk-submitter', PASSWORD);
});

/** A draft entity under `parentId`, by the administrator. */
async function draft(parentId: number, prefix = 'BLK'): Promise<BulkRecordRef> {
  seq += 1;
  const saved = await createEntityDraft(t, t.admin, { code: `${prefix}${seq}`, name: `Entidade em massa ${prefix} ${seq}`, parentId });
  expect(saved.code).toBe(0);
  return { kind: 'entity', id: saved.data.id, version: 1 };
}

const bulk = (token: string, payload: object) => t.call<BulkJobDetail>({ method: 'POST', url: '/bulk/actions', token, payload });
const stateOf = async (ref: BulkRecordRef) =>
  (
    await t.database.db
      .selectFrom('record_version')
      .select('state')
      .where('id', '=', ref.id)
      .where('version', '=', ref.version)
      .where('kind', '=', RECORD_KINDS.entity.objectKind)
      .executeTakeFirstOrThrow()
  ).state;

test('an inline submit of a mix: each record on its own, each refusal with its catalogued code; the preview counted the same', async () => {
  const [a, b, outside, submitted, stale] = [await draft(srfpap), await draft(srfpap), await draft(srsd), await draft(srfpap), await draft(srfpap)] as BulkRecordRef[] as [
    BulkRecordRef,
    BulkRecordRef,
    BulkRecordRef,
    BulkRecordRef,
    BulkRecordRef,
  ];
  const row = await t.database.db.selectFrom('record_version').select('row_version').where('id', '=', submitted.id).executeTakeFirstOrThrow();
  expect(
    (await t.call({ method: 'POST', url: `/records/entity/${submitted.id}/1/actions/submitForApproval`, token: t.admin, payload: { rowVersion: row.row_version } })).body.code,
  ).toBe(0);
  const items = [a, b, outside, submitted, { ...stale, rowVersion: 999 }];

  const preview = (await t.call<BulkPreview>({ method: 'POST', url: '/bulk/preview', token: submitter, payload: { targets: { items } } })).body;
  expect(preview.code).toBe(0);
  // a, b and the stale one are drafts in scope (the rowVersion is the action's own check); delete needs create/edit.
  expect(preview.data).toMatchObject({ total: 5, actions: { submitForApproval: 3, publish: 0, delete: 0 } });

  const answer = (await bulk(submitter, { action: 'submitForApproval', targets: { items: [...items, a] } })).body;
  expect(answer.code).toBe(0);
  expect(answer.data).toMatchObject({ state: 'finished', total: 5, done: 2, refused: 3, percent: 100 });
  const codes = answer.data.results.map((r) => [r.id, r.outcome, r.error?.code ?? 0]);
  expect(codes).toEqual([
    [a.id, 'done', 0],
    [b.id, 'done', 0],
    [outside.id, 'refused', ErrorCode.NoPermission],
    [submitted.id, 'refused', -101],
    [stale.id, 'refused', ErrorCode.ConcurrentChange],
  ]);
  expect(answer.data.results[2]?.error?.pt).toBe('Não tem permissão para realizar esta operação.');
  expect(answer.data.results[2]?.name).toBe('');
  expect(answer.data.results[0]?.name).toMatch(/^Entidade em massa/);
  expect(await stateOf(a)).toBe(RecordState.SubmittedForApproval);
  expect(await stateOf(stale)).toBe(RecordState.Draft);

  // The caller's own job reads back; another's is not found.
  const read = (await t.call<BulkJobDetail>({ method: 'GET', url: `/bulk/jobs/${answer.data.jobId}`, token: submitter })).body;
  expect(read.data.results).toHaveLength(5);
  expect((await t.call({ method: 'GET', url: `/bulk/jobs/${answer.data.jobId}`, token: t.admin })).body.code).toBe(ErrorCode.BulkJobNotFound);
  expect((await bulk(t.guest, { action: 'submitForApproval', targets: { items: [a] } })).body.code).toBe(ErrorCode.NoPermission);
});

test('return needs a comment; none or two selections are refused', async () => {
  const a = await draft(srfpap);
  expect((await bulk(t.admin, { action: 'return', targets: { items: [a] } })).body.code).toBe(ErrorCode.InvalidRequest);
  expect((await bulk(t.admin, { action: 'return', comment: '  ', targets: { items: [a] } })).body.code).toBe(ErrorCode.InvalidRequest);
  expect((await bulk(t.admin, { action: 'schedule', targets: { items: [a] } })).body.code).toBe(ErrorCode.ScheduleTimeInvalid);
  const publishAt = new Date(Date.now() + 86_400_000).toISOString();
  expect((await bulk(t.admin, { action: 'schedule', publishAt, continueOnDuplicate: true, targets: { items: [a] } })).body.data.results[0]?.error).toBeNull();
  expect((await bulk(t.admin, { action: 'publish', targets: {} })).body.code).toBe(ErrorCode.InvalidRequest);
  expect((await bulk(t.admin, { action: 'publish', targets: { items: [a], tasks: {} } })).body.code).toBe(ErrorCode.InvalidRequest);
});

test('over the threshold a job runs to its end: status pushed over the hub, the end notified with its result page', async () => {
  const runner = bulkRunnerOf(t.app);
  runner.jobThreshold = 2;
  try {
    const items = [await draft(srfpap, 'JOB'), await draft(srfpap, 'JOB'), await draft(srfpap, 'JOB')];
    const publish = jest.mocked(hubBus.publishToUsers);
    publish.mockClear();
    const answer = (await bulk(t.admin, { action: 'delete', targets: { items } })).body;
    expect(answer.data).toMatchObject({ state: 'running', total: 3, results: [] });
    await runner.idle();
    const read = (await t.call<BulkJobDetail>({ method: 'GET', url: `/bulk/jobs/${answer.data.jobId}`, token: t.admin })).body.data;
    expect(read).toMatchObject({ state: 'finished', done: 3, refused: 0, percent: 100 });
    const pushes = publish.mock.calls.filter((c) => c[2] === HUB_METHODS.sendBulkStatus);
    expect(pushes.at(-1)?.[3]).toEqual([expect.objectContaining({ jobId: answer.data.jobId, state: 'finished', done: 3 })]);
    const notifications = (await t.call<NotifiedItem[]>({ method: 'GET', url: '/notifications', token: t.admin })).body.data;
    expect(notifications.find((n) => n.event === BULK_EVENTS.finished)).toMatchObject({ title: 'delete', body: '3/3', link: bulkResultPath(answer.data.jobId) });

    // A job a dead process held: once its lease has run out, a runner claims it and does what is pending.
    const db = t.database.db;
    const more = [await draft(srfpap, 'JOB'), await draft(srfpap, 'JOB')];
    const admin = await db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const records = more.map((r) => ({ def: registeredDef('entity'), id: r.id, version: 1, rowVersion: null, code: '', name: '' }));
    const orphan = await insertJob(db, {
      userId: admin.id,
      action: 'delete',
      options: {},
      records,
      at: new Date(),
      owner: 'a-dead-process',
      leaseUntil: new Date(Date.now() - 1000),
    });
    await runner.runPending();
    expect(await findJob(db, orphan.id)).toMatchObject({ state: 'finished', done: 2, lease_owner: null });

    // A job whose user is no longer active fails, its records left as they were.
    const blocked = await createTestUser(db, { username: 'bulk-blocked', password: PASSWORD, organizationId: null, permissions: [Permission.EntityCreateEdit] });
    await db.updateTable('app_user').set({ status: UserStatus.Blocked }).where('id', '=', blocked).execute();
    const last = await draft(srfpap, 'JOB');
    const refused = await insertJob(db, {
      userId: blocked,
      action: 'delete',
      options: {},
      records: [{ def: registeredDef('entity'), id: last.id, version: 1, rowVersion: null, code: '', name: '' }],
      at: new Date(),
      owner: 'a-dead-process',
      leaseUntil: new Date(Date.now() - 1000),
    });
    await runner.runPending();
    expect(await findJob(db, refused.id)).toMatchObject({ state: 'failed', done: 0, message_pt: 'O utilizador não está ativo.' });
    expect(await stateOf(last)).toBe(RecordState.Draft);
  } finally {
    runner.jobThreshold = 50;
  }
});

test('the export holds the selection the caller may read; a selection over the limit is refused', async () => {
  await draft(srfpap, 'EXP');
  await draft(srfpap, 'EXP');
  const outside = await draft(srsd, 'EXP');
  const outsideCode = `EXP${seq}`;
  const targets = { search: { kind: 'entity', form: { code: 'EXP', pageSize: 5 } } };
  const csv = await t.app.inject({ method: 'POST', url: '/api/bulk/export', headers: { authorization: `Bearer ${submitter}` }, payload: { targets, format: 'csv' } });
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Tipo;Código;Nome;Versão;Estado;Entidade;Última alteração');
  // The submitter reads SRFPAP's drafts only: SRSD's draft is left out.
  expect(lines).toHaveLength(3);
  expect(csv.body).not.toContain(outsideCode);
  expect(lines[1]).toMatch(/^Entidade;EXP\d+;Entidade em massa EXP \d+;1;Em elaboração;"Secretaria Regional das Finanças[^"]*";\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const xlsx = await t.app.inject({ method: 'POST', url: '/api/bulk/export', headers: { authorization: `Bearer ${t.admin}` }, payload: { targets, format: 'xlsx' } });
  expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

  const runner = bulkRunnerOf(t.app);
  runner.maxRecords = 2;
  try {
    expect((await bulk(t.admin, { action: 'publish', targets })).body.code).toBe(ErrorCode.BulkTooManyRecords);
    const except = [outside];
    expect((await t.call<BulkPreview>({ method: 'POST', url: '/bulk/preview', token: t.admin, payload: { targets: { ...targets, except } } })).body.data.total).toBe(2);
  } finally {
    runner.maxRecords = 10_000;
  }
});

test("Tarefas' whole filter: the records awaiting the caller's decision that match, less the ones unticked", async () => {
  const [kept, unticked] = [await draft(srfpap, 'TSK'), await draft(srfpap, 'TSK')] as [BulkRecordRef, BulkRecordRef];
  const stillDraft = await draft(srfpap, 'TSK');
  expect((await bulk(t.admin, { action: 'submitForApproval', targets: { items: [kept, unticked] } })).body.data).toMatchObject({ done: 2, refused: 0 });

  // The draft is not a task; the name filter keeps other tests' submitted records out.
  const targets = { tasks: { name: 'massa TSK', kinds: ['entity'] }, except: [unticked] };
  const preview = (await t.call<BulkPreview>({ method: 'POST', url: '/bulk/preview', token: t.admin, payload: { targets } })).body;
  expect(preview.data).toMatchObject({ total: 1, actions: { publish: 1, submitForApproval: 0 } });

  const answer = (await bulk(t.admin, { action: 'publish', continueOnDuplicate: true, targets })).body;
  expect(answer.data).toMatchObject({ state: 'finished', total: 1, done: 1, refused: 0 });
  expect(answer.data.results.map((r) => r.id)).toEqual([kept.id]);
  expect(await stateOf(kept)).toBe(RecordState.Published);
  expect(await stateOf(unticked)).toBe(RecordState.SubmittedForApproval);
  expect(await stateOf(stillDraft)).toBe(RecordState.Draft);
});
