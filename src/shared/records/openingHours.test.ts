import { isValidationMessageRef } from '../validation';
import { describeWeeklyHours, emptyOpeningHours, firstOverlap, openingHoursSchema, type OpeningHours, type WeeklyOpening } from './openingHours';
import { refusedPaths, schemaMessages } from './schemaMessages.testUtil';

const weekdays = [1, 2, 3, 4, 5] as const;
const office: OpeningHours = {
  weekly: [
    { days: [...weekdays], opens: '09:00', closes: '12:30' },
    { days: [...weekdays], opens: '14:00', closes: '17:00' },
    { days: [6], opens: '09:00', closes: '12:00' },
  ],
  exceptions: [{ date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' }],
};

describe('opening hours', () => {
  it('accept an office week with a holiday', async () => {
    expect(await refusedPaths(openingHoursSchema, office)).toEqual({});
    expect(await refusedPaths(openingHoursSchema, emptyOpeningHours())).toEqual({});
  });

  it('are worded per group of days, in weekday order (issue 10: "Seg–Sex 09:00–12:30, 14:00–17:00")', () => {
    expect(describeWeeklyHours(office.weekly, 'pt')).toEqual(['Seg–Sex 09:00–12:30, 14:00–17:00', 'Sáb 09:00–12:00']);
    expect(describeWeeklyHours([{ days: [7, 1, 2], opens: '08:00', closes: '10:00' }], 'en')).toEqual(['Mon, Tue, Sun 08:00–10:00']);
    expect(describeWeeklyHours([], 'pt')).toEqual([]);
  });

  it('refuse an interval that closes before it opens, and overlapping intervals on a shared day', async () => {
    expect(await refusedPaths(openingHoursSchema, { ...office, weekly: [{ days: [1], opens: '12:00', closes: '09:00' }] })).toEqual({
      'weekly[0].closes': 'closesBeforeOpens',
    });
    const overlapping: WeeklyOpening[] = [...office.weekly, { days: [5, 6], opens: '11:00', closes: '13:00' }];
    expect(firstOverlap(overlapping)).toBe(3);
    expect(await refusedPaths(openingHoursSchema, { ...office, weekly: overlapping })).toEqual({ 'weekly[3]': 'overlappingHours' });
    // Touching intervals do not overlap.
    expect(firstOverlap([...office.weekly, { days: [1], opens: '12:30', closes: '14:00' }])).toBe(-1);
  });

  it('refuse malformed times and days, a second exception on one day, and special hours without times', async () => {
    expect(await refusedPaths(openingHoursSchema, { weekly: [{ days: [0, 8], opens: '9h', closes: '24:00' }], exceptions: [] })).toEqual({
      'weekly[0].days[0]': 'format',
      'weekly[0].days[1]': 'format',
      'weekly[0].opens': 'format',
      'weekly[0].closes': 'format',
    });
    const twice = [office.exceptions[0], { date: '2026-12-25', closed: false, opens: '10:00', closes: '12:00', description: '' }];
    expect(await refusedPaths(openingHoursSchema, { ...office, exceptions: twice })).toEqual({ 'exceptions[1].date': 'duplicateDate' });
    expect(await refusedPaths(openingHoursSchema, { ...office, exceptions: [{ date: '2026-12-24', closed: false, opens: '', closes: '', description: '' }] })).toEqual({
      'exceptions[0].opens': 'required',
    });
  });

  it('speak only catalogued §5 messages', async () => {
    const found = await schemaMessages(openingHoursSchema, { weekly: 'x', exceptions: [{ date: 5, closed: 'no' }, null] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((message) => !isValidationMessageRef(message))).toEqual([]);
  });
});
