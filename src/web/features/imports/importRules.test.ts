import { ERROR_CATALOGUE } from '@/shared/errors';
import { IMPORT_LIMITS, type ImportStatus } from '@/shared/imports';
import { defaultMode, extensionOf, fileRefusal, liveStatus, modeAvailability, POLL_MS, pollingInterval } from './importRules';

const status = (overrides: Partial<ImportStatus> = {}): ImportStatus => ({
  importId: 7,
  state: 'validating',
  total: 10,
  validated: 4,
  written: 0,
  failed: 1,
  percent: 40,
  ...overrides,
});

describe('the import page’s rules', () => {
  it('refuse a file of another kind (-602) or over the size limit (-601) before it is sent, whatever the case of its extension', () => {
    expect(extensionOf('Entidades.XLSX')).toBe('xlsx');
    expect(extensionOf('sem-extensao')).toBe('');
    expect(fileRefusal({ name: 'entidades.csv', size: 100 })).toBeNull();
    expect(fileRefusal({ name: 'Entidades.XLSX', size: IMPORT_LIMITS.maxBytes })).toBeNull();
    expect(fileRefusal({ name: 'entidades.xls', size: 100 })).toBe(ERROR_CATALOGUE[-602]);
    expect(fileRefusal({ name: 'entidades.csv.exe', size: 100 })).toBe(ERROR_CATALOGUE[-602]);
    expect(fileRefusal({ name: 'csv', size: 100 })).toBe(ERROR_CATALOGUE[-602]);
    expect(fileRefusal({ name: 'entidades.csv', size: IMPORT_LIMITS.maxBytes + 1 })).toBe(ERROR_CATALOGUE[-601]);
  });

  it('offer everything-or-nothing only without errors, the valid rows only when some row is valid, and choose the first allowed', () => {
    expect(modeAvailability({ errorCount: 0, failed: 0, total: 3 })).toEqual({ allOrNothing: { allowed: true, reason: null }, validOnly: { allowed: true, reason: null } });
    expect(defaultMode({ errorCount: 0, failed: 0, total: 3 })).toBe('allOrNothing');
    expect(modeAvailability({ errorCount: 2, failed: 1, total: 3 })).toEqual({
      allOrNothing: { allowed: false, reason: 'hasErrors' },
      validOnly: { allowed: true, reason: null },
    });
    expect(defaultMode({ errorCount: 2, failed: 1, total: 3 })).toBe('validOnly');
    expect(modeAvailability({ errorCount: 5, failed: 3, total: 3 })).toEqual({
      allOrNothing: { allowed: false, reason: 'hasErrors' },
      validOnly: { allowed: false, reason: 'noValidRows' },
    });
    expect(defaultMode({ errorCount: 5, failed: 3, total: 3 })).toBeNull();
  });

  it('show the pushed progress over the fetched one unless the push is older or of another import', () => {
    const fetched = status();
    expect(liveStatus(fetched, undefined)).toBe(fetched);
    expect(liveStatus(fetched, status({ importId: 8, validated: 9 }))).toBe(fetched);
    const ahead = status({ validated: 6, percent: 60 });
    expect(liveStatus(fetched, ahead)).toBe(ahead);
    expect(liveStatus(fetched, status({ validated: 2, percent: 20 }))).toBe(fetched);
    const validated = status({ state: 'validated', validated: 10, percent: 100 });
    expect(liveStatus(fetched, validated)).toBe(validated);
    expect(liveStatus(status({ state: 'importing', written: 3 }), validated).state).toBe('importing');
    const cancelled = status({ state: 'cancelled' });
    expect(liveStatus(status({ state: 'importing', written: 3 }), cancelled)).toBe(cancelled);
  });

  it('poll every two seconds only while the server moves the import and the hub is not connected', () => {
    expect(POLL_MS).toBe(2000);
    expect(pollingInterval('validating', false)).toBe(POLL_MS);
    expect(pollingInterval('importing', false)).toBe(POLL_MS);
    expect(pollingInterval('validated', false)).toBe(0);
    expect(pollingInterval('validating', true)).toBe(0);
    expect(pollingInterval('finished', false)).toBe(0);
    expect(pollingInterval('cancelled', false)).toBe(0);
    expect(pollingInterval(undefined, false)).toBe(0);
  });
});
