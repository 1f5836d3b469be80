import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { createSession } from '../auth/sessionRepository';
import { issueToken } from '../auth/issueToken';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { findUserByUsername } from '../users/userRepository';
import auth from './auth';
import context from './context';
import errorHandler from './errorHandler';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(context, { config: database.config, db: database.db, clock: () => new Date() });
  await app.register(auth);
  await app.register(errorHandler);
  app.get('/protected', { onRequest: app.requireSession() }, async (request) => ({ user: request.session?.user.username }));
  app.get('/account-like', { onRequest: app.requireSession({ allowPendingPasswordChange: true }) }, async () => ({ ok: true }));
  await app.ready();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenForAdmin(): Promise<string> {
  const admin = await findUserByUsername(database.db, ADMIN_USERNAME);
  if (!admin) throw new Error('no admin');
  const now = new Date();
  const session = await createSession(database.db, admin.id, now, 30);
  const account = { username: admin.username, givenName: '', email: '', language: admin.language, displayName: '', mustChangePassword: false };
  return (await issueToken(app.keys.tokenSecret, account, [], session, now)).token;
}

it('puts the session loaded from the database on the request', async () => {
  const response = await app.inject({ method: 'GET', url: '/protected', headers: { authorization: `Bearer ${await tokenForAdmin()}` } });
  expect(response.json()).toEqual({ user: ADMIN_USERNAME });
});

it('keeps users who must change their password out of everything but the account routes', async () => {
  const token = await tokenForAdmin();
  await database.db.updateTable('app_user').set({ must_change_password: true }).where('username', '=', ADMIN_USERNAME).execute();
  try {
    const refused = await app.inject({ method: 'GET', url: '/protected', headers: { authorization: `Bearer ${token}` } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: ErrorCode.Unauthorized, data: null });
    const allowed = await app.inject({ method: 'GET', url: '/account-like', headers: { authorization: `Bearer ${token}` } });
    expect(allowed.json()).toEqual({ ok: true });
  } finally {
    await database.db.updateTable('app_user').set({ must_change_password: false }).where('username', '=', ADMIN_USERNAME).execute();
  }
});

it('answers 401 for a malformed Authorization header', async () => {
  for (const authorization of ['Basic abc', 'Bearer', 'Bearer a b']) {
    const response = await app.inject({ method: 'GET', url: '/protected', headers: { authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.Unauthorized);
  }
});
