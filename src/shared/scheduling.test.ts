import { ErrorCode } from './errorCodes';
import { regionDateTime } from './regionTime';
import { instantToRegionLocal, regionLocalToInstant, scheduleTimeRefusal } from './scheduling';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('scheduleTimeRefusal', () => {
  it('accepts from the least lead to a year ahead', () => {
    expect(scheduleTimeRefusal(at(60_000), NOW)).toBeNull();
    expect(scheduleTimeRefusal(at(366 * 24 * 3_600_000), NOW)).toBeNull();
    expect(scheduleTimeRefusal('2026-06-15T13:00:00+01:00', NOW, 0)).toBeNull();
  });

  it('refuses the past and less than the least lead (-701), more than a year (-702)', () => {
    expect(scheduleTimeRefusal(at(-1), NOW)).toBe(ErrorCode.ScheduleTooSoon);
    expect(scheduleTimeRefusal(at(59_999), NOW)).toBe(ErrorCode.ScheduleTooSoon);
    expect(scheduleTimeRefusal(at(5_000), NOW, 2)).toBeNull();
    expect(scheduleTimeRefusal(at(366 * 24 * 3_600_000 + 1), NOW)).toBe(ErrorCode.ScheduleTooFar);
  });

  it('refuses what is not an instant with an offset (-700)', () => {
    for (const bad of ['', 'amanhã', '2026-06-16', '2026-06-16T10:00', '2026-13-01T10:00Z', '2026-06-16T10:00:00+0100']) {
      expect(scheduleTimeRefusal(bad, NOW)).toBe(ErrorCode.ScheduleTimeInvalid);
    }
  });
});

describe('Azores wall-clock time', () => {
  it('reads and writes the Azores local time (UTC in summer, UTC−1 in winter)', () => {
    expect(regionLocalToInstant('2026-06-16T10:00')).toBe('2026-06-16T10:00:00.000Z');
    expect(regionLocalToInstant('2026-12-16T10:00')).toBe('2026-12-16T11:00:00.000Z');
    expect(instantToRegionLocal('2026-12-16T11:00:00.000Z')).toBe('2026-12-16T10:00');
    expect(regionDateTime('2026-06-16T10:30:00.000Z')).toBe('16/06/2026 10:30');
    expect(regionLocalToInstant('16/06/2026 10:00')).toBeNull();
  });
});
