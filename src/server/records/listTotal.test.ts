/** An estimated total as a person would say it, and the planner's estimates kept between asks. */
import { sql } from 'kysely';
import { RecordState } from '@/shared/recordStates';
import { statisticsChanged } from '../db/maintenance';
import { testDatabaseForSuite } from '../test/testDatabase';
import { plannedMatches, roundEstimate } from './listTotal';

describe('roundEstimate', () => {
  it.each([
    [0, 0],
    [87, 87],
    [501, 500],
    [83_412, 83_000],
    [16_668, 17_000],
    [12_478, 12_000],
    [995, 1000],
    [1_234_567, 1_200_000],
  ])('%i reads %i', (value, shown) => {
    expect(roundEstimate(value)).toBe(shown);
  });
});

describe('plannedMatches', () => {
  const database = testDatabaseForSuite();
  const FAKE_KIND = 77;
  const matches = () => database.db.selectFrom('record_version').selectAll().where('kind', '=', FAKE_KIND);
  const load = (from: number, to: number) =>
    sql`
      INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, active, created_by)
      SELECT ${FAKE_KIND}, i, 1, ${RecordState.Draft}, 'P' || i, 'Planeado ' || i, '', TRUE, 'test'
      FROM generate_series(${from}::int, ${to}::int) AS i`.execute(database.db);

  it("keeps the planner's estimate of a filter until the statistics change", async () => {
    await load(1, 20);
    await sql`ANALYZE record_version`.execute(database.db);
    statisticsChanged();
    const few = await plannedMatches(database.db, matches());
    expect(few).toBeLessThan(100);

    await load(21, 20_000);
    await sql`ANALYZE record_version`.execute(database.db);
    // Asked again before this process hears of the new statistics: the same estimate, no planning.
    expect(await plannedMatches(database.db, matches())).toBe(few);

    statisticsChanged();
    const many = await plannedMatches(database.db, matches());
    expect(many).toBeGreaterThan(10_000);
    // Another filter is another estimate.
    expect(await plannedMatches(database.db, matches().where('id', '<', 0))).toBeLessThan(many);
  });
});
