/** The authorisation matrix's rules of issue 30's myWork routes (authorizationRules.ts joins them). */
import type { Outcome, RouteRule } from './authorizationRules';
import { isSignedInStaff, type Subject } from './matrixSubjects';

/** 'O meu trabalho' is any signed-in staff user's own (with or without permissions); the guest has none (-500). */
const staff = (s: Subject): Outcome => (isSignedInStaff(s) ? 'allowed' : 'refused');

export function myWorkRules(): RouteRule[] {
  return [
    { route: 'GET /api/me/work', scoped: false, expect: staff, request: async () => ({ method: 'GET', url: '/api/me/work' }) },
    {
      route: 'POST /api/me/work/{section}/search',
      scoped: false,
      expect: staff,
      request: async () => ({ method: 'POST', url: '/api/me/work/returned/search', payload: { pageNumber: 1, pageSize: 5 } }),
    },
  ];
}
