import { applyMask, displayToIso, formatDate, formatDateTime, isoToDisplay, storedDateText, typedDateValue } from './masks';
import { countCharacters } from './CharacterCounter';

describe('masks and date conversions', () => {
  it('fills the date mask ##/##/#### with digits only, 10 characters at most', () => {
    expect(applyMask('01022024', '##/##/####')).toBe('01/02/2024');
    expect(applyMask('0102', '##/##/####')).toBe('01/02');
    expect(applyMask('01/0a2-2024999', '##/##/####')).toBe('01/02/2024');
  });
  it('fills the postal code mask ####-###', () => {
    expect(applyMask('9500123', '####-###')).toBe('9500-123');
    expect(applyMask('95001', '####-###')).toBe('9500-1');
    expect(applyMask('9500', '####-###')).toBe('9500');
  });
  it('converts between the stored yyyy-MM-dd and the shown dd/MM/yyyy', () => {
    expect(isoToDisplay('2024-02-01')).toBe('01/02/2024');
    expect(displayToIso('01/02/2024')).toBe('2024-02-01');
    expect(displayToIso('31/02/2024')).toBeNull();
    expect(displayToIso('01/02/20')).toBeNull();
    expect(isoToDisplay('')).toBe('');
  });
  it('formats dates and date-times in the local format', () => {
    expect(formatDate('2024-12-25')).toBe('25/12/2024');
    // The Azores clock whatever the machine's zone: UTC−1 in winter, UTC in summer.
    expect(formatDateTime(new Date(Date.UTC(2024, 11, 25, 10, 5)))).toBe('25/12/2024 09:05');
    expect(formatDateTime('2024-07-01T12:30:00.000Z')).toBe('01/07/2024 12:30');
    expect(formatDateTime(null)).toBe('');
  });
  it('counts characters after stripping markup', () => {
    expect(countCharacters('<p>Olá <b>mundo</b></p>')).toBe(9);
  });
});

describe('a typed date as stored (issue 29 §8)', () => {
  it('stores a date yyyy-MM-dd, an impossible whole date in that shape, anything shorter as typed', () => {
    expect(typedDateValue('01/02/2024')).toBe('2024-02-01');
    expect(typedDateValue('31/02/2025')).toBe('2025-02-31');
    expect(typedDateValue('31/02')).toBe('31/02');
    expect(storedDateText('2025-02-31')).toBe('31/02/2025');
    expect(storedDateText('2024-02-01')).toBe('01/02/2024');
    expect(storedDateText(null)).toBe('');
  });
});
