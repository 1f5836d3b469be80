import { regionDay, regionDayEnd } from './regionTime';

describe('the region’s calendar', () => {
  it('names the Azores day of an instant (UTC−1 in winter, UTC+0 in summer)', () => {
    expect(regionDay(new Date('2026-01-15T00:30:00Z'))).toBe('2026-01-14');
    expect(regionDay(new Date('2026-01-15T01:30:00Z'))).toBe('2026-01-15');
    expect(regionDay(new Date('2026-07-15T00:30:00Z'))).toBe('2026-07-15');
  });

  it('ends a day when the next one begins in the Azores', () => {
    expect(regionDayEnd('2026-01-14').toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(regionDayEnd('2026-07-14').toISOString()).toBe('2026-07-15T00:00:00.000Z');
    // The day summer time starts (last Sunday of March): 23 hours long.
    expect(regionDayEnd('2026-03-28').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(regionDayEnd('2026-03-29').toISOString()).toBe('2026-03-30T00:00:00.000Z');
    // The day it ends (last Sunday of October): 25 hours long.
    expect(regionDayEnd('2026-10-24').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(regionDayEnd('2026-10-25').toISOString()).toBe('2026-10-26T01:00:00.000Z');
  });
});
