/** An export over REPORT_LIMITS.exportRowsMax is refused, never cut silently (the limit lowered here to a few rows). */
import { ErrorCode } from '@/shared/errors';
import { regionDay } from '@/shared/regionTime';
import { signedInAppForSuite } from '../test/signedInApp';

jest.mock('@/shared/reports', () => {
  const actual = jest.requireActual<typeof import('@/shared/reports')>('@/shared/reports');
  return { ...actual, REPORT_LIMITS: { ...actual.REPORT_LIMITS, exportRowsMax: 3 } };
});

const t = signedInAppForSuite();

it('refuses an export with more rows than the limit, in both formats, and still runs the report on screen', async () => {
  const filters = { organizationId: null, date: regionDay(new Date()) };
  for (const format of ['xlsx', 'csv']) {
    const refused = await t.call({ method: 'POST', url: '/reports/organicTree/export', token: t.admin, payload: { filters, format } });
    expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
    expect(refused.body.description).toContain('demasiadas linhas');
  }
  const page = await t.call<{ total: number }>({ method: 'POST', url: '/reports/organicTree', token: t.admin, payload: { filters, pageNumber: 1, pageSize: 10 } });
  expect(page.body.code).toBe(0);
  expect(page.body.data.total).toBeGreaterThan(3);
});
