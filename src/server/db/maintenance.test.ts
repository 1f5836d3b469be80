/** VACUUM (ANALYZE) after preparing a database and on demand (the embedded database has no autovacuum). */
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { scheduleVacuum, vacuumAnalyze } from './maintenance';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(() => database.close());

/** The planner's row count of a table: -1 until VACUUM or ANALYZE first looks at it. */
async function plannerRows(table: string): Promise<number> {
  const result = await sql<{ n: number }>`SELECT reltuples::int AS n FROM pg_class WHERE oid = ${table}::regclass`.execute(database.db);
  return Number(result.rows[0]?.n);
}

describe('vacuumAnalyze', () => {
  it('ran after the seed (the tables have statistics)', async () => {
    const rows = await database.db
      .selectFrom('record_version')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThan(0);
    expect(await plannerRows('record_version')).toBe(Number(rows.n));
  });

  it('refreshes the statistics of every application table after a bulk write', async () => {
    await sql`CREATE TABLE vacuum_probe (n integer)`.execute(database.db);
    await sql`INSERT INTO vacuum_probe SELECT generate_series(1, 500)`.execute(database.db);
    expect(await plannerRows('vacuum_probe')).toBe(-1);
    await vacuumAnalyze(database.db);
    expect(await plannerRows('vacuum_probe')).toBe(500);
  });
});

describe('scheduleVacuum', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('vacuums every interval until stopped', async () => {
    const vacuum = jest.fn(() => Promise.resolve());
    const stop = scheduleVacuum(15, vacuum, () => undefined);
    await jest.advanceTimersByTimeAsync(14 * 60_000);
    expect(vacuum).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(vacuum).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(vacuum).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(vacuum).toHaveBeenCalledTimes(3);
  });

  it('never vacuums with an interval of 0', async () => {
    const vacuum = jest.fn(() => Promise.resolve());
    scheduleVacuum(0, vacuum, () => undefined)();
    await jest.advanceTimersByTimeAsync(7 * 24 * 60 * 60_000);
    expect(vacuum).not.toHaveBeenCalled();
  });

  it('does not start a run while the last one is still going, and reports failures', async () => {
    let finish: () => void = () => undefined;
    const vacuum = jest.fn(() => new Promise<void>((_resolve, reject) => (finish = () => reject(new Error('busy')))));
    const onError = jest.fn();
    const stop = scheduleVacuum(1, vacuum, onError);
    await jest.advanceTimersByTimeAsync(3 * 60_000);
    expect(vacuum).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'busy' }));
    expect(vacuum).toHaveBeenCalledTimes(2);
    stop();
  });
});
