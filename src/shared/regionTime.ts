/**
 * The region's calendar: a date the user picks ('as it stood on 12/03/2024') is a day in the Azores,
 * whatever the server's or the browser's time zone. Both sides read days through here.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { FORMATS } from './limits';

dayjs.extend(utc);
dayjs.extend(timezone);

export const REGION_TIME_ZONE = 'Atlantic/Azores';

/** The day (yyyy-MM-dd) it is in the Azores at `now`. */
export function regionDay(now: Date): string {
  return dayjs(now).tz(REGION_TIME_ZONE).format('YYYY-MM-DD');
}

/** The instant the Azores day after `day` (yyyy-MM-dd) begins: whatever happened before it happened by the end of `day`. */
export function regionDayEnd(day: string): Date {
  // The next day's date first, in UTC (no clock changes there): adding a day to a zoned instant adds 24 hours, wrong across a clock change.
  const next = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
  const midnight = dayjs.tz(`${next}T00:00:00`, REGION_TIME_ZONE);
  // When winter time returns (01:00 UTC), the Azores live their first hour twice: the day begins at the first midnight.
  const hourEarlier = midnight.subtract(1, 'hour');
  return (hourEarlier.tz(REGION_TIME_ZONE).format('YYYY-MM-DDTHH:mm') === `${next}T00:00` ? hourEarlier : midnight).toDate();
}

/** The Azores wall-clock reading of an instant, 'DD/MM/YYYY HH:mm' (what every screen shows). */
export function regionDateTime(instant: string | Date): string {
  return dayjs(instant).tz(REGION_TIME_ZONE).format(FORMATS.dateTimeDisplayed);
}
