import { NOTIFICATION_PATHS, type NotificationItem } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { createTestApp, SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';

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
