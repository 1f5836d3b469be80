/** An estimated total as a person would say it, and the planner's estimates kept between asks. */
import { sql } from 'kysely';
import { RecordState } from '@/shared/recordStates';
import { statisticsChanged } from '../db/maintenance';
import { testDatabaseForSuite } from '../test/testDatabase';
import { LIMITS } from '@/shared/limits';
import { cappedTotal, countCap, countMatches, estimatedTotal, plannedMatches, roundEstimate } from './listTotal';

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

describe('the total of a capped count', () => {
  const cap = LIMITS.exactTotalUpTo + 1;
  const never = () => Promise.reject(new Error('the planner is asked only at the cap'));

  it('counts up to the cap, or past the page asked when it lies deeper', () => {
    expect(countCap(0, 5)).toBe(10_001);
    expect(countCap(9_995, 5)).toBe(10_001);
    expect(countCap(10_000, 100)).toBe(10_101);
  });

  it('is exact below the cap, without asking the planner (603 and 5,829 were "1,200~" and "4,100~")', async () => {
    for (const counted of [0, 603, 5_829, 10_000]) expect(await cappedTotal(counted, cap, never)).toEqual({ total: counted });
  });

  it('at the cap, is the estimate above what was counted, else "more than" the cap', async () => {
    expect(await cappedTotal(cap, cap, () => Promise.resolve(83_412))).toEqual({ total: 83_000, totalIsEstimate: true });
    expect(await cappedTotal(cap, cap, () => Promise.resolve(10_600))).toEqual({ total: 11_000, totalIsEstimate: true });
    // Rounded to 10,000, or below the count: never an estimate under what was counted.
    expect(await cappedTotal(cap, cap, () => Promise.resolve(10_040))).toEqual({ total: 10_000, totalIsLowerBound: true });
    expect(await cappedTotal(cap, cap, () => Promise.resolve(1_200))).toEqual({ total: 10_000, totalIsLowerBound: true });
    // A deep page counted further: more than the rows up to it.
    expect(estimatedTotal(5_000, 20_101)).toEqual({ total: 20_100, totalIsLowerBound: true });
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
    // The capped count stops at its cap; without one it counts everything.
    expect(await countMatches(database.db, matches(), 101)).toBe(101);
    expect(await countMatches(database.db, matches())).toBe(20_000);
  });
});
