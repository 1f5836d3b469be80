/** The authorisation matrix's rules of issue 31's presence routes (authorizationRules.ts joins them). */
import type { RouteRule } from './authorizationRules';

export function presenceRules(): RouteRule[] {
  return [
    {
      // Any session may leave: only its own rows of the named connection go (none here), never another's.
      route: 'POST /api/presence/leave',
      scoped: false,
      expect: () => 'allowed',
      request: async () => ({ method: 'POST', url: '/api/presence/leave', payload: { connectionId: 'A'.repeat(22) } }),
    },
  ];
}
