/**
 * Scheduled publication through the API and the scheduler (issue 14 §1), on entities (the engine is
 * one for every kind): scheduling, rescheduling, cancelling and their refusals; the schedule on the
 * detail, the list and the tasks; the scheduler publishing at the time through the publish rules;
 * failures notifying the reviewer; a save ending the schedule; a new app instance on the same
 * database finding the schedule; two schedulers racing, one publish.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState, type RecordActionName } from '@/shared/recordStates';
import type { AuditEntry, RecordListItem, RecordView, SavedRecord, TableData, TaskItem } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { buildApp } from '../app';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { SCHEDULE_COMMENTS } from './scheduleTexts';

let t: TestApp;
let admin: string;
let editor: string;
let reviewer: string;
let reviewerId: number;
let srfpap: number;
let seq = 0;

const HOUR = 60 * 60_000;
const { Draft, SubmittedForApproval, Published, Archived } = RecordState;

beforeAll(async () => {
  // The timer's look (every hour here) never runs during the file: the tests count their own runs.
  t = await createTestApp({ env: { SCHEDULER_INTERVAL_SECONDS: '3600' } });
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  await createTestUser(db, { username: 'editor', password: 'Editor#2026', organizationId: srfpap, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] });
  reviewerId = await createTestUser(db, { username: 'reviewer', password: 'Reviewer#2026', organizationId: srfpap, permissions: [Permission.EntityApprove] });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  editor = await t.loginToken('editor', 'Editor#2026');
  reviewer = await t.loginToken('reviewer', 'Reviewer#2026');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

// Each test counts the scheduler's runs: none of another test's schedules may fall due in it.
afterEach(() => t.database.db.deleteFrom('publication_schedule').execute());

function entity(overrides: Partial<EntityInput> = {}): EntityInput {
  seq += 1;
  return {
    ...emptyEntity(),
    code: `SCH${seq}`,
    abbreviation: `SCH${seq}`,
    name: `Unidade agendada ${randomBytes(6).toString('hex')}`,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
    ...overrides,
  };
}

async function view(token: string, id: number, version: number) {
  return (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token })).body;
}
async function rowVersion(id: number, version: number): Promise<number> {
  return (await view(admin, id, version)).data.rowVersion;
}
async function act(token: string, id: number, version: number, action: RecordActionName, extra: Record<string, unknown> = {}) {
  return (
    await t.call<SavedRecord | null>({
      method: 'POST',
      url: `/records/entity/${id}/${version}/actions/${action}`,
      token,
      payload: { rowVersion: await rowVersion(id, version), ...extra },
    })
  ).body;
}
async function draft(input: EntityInput = entity()): Promise<SavedRecord> {
  const body = (await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: editor, payload: { input, continueOnDuplicate: true } })).body;
  expect(body.code).toBe(0);
  return body.data;
}
function later(ms: number): string {
  return new Date(t.clock().getTime() + ms).toISOString();
}
async function schedule(token: string, r: { id: number; version: number }, publishAt: string, extra: Record<string, unknown> = {}) {
  return (
    await t.call<SavedRecord>({
      method: 'POST',
      url: `/records/entity/${r.id}/${r.version}/schedule`,
      token,
      payload: { rowVersion: await rowVersion(r.id, r.version), publishAt, ...extra },
    })
  ).body;
}
async function cancel(token: string, r: { id: number; version: number }) {
  return (
    await t.call<SavedRecord>({
      method: 'POST',
      url: `/records/entity/${r.id}/${r.version}/schedule/cancel`,
      token,
      payload: { rowVersion: await rowVersion(r.id, r.version) },
    })
  ).body;
}
async function audit(id: number): Promise<AuditEntry[]> {
  return (await t.call<AuditEntry[]>({ method: 'GET', url: `/records/entity/${id}/audit`, token: admin })).body.data;
}
async function notificationsOf(userId: number, id: number) {
  return t.database.db.selectFrom('notification').selectAll().where('user_id', '=', userId).where('record_id', '=', id).orderBy('id').execute();
}
/**
 * Runs the scheduler as if `ms` had passed (a second more: past a schedule `ms` ahead), then puts the
 * clock back, so the signed-in tokens stay valid.
 */
async function runAfter(ms: number, app: FastifyInstance = t.app): Promise<number> {
  const start = t.clock();
  t.clock.advance(ms + 1000);
  try {
    return await app.publicationScheduler.runDue();
  } finally {
    t.clock.set(start);
  }
}

describe('scheduling', () => {
  it('schedules, shows the schedule on the detail, the list and the tasks, reschedules and cancels, each audited', async () => {
    const r = await draft();
    expect((await act(editor, r.id, 1, 'submitForApproval')).code).toBe(0);
    const at = later(2 * HOUR);
    expect(await schedule(reviewer, r, at)).toMatchObject({ code: 0, data: { id: r.id, version: 1, state: SubmittedForApproval } });

    expect((await view(editor, r.id, 1)).data.scheduledPublication).toEqual({ publishAt: at, scheduledBy: 'reviewer' });
    const list = (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/entity/search', token: reviewer, payload: { code: `SCH${seq}`, pageSize: 100 } }))
      .body;
    expect(list.data.items.find((i) => i.id === r.id)?.scheduledPublication).toEqual({ publishAt: at, scheduledBy: 'reviewer' });
    const tasks = (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: reviewer, payload: { name: `SCH${seq}`, pageSize: 100 } })).body;
    expect(tasks.data.items.find((i) => i.id === r.id)?.scheduledPublication).toEqual({ publishAt: at, scheduledBy: 'reviewer' });

    const moved = later(3 * HOUR);
    expect((await schedule(reviewer, r, moved)).code).toBe(0);
    expect((await view(reviewer, r.id, 1)).data.scheduledPublication?.publishAt).toBe(moved);

    expect((await cancel(reviewer, r)).code).toBe(0);
    expect((await view(reviewer, r.id, 1)).data.scheduledPublication).toBeUndefined();
    expect((await cancel(reviewer, r)).code).toBe(ErrorCode.ScheduleNotFound);

    const actions = (await audit(r.id)).map((a) => [a.action, a.username]);
    expect(actions).toEqual([
      ['create', 'editor'],
      ['submitForApproval', 'editor'],
      ['schedulePublication', 'reviewer'],
      ['schedulePublication', 'reviewer'],
      ['cancelScheduledPublication', 'reviewer'],
    ]);
    // Scheduling changes nothing of the version: its other actions work with the same rowVersion.
    expect((await view(reviewer, r.id, 1)).data.state).toBe(SubmittedForApproval);
  });

  it('refuses a time in the past, less than a minute ahead, over a year ahead, or not an instant', async () => {
    const r = await draft();
    expect((await schedule(reviewer, r, later(-HOUR))).code).toBe(ErrorCode.ScheduleTooSoon);
    expect((await schedule(reviewer, r, later(30_000))).code).toBe(ErrorCode.ScheduleTooSoon);
    expect((await schedule(reviewer, r, later(367 * 24 * HOUR))).code).toBe(ErrorCode.ScheduleTooFar);
    expect((await schedule(reviewer, r, '2030-02-30T10:00')).code).toBe(ErrorCode.ScheduleTimeInvalid);
    const refusal = await schedule(reviewer, r, 'amanhã');
    expect(refusal).toMatchObject({ code: ErrorCode.ScheduleTimeInvalid, description: ERROR_CATALOGUE[ErrorCode.ScheduleTimeInvalid].pt });
    expect((await schedule(reviewer, r, later(2 * 60_000))).code).toBe(0);
  });

  it('refuses without the publish permission, in a state that cannot be published, and on a stale rowVersion', async () => {
    const r = await draft();
    expect((await schedule(editor, r, later(HOUR))).code).toBe(ErrorCode.NoPermission);
    expect((await schedule(await t.guestToken(), r, later(HOUR))).code).toBe(ErrorCode.NoPermission);
    const stale = await t.call({ method: 'POST', url: `/records/entity/${r.id}/1/schedule`, token: reviewer, payload: { rowVersion: 999, publishAt: later(HOUR) } });
    expect(stale.body.code).toBe(ErrorCode.ConcurrentChange);
    expect((await act(reviewer, r.id, 1, 'archive')).code).toBe(0);
    expect((await schedule(reviewer, r, later(HOUR))).code).toBe(ErrorCode.EntityStateInvalid);
    expect((await cancel(reviewer, r)).code).toBe(ErrorCode.EntityStateInvalid);
    const missing = await t.call({ method: 'POST', url: '/records/entity/999999/1/schedule', token: reviewer, payload: { rowVersion: 1, publishAt: later(HOUR) } });
    expect(missing.body.code).toBe(ErrorCode.EntityNotFound);
    const bad = await t.call({ method: 'POST', url: `/records/entity/${r.id}/1/schedule`, token: reviewer, payload: { rowVersion: 1 } });
    expect(bad.response.statusCode).toBe(400);
  });

  it('asks the duplicate question when scheduling, and keeps the answer for the publish', async () => {
    const first = await draft();
    expect((await act(reviewer, first.id, 1, 'publish')).code).toBe(0);
    const name = (await view(admin, first.id, 1)).data.name;
    const twin = await draft(entity({ name }));
    const warned = await schedule(reviewer, twin, later(HOUR));
    expect(warned.code).toBe(ErrorCode.EntityDuplicate);
    expect(warned.data).toEqual({ similar: [expect.objectContaining({ id: first.id })] });
    expect((await schedule(reviewer, twin, later(HOUR), { continueOnDuplicate: true })).code).toBe(0);
    expect(await runAfter(HOUR)).toBe(1);
    expect((await view(admin, twin.id, 1)).data.state).toBe(Published);
  });
});

describe('the scheduler', () => {
  it('publishes at the time, as the reviewer, archiving the published version', async () => {
    const r = await draft();
    expect((await act(reviewer, r.id, 1, 'publish')).code).toBe(0);
    const saved = await t.call<SavedRecord>({
      method: 'PUT',
      url: `/records/entity/${r.id}/1`,
      token: editor,
      payload: { input: { ...entity(), name: (await view(admin, r.id, 1)).data.name }, rowVersion: await rowVersion(r.id, 1) },
    });
    expect(saved.body.data.version).toBe(2);
    const next = { id: r.id, version: 2 };
    expect((await schedule(reviewer, next, later(2 * HOUR))).code).toBe(0);

    // Not yet due.
    expect(await runAfter(HOUR)).toBe(0);
    expect((await view(admin, r.id, 2)).data.state).toBe(Draft);

    expect(await runAfter(2 * HOUR)).toBe(1);
    expect((await view(admin, r.id, 2)).data).toMatchObject({ state: Published });
    expect((await view(admin, r.id, 2)).data.scheduledPublication).toBeUndefined();
    expect((await view(admin, r.id, 1)).data.state).toBe(Archived);
    const last = (await audit(r.id)).at(-1);
    expect(last).toMatchObject({ version: 2, action: 'publish', username: 'reviewer', fromState: Draft, toState: Published, comment: SCHEDULE_COMMENTS.published });
    // The author hears of the publication as from any publish.
    const editorId = (await t.database.db.selectFrom('app_user').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow()).id;
    expect((await notificationsOf(editorId, r.id)).map((n) => n.event)).toContain('publish');
  });

  it('when a rule no longer holds, ends the schedule, audits it and notifies the reviewer with the reason in their language', async () => {
    const lost = await createTestUser(t.database.db, { username: 'reviewer2', password: 'Reviewer2#2026', organizationId: srfpap, permissions: [Permission.EntityApprove] });
    await t.database.db.updateTable('app_user').set({ language: 'en' }).where('id', '=', lost).execute();
    const token = await t.loginToken('reviewer2', 'Reviewer2#2026');
    const r = await draft();
    expect((await schedule(token, r, later(HOUR))).code).toBe(0);
    // The reviewer's profile loses the publish permission before the time.
    const profile = await t.database.db.selectFrom('user_profile').select('profile_id').where('user_id', '=', lost).executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('profile')
      .set({ permissions: [Permission.EntityCreateEdit] })
      .where('id', '=', profile.profile_id)
      .execute();

    expect(await runAfter(HOUR)).toBe(1);
    const v = (await view(admin, r.id, 1)).data;
    expect(v.state).toBe(Draft);
    expect(v.scheduledPublication).toBeUndefined();
    expect((await audit(r.id)).at(-1)).toMatchObject({
      action: 'cancelScheduledPublication',
      username: 'reviewer2',
      comment: SCHEDULE_COMMENTS.failed(ERROR_CATALOGUE[ErrorCode.NoPermission]),
    });
    const notes = await notificationsOf(lost, r.id);
    expect(notes).toEqual([
      expect.objectContaining({ event: 'scheduledPublicationFailed', title: v.name, body: ERROR_CATALOGUE[ErrorCode.NoPermission].en, record_version: 1 }),
    ]);
  });

  it('a duplicate that appeared after scheduling fails the publish, with the duplicate text', async () => {
    const r = await draft();
    expect((await schedule(reviewer, r, later(HOUR))).code).toBe(0);
    const name = (await view(admin, r.id, 1)).data.name;
    const other = await draft(entity({ name }));
    expect((await act(reviewer, other.id, 1, 'publish', { continueOnDuplicate: true })).code).toBe(0);
    expect(await runAfter(HOUR)).toBe(1);
    expect((await view(admin, r.id, 1)).data.state).toBe(Draft);
    const [note] = await notificationsOf(reviewerId, r.id);
    expect(note?.body).toBe(ERROR_CATALOGUE[ErrorCode.EntityDuplicate].pt);
  });

  it('a save of the version by someone else ends its schedule and tells the reviewer', async () => {
    const r = await draft();
    expect((await schedule(reviewer, r, later(HOUR))).code).toBe(0);
    const current = (await view(admin, r.id, 1)).data;
    const saved = await t.call({
      method: 'PUT',
      url: `/records/entity/${r.id}/1`,
      token: editor,
      payload: { input: { ...entity(), name: current.name }, rowVersion: current.rowVersion },
    });
    expect(saved.body.code).toBe(0);
    expect((await view(admin, r.id, 1)).data.scheduledPublication).toBeUndefined();
    expect((await audit(r.id)).at(-2)).toMatchObject({ action: 'cancelScheduledPublication', username: 'editor', comment: SCHEDULE_COMMENTS.changed });
    expect((await notificationsOf(reviewerId, r.id)).map((n) => n.body)).toEqual([ERROR_CATALOGUE[ErrorCode.ScheduleChanged].pt]);
    expect(await runAfter(HOUR)).toBe(0);
  });

  it('another workflow action on the version ends its schedule (deleting the version too)', async () => {
    const r = await draft();
    expect((await schedule(reviewer, r, later(HOUR))).code).toBe(0);
    expect((await act(editor, r.id, 1, 'submitForApproval')).code).toBe(0);
    expect((await view(admin, r.id, 1)).data.scheduledPublication).toBeUndefined();
    const gone = await draft();
    expect((await schedule(reviewer, gone, later(HOUR))).code).toBe(0);
    expect((await act(editor, gone.id, 1, 'delete')).code).toBe(0);
    expect(await runAfter(HOUR)).toBe(0);
  });

  it('survives a restart: a new app instance on the same database publishes it', async () => {
    const r = await draft();
    expect((await schedule(reviewer, r, later(HOUR))).code).toBe(0);
    const second = await buildApp({ config: t.database.config, db: t.database.db, listen: t.database.listen, clock: t.clock });
    try {
      // Its start-up look first (nothing is due yet): runDue waits for it, so the count below is this run's.
      expect(await second.publicationScheduler.runDue()).toBe(0);
      expect(await runAfter(HOUR, second)).toBe(1);
    } finally {
      await second.close();
    }
    expect((await view(admin, r.id, 1)).data.state).toBe(Published);
  });

  it('two schedulers racing on one database publish once', async () => {
    const records = [await draft(), await draft(), await draft()];
    for (const r of records) expect((await schedule(reviewer, r, later(HOUR))).code).toBe(0);
    const second = await buildApp({ config: t.database.config, db: t.database.db, listen: t.database.listen, clock: t.clock });
    const start = t.clock();
    try {
      t.clock.advance(HOUR + 1000);
      const ran = await Promise.all([t.app.publicationScheduler.runDue(), second.publicationScheduler.runDue(), t.app.publicationScheduler.runDue()]);
      expect(ran.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(records.length);
    } finally {
      t.clock.set(start);
      await second.close();
    }
    for (const r of records) {
      expect((await view(admin, r.id, 1)).data.state).toBe(Published);
      expect((await audit(r.id)).filter((a) => a.action === 'publish' || a.action === 'cancelScheduledPublication')).toHaveLength(1);
    }
  });
});
