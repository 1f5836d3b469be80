/** The authorisation matrix's rules of issue 31's audit view routes (authorizationRules.ts joins them). */
import type { Outcome, RouteRule } from './authorizationRules';
import type { Subject } from './matrixSubjects';

/**
 * The audit view is the administrator's (canAudit: Super approve over the whole tree). Every scoped
 * subject holds its area on a branch only — a branch holder of 3 included — so only the admin is let in.
 */
const administrator = (s: Subject): Outcome => (s.who === 'admin' ? 'allowed' : 'refused');

export function auditRules(): RouteRule[] {
  return [
    {
      route: 'POST /api/audit/search',
      scoped: false,
      expect: administrator,
      request: async () => ({ method: 'POST', url: '/api/audit/search', payload: { pageNumber: 1, pageSize: 5 } }),
    },
    {
      route: 'POST /api/audit/export',
      scoped: false,
      expect: administrator,
      request: async () => ({ method: 'POST', url: '/api/audit/export', payload: { format: 'csv', from: '2026-01-01', to: '2026-01-01' } }),
    },
  ];
}
