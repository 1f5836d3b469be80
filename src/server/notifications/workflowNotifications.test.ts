/**
 * The workflow's notifications (issue 12 §2) through the API: each engine event reaches the right
 * users (the kind's reviewers within scope, or the version's author), never the actor, and an action
 * that rolls back leaves no notification.
 */
import { randomBytes } from 'node:crypto';
import { UserStatus } from '@/shared/enums';
import { Permission } from '@/shared/permissions';
import type { RecordActionName } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity } from '@/shared/records/entity';
import { NOTIFICATION_PATHS } from '@/shared/api';
import type { NotifiedItem } from '@/shared/notificationItems';
import { onWorkflowEvent, type WorkflowEvent } from '../records/engineEvents';
import { recordChangeRecipients } from './recordChanges';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let editor: string;
let reviewer: string;
const ids: Record<string, number> = {};
let srfpap: number;
let failAfterNotifying = false;
/** Every workflow event the engine emitted, oldest first. */
const events: WorkflowEvent[] = [];

const PASSWORD = 'Notify#2026';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  const srsd = await entityIdByCode(db, 'SRSD');
  const { EntityCreateEdit, EntitySubmit, EntityApprove, ServiceApprove } = Permission;
  const users: [string, number | null, number[]][] = [
    ['n_editor', srfpap, [EntityCreateEdit, EntitySubmit]],
    ['n_reviewer', srfpap, [EntityApprove]],
    ['n_reviewer2', srfpap, [EntityApprove]],
    ['n_blocked', srfpap, [EntityApprove]],
    ['n_outside', srsd, [EntityApprove]],
    ['n_excluded', null, [EntityApprove]],
    ['n_services', srfpap, [ServiceApprove]],
  ];
  for (const [username, organizationId, permissions] of users) {
    ids[username] = await createTestUser(db, {
      username,
      password: PASSWORD,
      organizationId,
      permissions,
      ...(username === 'n_excluded' && { excludedOrganizationIds: [srfpap] }),
    });
  }
  await db.updateTable('app_user').set({ status: UserStatus.Blocked }).where('id', '=', ids.n_blocked!).execute();
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  editor = await t.loginToken('n_editor', PASSWORD);
  reviewer = await t.loginToken('n_reviewer', PASSWORD);
  // A later listener that fails on demand: the whole action, notifications included, must roll back.
  onWorkflowEvent(async (_ctx, event) => {
    if (failAfterNotifying) throw new Error('listener failure (test)');
    events.push(event);
  });
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

async function draft(token = editor): Promise<SavedRecord & { name: string }> {
  const name = `Unidade ${randomBytes(6).toString('hex')}`;
  const input = {
    ...emptyEntity(),
    code: `N${randomBytes(3).toString('hex')}`,
    abbreviation: 'N',
    name,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
  };
  const { body } = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token, payload: { input, continueOnDuplicate: true } });
  expect(body.code).toBe(0);
  return { ...body.data, name };
}

async function act(token: string, r: SavedRecord, action: RecordActionName, extra: Record<string, unknown> = {}) {
  const current = (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${r.id}/${r.version}`, token: admin })).body;
  const { body } = await t.call({
    method: 'POST',
    url: `/records/entity/${r.id}/${r.version}/actions/${action}`,
    token,
    payload: { rowVersion: current.data.rowVersion, continueOnDuplicate: true, ...extra },
  });
  return body;
}

/** The notifications about record `r`, as username → events. */
async function notified(r: SavedRecord): Promise<Record<string, string[]>> {
  const rows = await t.database.db
    .selectFrom('notification')
    .innerJoin('app_user', 'app_user.id', 'notification.user_id')
    .select(['app_user.username', 'notification.event'])
    .where('record_kind', '=', 2)
    .where('record_id', '=', r.id)
    .where('record_version', '=', r.version)
    .orderBy('notification.id')
    .execute();
  const byUser: Record<string, string[]> = {};
  for (const row of rows) (byUser[row.username] ??= []).push(row.event ?? '');
  return byUser;
}

it('tells the reviewers of the kind whose scope holds the record of a submission, and nobody else', async () => {
  const r = await draft();
  expect((await act(editor, r, 'submitForApproval')).code).toBe(0);
  const byUser = await notified(r);
  expect(byUser.n_reviewer).toEqual(['submitForApproval']);
  expect(byUser.n_reviewer2).toEqual(['submitForApproval']);
  // The actor, a blocked user, reviewers outside the scope (elsewhere or excluded) and of another kind: nothing.
  for (const username of ['n_editor', 'n_blocked', 'n_outside', 'n_excluded', 'n_services']) expect(byUser[username]).toBeUndefined();

  const row = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', ids.n_reviewer!).where('record_id', '=', r.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ action_id: 1, title: r.name, body: '', read_at: null, record_version: r.version });
});

it('tells the other reviewers, never the actor, of a submission for publication', async () => {
  const r = await draft();
  await act(editor, r, 'submitForApproval');
  expect((await act(reviewer, r, 'submitForPublication')).code).toBe(0);
  const byUser = await notified(r);
  expect(byUser.n_reviewer).toEqual(['submitForApproval']);
  expect(byUser.n_reviewer2).toEqual(['submitForApproval', 'submitForPublication']);
  expect(byUser.n_editor).toBeUndefined();
});

it('tells the author of a return with the comment, and of the publication', async () => {
  const r = await draft();
  await act(editor, r, 'submitForApproval');
  expect((await act(reviewer, r, 'return', { comment: 'Falta a morada' })).code).toBe(0);
  const returned = await t.database.db.selectFrom('notification').selectAll().where('user_id', '=', ids.n_editor!).where('record_id', '=', r.id).executeTakeFirstOrThrow();
  expect(returned).toMatchObject({ event: 'return', body: 'Falta a morada', title: r.name });

  await act(editor, r, 'submitForApproval');
  expect((await act(reviewer, r, 'publish')).code).toBe(0);
  expect((await notified(r)).n_editor).toEqual(['return', 'publish']);
  expect((await notified(r)).n_reviewer).toEqual(['submitForApproval', 'submitForApproval']);
});

it('tells the author of an archive and of an extinction', async () => {
  const archived = await draft();
  expect((await act(reviewer, archived, 'archive')).code).toBe(0);
  expect((await notified(archived)).n_editor).toEqual(['archive']);

  const extinct = await draft();
  await act(reviewer, extinct, 'publish');
  expect((await act(reviewer, extinct, 'extinct', { endDate: '2025-01-01' })).code).toBe(0);
  expect((await notified(extinct)).n_editor).toEqual(['publish', 'extinct']);
});

it('does not tell the author of what they did themselves', async () => {
  const r = await draft(admin);
  expect((await act(admin, r, 'publish')).code).toBe(0);
  expect(await notified(r)).toEqual({});
});

it('leaves nothing when the action rolls back', async () => {
  const r = await draft();
  failAfterNotifying = true;
  try {
    expect((await act(editor, r, 'submitForApproval')).code).not.toBe(0);
  } finally {
    failAfterNotifying = false;
  }
  expect(await notified(r)).toEqual({});
  const actions = await t.database.db.selectFrom('record_action').select('action').where('kind', '=', 2).where('record_id', '=', r.id).execute();
  expect(actions.map((a) => a.action)).not.toContain('submitForApproval');
});

it('names who acted by display name, in the list as when pushed (issue 29 §13)', async () => {
  await t.database.db.updateTable('app_user').set({ display_name: 'Joana Simões' }).where('id', '=', ids.n_reviewer!).execute();
  try {
    const r = await draft();
    await act(editor, r, 'submitForApproval');
    expect((await act(reviewer, r, 'return', { comment: 'Falta a morada' })).code).toBe(0);
    const { body } = await t.call<NotifiedItem[]>({ method: 'GET', url: NOTIFICATION_PATHS.list, token: editor });
    const returned = body.data.find((n) => n.record?.id === r.id && n.event === 'return');
    expect(returned).toMatchObject({ actor: 'Joana Simões', body: 'Falta a morada' });
    // The reviewer's own notice of the submission names the editor (display name = username for test users).
    const submitted = (await t.call<NotifiedItem[]>({ method: 'GET', url: NOTIFICATION_PATHS.list, token: reviewer })).body.data.find((n) => n.record?.id === r.id);
    expect(submitted).toMatchObject({ event: 'submitForApproval', actor: 'n_editor' });
  } finally {
    await t.database.db.updateTable('app_user').set({ display_name: 'n_reviewer' }).where('id', '=', ids.n_reviewer!).execute();
  }
});

it('tells every active reader of the record in scope that it changed, the actor too, and nobody else (issue 29 §6)', async () => {
  const r = await draft();
  expect((await act(editor, r, 'submitForApproval')).code).toBe(0);
  const event = events.findLast((e) => e.id === r.id && e.action === 'submitForApproval');
  expect(event).toBeDefined();
  const recipients = new Set(await recordChangeRecipients(t.database.db, event!));
  for (const username of ['n_editor', 'n_reviewer', 'n_reviewer2']) expect(recipients.has(ids[username]!)).toBe(true);
  for (const username of ['n_blocked', 'n_outside', 'n_excluded', 'n_services']) expect(recipients.has(ids[username]!)).toBe(false);
});
