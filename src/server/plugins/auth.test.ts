import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { createSession, endSessionOfToken, LAST_SEEN_RESOLUTION_MS } from '../auth/sessionRepository';
import { issueToken } from '../auth/issueToken';
import { verifyToken } from '../auth/tokens';
import { SETUP_TIMEOUT_MS, testClock } from '../test/testApp';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { createTestUser } from '../test/users';
import { findUserByUsername } from '../users/userRepository';
import auth from './auth';
import context from './context';
import errorHandler from './errorHandler';

let database: TestDatabase;
let app: FastifyInstance;
const clock = testClock();
/** Statements the app sent to the database (every query goes through the plugins, raw SQL too). */
let statements = 0;
const countStatements: KyselyPlugin = {
  transformQuery: (args) => {
    statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(context, { config: database.config, db: database.db.withPlugin(countStatements), clock });
  await app.register(auth);
  await app.register(errorHandler);
  app.get('/protected', { onRequest: app.requireSession() }, async (request) => ({ user: request.session?.user.username }));
  app.get('/account-like', { onRequest: app.requireSession({ allowPendingPasswordChange: true }) }, async () => ({ ok: true }));
  app.get('/caller', { onRequest: app.requireSession() }, async (request) => ({
    profiles: request.session?.profiles.map((p) => p.name),
    permissions: request.session?.permissions,
  }));
  await app.ready();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  await database.close();
});

async function tokenFor(username: string): Promise<string> {
  const user = await findUserByUsername(database.db, username);
  if (!user) throw new Error(`no ${username}`);
  const now = clock();
  const session = await createSession(database.db, user.id, now, 30);
  const account = { username: user.username, givenName: '', email: '', language: user.language, displayName: '', mustChangePassword: false, isGraUser: false };
  return (await issueToken(app.keys.tokenSecret, account, [], session, now)).token;
}

const tokenForAdmin = () => tokenFor(ADMIN_USERNAME);
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

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

describe('the session read', () => {
  it('reads the session, its user and their profiles in one statement, and touches last_seen_at at most once a minute', async () => {
    const token = await tokenForAdmin();
    statements = 0;
    expect((await get('/caller', token)).json().permissions.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
    clock.advance(LAST_SEEN_RESOLUTION_MS);
    statements = 0;
    await get('/caller', token);
    expect(statements).toBe(2);
    statements = 0;
    await get('/caller', token);
    expect(statements).toBe(1);
  });

  it('sees a profile change, a block and a logout on the very next request', async () => {
    const userId = await createTestUser(database.db, { username: 'next-request', password: 'Next#Request1', organizationId: null, permissions: [12, 11] });
    const token = await tokenFor('next-request');
    expect((await get('/caller', token)).json()).toEqual({ profiles: ['Perfil next-request'], permissions: [11, 12] });

    // The profile's permissions change, then a second profile is granted, then the first is taken away.
    const link = await database.db.selectFrom('user_profile').select('profile_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await database.db
      .updateTable('profile')
      .set({ permissions: [13] })
      .where('id', '=', link.profile_id)
      .execute();
    expect((await get('/caller', token)).json()).toEqual({ profiles: ['Perfil next-request'], permissions: [13] });
    const extra = await database.db
      .insertInto('profile')
      .values({ name: 'A primeiro', organization_id: 7, permissions: [21, 11] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('user_profile').values({ user_id: userId, profile_id: extra.id }).execute();
    expect((await get('/caller', token)).json()).toEqual({ profiles: ['A primeiro', 'Perfil next-request'], permissions: [11, 13, 21] });
    await database.db.deleteFrom('user_profile').where('user_id', '=', userId).where('profile_id', '=', link.profile_id).execute();
    expect((await get('/caller', token)).json()).toEqual({ profiles: ['A primeiro'], permissions: [11, 21] });

    // Blocked: -33 at once; active again: the same token works (its session never ended).
    await database.db.updateTable('app_user').set({ status: UserStatus.Blocked }).where('id', '=', userId).execute();
    expect((await get('/caller', token)).json()).toMatchObject({ code: ErrorCode.SessionInvalid });
    await database.db.updateTable('app_user').set({ status: UserStatus.Active }).where('id', '=', userId).execute();
    expect((await get('/caller', token)).statusCode).toBe(200);
    expect((await get('/caller', token)).json().profiles).toEqual(['A primeiro']);

    // Logged out (what the logout route does): -33 from the next request on.
    const claims = await verifyToken(token, app.keys.tokenSecret, clock());
    if (!claims) throw new Error('token not valid');
    expect(await endSessionOfToken(database.db, claims.sid, claims.th, clock())).toBe(true);
    expect((await get('/caller', token)).json()).toMatchObject({ code: ErrorCode.SessionInvalid });
  });

  it('answers -33 for a token whose user was renamed or whose session is unknown', async () => {
    await createTestUser(database.db, { username: 'renamed-soon', password: 'Renamed#Soon1', organizationId: null, permissions: [] });
    const token = await tokenFor('renamed-soon');
    expect((await get('/caller', token)).json()).toEqual({ profiles: ['Perfil renamed-soon'], permissions: [] });
    await database.db.updateTable('app_user').set({ username: 'renamed-now' }).where('username', '=', 'renamed-soon').execute();
    expect((await get('/caller', token)).json()).toMatchObject({ code: ErrorCode.SessionInvalid });
    const claims = await verifyToken(token, app.keys.tokenSecret, clock());
    if (!claims) throw new Error('token not valid');
    await database.db.deleteFrom('session').where('id', '=', claims.sid).execute();
    expect((await get('/caller', token)).json()).toMatchObject({ code: ErrorCode.SessionInvalid });
  });
});
