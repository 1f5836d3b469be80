/**
 * DatabaseHandle.listen: a NOTIFY sent through the handle's own queries reaches the listener (at
 * commit inside a transaction, never after a rollback); on PostgreSQL a lost LISTEN connection is
 * opened again. Runs on the embedded database and on TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { createTestDatabase, usesPostgres, withAdminClient, type TestDatabase } from '../test/testDatabase';

const CHANNEL = 'listen_test';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({}, { prepare: false });
});
afterAll(() => database.close());

/** Resolves once `received` holds `count` payloads, or rejects after `timeoutMs`. */
async function waitFor(received: string[], count: number, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (received.length < count) {
    if (Date.now() - start > timeoutMs) throw new Error(`got ${JSON.stringify(received)}, waited for ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const notify = (payload: string) => sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(database.db);

it('delivers NOTIFYs at commit, not after a rollback, until stopped', async () => {
  const received: string[] = [];
  const stop = await database.listen(CHANNEL, (payload) => received.push(payload));
  await notify('one');
  await waitFor(received, 1);
  await database.db
    .transaction()
    .execute(async (trx) => {
      await sql`SELECT pg_notify(${CHANNEL}, 'rolled back')`.execute(trx);
      throw new Error('rollback');
    })
    .catch(() => undefined);
  await database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_notify(${CHANNEL}, 'two')`.execute(trx);
  });
  await waitFor(received, 2);
  expect(received).toEqual(['one', 'two']);
  await stop();
  await notify('after stop');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toEqual(['one', 'two']);
});

(usesPostgres() ? it : it.skip)('opens a lost LISTEN connection again (PostgreSQL only: skipped on the embedded database, which has no connection to lose)', async () => {
  const received: string[] = [];
  const stop = await database.listen(CHANNEL, (payload) => received.push(payload));
  const warning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  try {
    const database_name = new URL(database.config.databaseUrl as string).pathname.slice(1);
    const terminated = await withAdminClient((c) =>
      c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`, [database_name]),
    );
    expect(terminated.rowCount).toBe(1);
    // Until it is back, NOTIFYs are missed: send until one arrives.
    const start = Date.now();
    while (received.length === 0 && Date.now() - start < 15_000) {
      await notify('back');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received[0]).toBe('back');
    expect(warning).toHaveBeenCalledWith(expect.stringContaining('LISTEN connection lost'));
  } finally {
    warning.mockRestore();
    await stop();
  }
});
