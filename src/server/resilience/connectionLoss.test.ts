/**
 * The server survives PostgreSQL dropping its connections under load (issue 7, defect 1): the real
 * server process on a fresh database takes logins, searches and creates from several clients while
 * every backend of its database is terminated every ~1.5 s. The process stays up, every answer is an
 * envelope (a failure is -801 'the database did not answer', HTTP 503: never -1, a refused connection
 * or a bare error), and afterwards the pool has
 * replaced its connections and requests succeed.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@/shared/errors';
import type { SavedRecord } from '@/shared/records/contract';
import { createPostgresDatabase, usesPostgres, withAdminClient } from '../test/testDatabase';
import { ApiClient, entityId, newEntity, START_TIMEOUT_MS, startServer, type CallOutcome, type ServerProcess } from './serverProcess';

const CLIENTS = 6;
const KILL_ROUNDS = 8;
const KILL_EVERY_MS = 1500;

// Only PostgreSQL has connections to lose: the embedded database is in-process. CI runs this file
// again with TEST_DATABASE_URL set.
(usesPostgres() ? describe : describe.skip)('connection loss on PostgreSQL under load', () => {
  let database: { url: string; drop: () => Promise<void> };
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    server = await startServer({ DATABASE_URL: database.url });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(
    'stays up, answers -801 for what failed and recovers',
    async () => {
      const dbName = new URL(database.url).pathname.slice(1);
      const admin = new ApiClient(server.base);
      expect((await admin.login()).ok).toBe(true);
      const parentId = await entityId(database.url, 'SRFPAP');

      const outcomes: { kind: string; outcome: CallOutcome }[] = [];
      let storming = true;
      let killed = 0;

      const killer = (async () => {
        for (let round = 0; round < KILL_ROUNDS; round++) {
          await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
          const result = await withAdminClient((c) =>
            c.query('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]),
          );
          killed += result.rows.filter((r: { done: boolean }) => r.done).length;
        }
        storming = false;
      })();

      const worker = async (n: number) => {
        const client = new ApiClient(server.base);
        for (let i = 0; storming && server.isAlive(); i++) {
          const step = i % 3;
          if (step === 0 || !client.token) {
            outcomes.push({ kind: 'login', outcome: await client.login() });
          } else if (step === 1) {
            outcomes.push({ kind: 'search', outcome: await client.call('POST', '/records/entity/search', { name: 'Secretaria' }) });
          } else {
            const name = `Tempestade ${n} ${i} ${randomBytes(4).toString('hex')}`;
            outcomes.push({ kind: 'create', outcome: await client.call('POST', '/records/entity', { input: newEntity(parentId, name), continueOnDuplicate: true }) });
          }
        }
      };
      await Promise.all([killer, ...Array.from({ length: CLIENTS }, (_, n) => worker(n))]);

      const bare = outcomes.filter((o) => !o.outcome.ok).map((o) => `${o.kind}: ${(o.outcome as { reason: string }).reason}`);
      const answered = outcomes.flatMap((o) => (o.outcome.ok ? [{ kind: o.kind, code: o.outcome.body.code }] : []));
      const failed = answered.filter((a) => a.code !== ErrorCode.Ok);
      console.log(
        `connection storm: ${outcomes.length} requests, ${killed} backends terminated in ${KILL_ROUNDS} rounds, ` +
          `${answered.length - failed.length} succeeded, ${failed.length} answered ${[...new Set(failed.map((f) => f.code))].join('/') || '-'}, ` +
          `${bare.length} without an envelope; the server reported ${(server.stderr().match(/PostgreSQL connection lost:/g) ?? []).length} lost connections ` +
          `and ${(server.stderr().match(/starts again on a new connection/g) ?? []).length} statements retried (BEGIN or a read)`,
      );

      expect(server.isAlive()).toBe(true);
      expect(server.stderr()).not.toContain('Unhandled');
      expect(killed).toBeGreaterThan(0);
      expect(bare).toEqual([]);
      expect(failed.filter((f) => f.code !== ErrorCode.DatabaseUnavailable)).toEqual([]);

      // After the storm the pool has replaced its connections: everything works again.
      const after = new ApiClient(server.base);
      const login = await after.login();
      expect(login.ok && login.body.code).toBe(0);
      const search = await after.call('POST', '/records/entity/search', { name: 'Secretaria' });
      expect(search.ok && search.body.code).toBe(0);
      const created = await after.call<SavedRecord>('POST', '/records/entity', {
        input: newEntity(parentId, `Depois ${randomBytes(4).toString('hex')}`),
        continueOnDuplicate: true,
      });
      expect(created.ok && created.body.code).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );
});
