/**
 * The lifecycle routes and the shutdown's app-level parts, in process: /api/health and /api/ready
 * (public, no-store, the envelope), readiness's reasons (migrations pending, a database that refuses or
 * never answers), the refusal of new requests once shutting down (503 -800), and a job runner letting
 * go of the jobs it holds when closed, and the grace's end cutting a request that never ends. The real
 * process's SIGTERM is prodServer.test.ts.
 */
import http from 'node:http';
import net from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ACCOUNT_PATHS } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { ImportType } from '@/shared/enums';
import { LIFECYCLE_PATHS } from '@/shared/lifecycle';
import type { Database } from '../db/schema';
import { MIGRATIONS } from '../db/migrations';
import { insertJob } from '../imports/importJobs';
import { ImportRunner } from '../imports/importRunner';
import { SETUP_TIMEOUT_MS, createTestApp, testAppForSuite } from '../test/testApp';
import { checkReadiness } from './readiness';
import { shutDown } from './shutdown';

const t = testAppForSuite();

/** A Kysely on PostgreSQL at `port` of the loopback (nothing real listens there). */
function unreachable(port: number): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ host: '127.0.0.1', port, user: 'nobody', database: 'none', max: 1 }) }) });
}

describe('health and ready', () => {
  it.each([LIFECYCLE_PATHS.health, LIFECYCLE_PATHS.ready])('%s answers 200 and code 0 without a token, not cached', async (path) => {
    const { response, body } = await t.call({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { status: path === LIFECYCLE_PATHS.health ? 'up' : 'ready' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('both are in the OpenAPI document, without security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { security?: unknown } }> }>();
    for (const path of ['/api/health', '/api/ready']) {
      expect(document.paths[path]?.get).toBeDefined();
      expect(document.paths[path]?.get?.security).toBeUndefined();
    }
  });
});

describe('readiness', () => {
  it('is ready when every migration this version ships is applied; one more unknown to it (a newer version ran it) does not matter', async () => {
    expect(await checkReadiness(t.database.db, { shuttingDown: false })).toEqual({ ready: true });
    expect(await checkReadiness(t.database.db, { shuttingDown: false, expected: Object.keys(MIGRATIONS).slice(0, 3) })).toEqual({ ready: true });
  });

  it('is not ready while a migration of this version is not applied', async () => {
    const expected = [...Object.keys(MIGRATIONS), 'm9999_not_yet'];
    expect(await checkReadiness(t.database.db, { shuttingDown: false, expected })).toEqual({ ready: false, reason: 'migrations', pending: ['m9999_not_yet'] });
  });

  it('is not ready when the database refuses the connection', async () => {
    const db = unreachable(1);
    try {
      expect(await checkReadiness(db, { shuttingDown: false })).toEqual({ ready: false, reason: 'database' });
    } finally {
      await db.destroy();
    }
  });

  it('is not ready when the database never answers (bounded by the timeout)', async () => {
    // Accepts connections and never says a word: the driver waits for ever.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const db = unreachable((silent.address() as net.AddressInfo).port);
    try {
      expect(await checkReadiness(db, { shuttingDown: false, timeoutMs: 200 })).toEqual({ ready: false, reason: 'database' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await db.destroy().catch(() => undefined);
    }
  });
});

describe('a job runner closing', () => {
  it('lets go of every job it still holds (claimable at once), and of no other runner’s', async () => {
    const db = t.database.db;
    const admin = await db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const table = { headers: [], rows: [] };
    const runner = new ImportRunner({ db, clock: t.clock, log: t.app.log, poll: false });
    const until = new Date(Date.now() + 60_000);
    const mine = await insertJob(db, { importType: ImportType.Entity, fileName: 'mine.csv', userId: admin.id, table, at: t.clock() });
    const theirs = await insertJob(db, { importType: ImportType.Entity, fileName: 'theirs.csv', userId: admin.id, table, at: t.clock() });
    await db.updateTable('import_job').set({ lease_owner: runner.owner, lease_until: until }).where('id', '=', mine).execute();
    await db.updateTable('import_job').set({ lease_owner: 'another-process', lease_until: until }).where('id', '=', theirs).execute();
    await runner.close();
    const leases = await db.selectFrom('import_job').select(['id', 'state', 'lease_owner', 'lease_until']).where('id', 'in', [mine, theirs]).orderBy('id').execute();
    expect(leases).toEqual([
      { id: mine, state: 'validating', lease_owner: null, lease_until: null },
      { id: theirs, state: 'validating', lease_owner: 'another-process', lease_until: until },
    ]);
    await db.deleteFrom('import_job').where('id', 'in', [mine, theirs]).execute();
  });
});

// Last: a shutdown cannot be taken back.
describe('once shutting down', () => {
  beforeAll(() => t.app.lifecycle.beginShutdown(), SETUP_TIMEOUT_MS);

  it('ready answers 503 with ServiceUnavailable; health still 200', async () => {
    const ready = await t.call({ method: 'GET', url: LIFECYCLE_PATHS.ready });
    expect(ready.response.statusCode).toBe(503);
    expect(ready.body).toMatchObject({ code: ErrorCode.ServiceUnavailable, data: null });
    expect(ready.body.description).toMatch(/a terminar/);
    expect(ready.response.headers['cache-control']).toBe('no-store');
    expect((await t.call({ method: 'GET', url: LIFECYCLE_PATHS.health })).response.statusCode).toBe(200);
  });

  it('refuses every other new request with 503 and ServiceUnavailable, closing the connection', async () => {
    const { response, body } = await t.call({ method: 'GET', url: ACCOUNT_PATHS.loginSettings, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(body).toMatchObject({ code: ErrorCode.ServiceUnavailable, data: null });
    expect(response.headers.connection).toBe('close');
  });
});

describe('the grace', () => {
  it(
    'over, a request still in flight is cut and the close ends',
    async () => {
      const own = await createTestApp();
      try {
        const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
        const arrived = new Promise<http.IncomingMessage>((resolve) => own.app.server.once('request', resolve));
        // A public route that reads its body; the body is never finished: only the grace's end can stop it.
        const request = http.request(`${address}/api${ACCOUNT_PATHS.login}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 100 } });
        const outcome = new Promise<string>((resolve) => {
          request.on('response', (response) => resolve(`answered ${response.statusCode}`));
          request.on('error', (error) => resolve(error.message));
        });
        request.write('{"user');
        // Past its onRequest hooks once Fastify reads its body.
        const raw = await arrived;
        while (raw.listenerCount('data') === 0) await new Promise((resolve) => setImmediate(resolve));
        const overrun = jest.fn();
        expect(await shutDown(own.app, { graceMs: 200, onOverrun: overrun })).toEqual({ forced: true });
        expect(await outcome).toBe('socket hang up');
        expect(overrun).not.toHaveBeenCalled();
      } finally {
        await own.database.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
