import { NOTIFICATION_PATHS, NOTIFICATION_WRITE_PATHS, type NotificationItem } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import { createTestApp, SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { createTestUser } from '../test/users';
import { purgeOldNotifications } from './notificationRepository';

let t: TestApp;
let adminToken: string;
let guestToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
  guestToken = await t.guestToken();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

const count = async (token: string, notificationActionId = 1) =>
  (await t.call<number>({ method: 'POST', url: NOTIFICATION_PATHS.count, token, payload: { notificationActionId } })).body;

it('counts 0 before any notification exists, for the guest too', async () => {
  expect(await count(adminToken)).toMatchObject({ code: 0, data: 0 });
  expect(await count(guestToken)).toMatchObject({ code: 0, data: 0 });
  expect((await t.call({ method: 'GET', url: NOTIFICATION_PATHS.list, token: guestToken })).body).toMatchObject({ code: 0, data: [] });
});

it('counts the unread notifications of the user for the action, and lists the latest first', async () => {
  const admin = await t.database.db.selectFrom('app_user').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow();
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
  await t.database.db
    .insertInto('notification')
    .values([
      { user_id: admin.id, action_id: 1, title: 'Entidade submetida', body: 'GRA', created_at: at(1) },
      { user_id: admin.id, action_id: 1, title: 'Serviço publicado', created_at: at(2) },
      { user_id: admin.id, action_id: 1, title: 'Lida', created_at: at(3), read_at: at(4) },
      { user_id: admin.id, action_id: 2, title: 'Importação concluída', created_at: at(5) },
    ])
    .execute();
  expect((await count(adminToken)).data).toBe(2);
  expect((await count(adminToken, 2)).data).toBe(1);
  expect((await count(guestToken)).data).toBe(0);

  const { body } = await t.call<NotificationItem[]>({ method: 'GET', url: NOTIFICATION_PATHS.list, token: adminToken });
  expect(body.code).toBe(0);
  expect(body.data.map((n) => n.title)).toEqual(['Importação concluída', 'Lida', 'Serviço publicado', 'Entidade submetida']);
  expect(body.data[1]).toMatchObject({ read: true, createdAt: at(3).toISOString() });
  expect(body.data[3]).toMatchObject({ read: false, body: 'GRA', actionId: 1 });
});

it('needs a session', async () => {
  const { response, body } = await t.call({ method: 'POST', url: NOTIFICATION_PATHS.count, payload: { notificationActionId: 1 } });
  expect(response.statusCode).toBe(401);
  expect(body.code).toBe(ErrorCode.Unauthorized);
});

describe('mark read, mark all read and delete', () => {
  let userId: number;
  let userToken: string;
  let adminId: number;
  const insert = async (user: number, title: string, createdAt = new Date()) =>
    (await t.database.db.insertInto('notification').values({ user_id: user, action_id: 1, title, created_at: createdAt }).returning('id').executeTakeFirstOrThrow()).id;
  const readOne = (token: string, id: number | string) => t.call({ method: 'POST', url: `/notifications/${id}/read`, token });
  const remove = (token: string, id: number | string) => t.call({ method: 'DELETE', url: `/notifications/${id}`, token });

  beforeAll(async () => {
    userId = await createTestUser(t.database.db, { username: 'n_reader', password: 'Reader#2026', organizationId: null, permissions: [11] });
    userToken = await t.loginToken('n_reader', 'Reader#2026');
    adminId = (await t.database.db.selectFrom('app_user').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow()).id;
  });

  it("marks one of the caller's notifications read, again without harm; another's or a missing one is -380", async () => {
    const mine = await insert(userId, 'mine');
    const theirs = await insert(adminId, 'theirs');
    expect((await readOne(userToken, mine)).body).toMatchObject({ code: 0, data: null });
    expect((await readOne(userToken, mine)).body.code).toBe(0);
    const { response, body } = await readOne(userToken, theirs);
    expect(response.statusCode).toBe(200);
    expect(body.code).toBe(ErrorCode.NotificationNotFound);
    expect(body.description).toBe('A notificação não foi encontrada.');
    expect((await readOne(userToken, 2147483647)).body.code).toBe(ErrorCode.NotificationNotFound);
    expect((await readOne(guestToken, theirs)).body.code).toBe(ErrorCode.NotificationNotFound);
    const admins = (await t.call<NotificationItem[]>({ method: 'GET', url: NOTIFICATION_PATHS.list, token: adminToken })).body.data;
    expect(admins.find((n) => n.id === theirs)).toMatchObject({ read: false, event: null, record: null });
  });

  it("marks all of the caller's notifications read, and only theirs", async () => {
    await insert(userId, 'a');
    await insert(userId, 'b');
    const adminUnread = (await count(adminToken)).data;
    expect((await count(userToken)).data).toBe(2);
    expect((await t.call({ method: 'POST', url: NOTIFICATION_WRITE_PATHS.readAll, token: userToken })).body).toMatchObject({ code: 0, data: 2 });
    expect((await count(userToken)).data).toBe(0);
    expect((await count(adminToken)).data).toBe(adminUnread);
    expect((await t.call({ method: 'POST', url: NOTIFICATION_WRITE_PATHS.readAll, token: guestToken })).body).toMatchObject({ code: 0, data: 0 });
  });

  it("deletes one of the caller's notifications once; another's or a missing one is -380", async () => {
    const mine = await insert(userId, 'to delete');
    const theirs = await insert(adminId, 'not yours');
    expect((await remove(userToken, theirs)).body.code).toBe(ErrorCode.NotificationNotFound);
    expect((await remove(userToken, mine)).body).toMatchObject({ code: 0, data: null });
    expect((await remove(userToken, mine)).body.code).toBe(ErrorCode.NotificationNotFound);
    const left = await t.database.db.selectFrom('notification').select('id').where('id', 'in', [mine, theirs]).execute();
    expect(left.map((r) => r.id)).toEqual([theirs]);
  });

  it('refuses malformed ids without a 500, and calls without a session', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      for (const call of [readOne, remove]) {
        const { response, body } = await call(userToken, id);
        expect(response.statusCode).toBeLessThan(500);
        expect(body.code).not.toBe(0);
      }
    }
    expect((await t.call({ method: 'POST', url: NOTIFICATION_WRITE_PATHS.readAll })).response.statusCode).toBe(401);
    expect((await remove('', 1)).response.statusCode).toBe(401);
  });

  it('housekeeping removes the notifications older than notifications.retentionDays', async () => {
    const now = new Date();
    const day = 24 * 60 * 60_000;
    const old = await insert(userId, 'old', new Date(now.getTime() - 91 * day));
    const recent = await insert(userId, 'recent', new Date(now.getTime() - 89 * day));
    await purgeOldNotifications(t.database.db, now);
    let left = await t.database.db.selectFrom('notification').select('id').where('id', 'in', [old, recent]).execute();
    expect(left.map((r) => r.id)).toEqual([recent]);
    await t.database.db.updateTable('app_parameter').set({ value: '10' }).where('key', '=', PARAMETER_KEYS.notificationsRetentionDays).execute();
    await purgeOldNotifications(t.database.db, now);
    left = await t.database.db.selectFrom('notification').select('id').where('id', 'in', [old, recent]).execute();
    expect(left).toEqual([]);
  });
});
