/**
 * A date cell of an import as the day the record stores (yyyy-MM-dd). A real date cell of an xlsx is
 * read as yyyy-MM-dd already (cellText.ts); a CSV or a text cell holds what the user typed, and staff
 * type dates as every screen shows them, dd/mm/aaaa (issue 29 §11). Both forms are read; a day or a
 * month of one digit too (5/1/2026: how some Excel formats show a date). Anything else, and a day the
 * calendar does not have (31/02/2025, 2025-02-29), is no date.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHOWN_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A day of the calendar as yyyy-MM-dd, or null when there is no such day. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (UTC: no clock change in between).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > lastDay ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `text` (trimmed) as yyyy-MM-dd, or null when it is not a date in one of the accepted forms. */
export function importDay(text: string): string | null {
  const iso = ISO_DAY.exec(text.trim());
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const shown = SHOWN_DAY.exec(text.trim());
  if (shown) return calendarDay(Number(shown[3]), Number(shown[2]), Number(shown[1]));
  return null;
}
