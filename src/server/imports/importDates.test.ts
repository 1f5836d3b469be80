/** The days an import's date cell may hold (issue 29 §11). */
import { importDay } from './importDates';

describe('importDay', () => {
  it('reads dd/mm/aaaa as every screen writes it, and yyyy-mm-dd', () => {
    expect(importDay('05/01/2026')).toBe('2026-01-05');
    expect(importDay('5/1/2026')).toBe('2026-01-05');
    expect(importDay(' 29/02/2024 ')).toBe('2024-02-29');
    expect(importDay('31/12/1999')).toBe('1999-12-31');
    expect(importDay('2026-01-05')).toBe('2026-01-05');
  });

  it('refuses a day the calendar does not have, in either form', () => {
    for (const text of ['31/02/2025', '29/02/2025', '00/01/2026', '01/13/2026', '32/01/2026', '2025-02-31', '2025-02-29', '2026-00-10', '2026-04-31'])
      expect(importDay(text)).toBeNull();
  });

  it('refuses other forms: a time, two-digit years, month first, dashes or dots', () => {
    for (const text of ['2026-01-05 10:00:00', '05/01/26', '2026/01/05', '05-01-2026', '05.01.2026', '5 Jan 2026', '', '05/01/2026x']) expect(importDay(text)).toBeNull();
  });
});
