/** The authorisation matrix's rules of issue 30's preference routes (authorizationRules.ts joins them). */
import type { MatrixRequest, Outcome, RouteRule } from './authorizationRules';
import { isSignedInStaff, type Subject } from './matrixSubjects';

/** A user's own preferences and saved searches: any signed-in staff user; guests keep none (-500). */
const ownOnly = (s: Subject): Outcome => (isSignedInStaff(s) ? 'allowed' : 'refused');

const rule = (route: string, url: string, payload?: unknown): RouteRule => ({
  route,
  scoped: false,
  expect: ownOnly,
  request: async (fixtures) => ({
    method: route.split(' ')[0] as MatrixRequest['method'],
    url,
    // A fresh name each time: the same subject saving twice would meet its own name (-760, not a refusal either way).
    payload: payload === undefined ? undefined : { ...(payload as object), ...(route.startsWith('POST') && { name: fixtures.unique('matrix') }) },
  }),
});

export function preferenceRules(): RouteRule[] {
  return [
    rule('GET /api/me/preferences', '/api/me/preferences'),
    rule('PUT /api/me/preferences/{listKey}', '/api/me/preferences/records.entity', { pageSize: 25, density: 'compact', columns: [{ key: 'name', hidden: false }] }),
    rule('GET /api/me/saved-searches', '/api/me/saved-searches'),
    rule('POST /api/me/saved-searches', '/api/me/saved-searches', { form: 'entity', values: { name: 'matrix' } }),
    // Another's or a missing search is -761 for everyone allowed: never revealed as a refusal.
    rule('DELETE /api/me/saved-searches/{id}', '/api/me/saved-searches/999999'),
  ];
}
