/** The authorisation matrix's rules of issue 30's undo routes (authorizationRules.ts joins them). */
import type { RouteRule } from './authorizationRules';

export function undoRules(): RouteRule[] {
  return [
    {
      // The token is the capability: any session may call; a token not its own (here: none) answers -750, never -500.
      route: 'POST /api/undo/{token}',
      scoped: false,
      expect: () => 'allowed',
      request: async () => ({ method: 'POST', url: `/api/undo/${'A'.repeat(32)}` }),
    },
  ];
}
