/**
 * Structured opening hours of a point of care (issue 10: the shape of CPSV-AP's
 * OpeningHoursSpecification): weekly rows — a set of days with one interval, several rows for several
 * intervals a day — and dated exceptions (holidays, closures, special hours). Shared: the SPA's editor
 * and the server check the same rules (times well formed, closes after opens, no overlapping intervals
 * on a day) and both word them the same way ("Seg–Sex 09:00–12:30, 14:00–17:00").
 */
import * as yup from 'yup';
import type { Language } from '../errors';
import { messageRef as m } from '../validation';
import { checked, flag, FORMAT, isoDate, list, number, text } from './schemaParts';

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklyOpening {
  days: Weekday[];
  /** 'HH:mm', 24 h. */
  opens: string;
  closes: string;
}

export interface OpeningException {
  /** yyyy-MM-dd */
  date: string;
  /** Closed all day (a holiday); otherwise open from `opens` to `closes` instead of the weekly hours. */
  closed: boolean;
  opens: string;
  closes: string;
  description: string;
}

export interface OpeningHours {
  weekly: WeeklyOpening[];
  exceptions: OpeningException[];
}

export const OPENING_HOURS_LIMITS = { weeklyMaxItems: 28, exceptionsMaxItems: 100, descriptionMaxLength: 100 } as const;

export function emptyOpeningHours(): OpeningHours {
  return { weekly: [], exceptions: [] };
}

/** A path under the one being checked ('' at the root). */
const under = (path: string, sub: string) => (path ? `${path}.${sub}` : sub);

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = () => text(5).matches(TIME, { message: FORMAT, excludeEmptyString: true });

/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOf(value: string): number {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The index of the first weekly row whose interval overlaps an earlier row's on a shared day, or -1. */
export function firstOverlap(weekly: readonly WeeklyOpening[]): number {
  for (let i = 0; i < weekly.length; i++) {
    const row = weekly[i] as WeeklyOpening;
    for (let j = 0; j < i; j++) {
      const other = weekly[j] as WeeklyOpening;
      const sharesDay = row.days.some((day) => other.days.includes(day));
      if (sharesDay && minutesOf(row.opens) < minutesOf(other.closes) && minutesOf(other.opens) < minutesOf(row.closes)) return i;
    }
  }
  return -1;
}

function isWellFormedRow(row: unknown): row is WeeklyOpening {
  if (!row || typeof row !== 'object') return false;
  const { days, opens, closes } = row as Record<string, unknown>;
  return Array.isArray(days) && typeof opens === 'string' && typeof closes === 'string' && TIME.test(opens) && TIME.test(closes);
}

/** An interval's closing time must come after its opening (no interval crosses midnight). */
const closesAfterOpens = (value: { opens?: string; closes?: string } | undefined) =>
  !value?.opens || !value.closes || !TIME.test(value.opens) || !TIME.test(value.closes) || minutesOf(value.closes) > minutesOf(value.opens);

const weeklySchema = checked(
  yup.object({
    days: list(number().oneOf(WEEKDAYS, FORMAT).required(m('required')), WEEKDAYS.length)
      .min(1, m('required'))
      .required(m('required')),
    opens: time().required(m('required')),
    closes: time().required(m('required')),
  }),
).test('closes-after-opens', m('closesBeforeOpens'), function check(row) {
  return closesAfterOpens(row) || this.createError({ path: under(this.path, 'closes'), message: m('closesBeforeOpens') });
});

const exceptionSchema = checked(
  yup.object({
    date: isoDate().required(m('required')),
    closed: flag().default(true),
    opens: time().default(''),
    closes: time().default(''),
    description: text(OPENING_HOURS_LIMITS.descriptionMaxLength).default(''),
  }),
).test('exception-hours', m('required'), function check(row) {
  if (!row || row.closed) return true;
  if (!row.opens) return this.createError({ path: under(this.path, 'opens'), message: m('required') });
  if (!row.closes) return this.createError({ path: under(this.path, 'closes'), message: m('required') });
  return closesAfterOpens(row) || this.createError({ path: under(this.path, 'closes'), message: m('closesBeforeOpens') });
});

export const openingHoursSchema = checked(
  yup.object({
    weekly: list(weeklySchema, OPENING_HOURS_LIMITS.weeklyMaxItems).default([]),
    exceptions: list(exceptionSchema, OPENING_HOURS_LIMITS.exceptionsMaxItems)
      .default([])
      .test('one-exception-a-day', m('duplicateDate'), function check(rows) {
        const dates = Array.isArray(rows) ? rows.map((row: unknown) => (row && typeof row === 'object' ? (row as { date?: unknown }).date : undefined)) : [];
        const repeated = dates.findIndex((date, i) => typeof date === 'string' && dates.indexOf(date) !== i);
        return repeated < 0 || this.createError({ path: `${this.path}[${repeated}].date`, message: m('duplicateDate') });
      }),
  }),
).test('no-overlap', m('overlappingHours'), function check(hours) {
  // Object-level tests run even when the rows are malformed: those are refused by the row checks.
  const weekly: unknown = hours?.weekly;
  if (!Array.isArray(weekly) || !weekly.every(isWellFormedRow)) return true;
  const overlap = firstOverlap(weekly);
  return overlap < 0 || this.createError({ path: under(this.path, `weekly[${overlap}]`), message: m('overlappingHours') });
});

const DAY_NAMES: Readonly<Record<Language, readonly string[]>> = {
  pt: ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

export function weekdayName(day: Weekday, language: Language): string {
  return DAY_NAMES[language][day - 1] as string;
}

/** Days as runs: [1,2,3,4,5,7] → 'Seg–Sex, Dom'. */
function dayRuns(days: readonly Weekday[], language: Language): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    const first = weekdayName(sorted[i] as Weekday, language);
    // Two days in a row read better as a list than as a range.
    runs.push(j === i ? first : j === i + 1 ? `${first}, ${weekdayName(sorted[j] as Weekday, language)}` : `${first}–${weekdayName(sorted[j] as Weekday, language)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * The weekly hours in words, one line per group of days sharing the same intervals, in weekday order:
 * ['Seg–Sex 09:00–12:30, 14:00–17:00', 'Sáb 09:00–12:00'].
 */
export function describeWeeklyHours(weekly: readonly WeeklyOpening[], language: Language): string[] {
  const byDay = new Map<Weekday, string[]>();
  for (const row of [...weekly].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))) {
    for (const day of row.days) byDay.set(day, [...(byDay.get(day) ?? []), `${row.opens}–${row.closes}`]);
  }
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const intervals = byDay.get(day);
    if (!intervals) continue;
    const key = intervals.join(', ');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.entries()].map(([intervals, days]) => `${dayRuns(days, language)} ${intervals}`);
}
