/**
 * What SPEC §6 allows, route by route: the one table the authorisation matrix test reads. Every route
 * of the OpenAPI document must have a rule here (the test fails on a route without one), so a new
 * route cannot ship without saying who may call it. Record routes are derived per registered kind.
 */
import { LINK_CHECK_START_PERMISSIONS } from '@/shared/linkCheck';
import { hasApproveCreatePair, Permission } from '@/shared/permissions';
import { regionDay } from '@/shared/regionTime';
import type { RecordKindName } from '@/shared/records/kinds';
import { bulkRules } from './bulkRules';
import { myWorkRules } from './myWorkRules';
import { preferenceRules } from './preferenceRules';
import { undoRules } from './undoRules';
import { presenceRules } from './presenceRules';
import { previewRules } from './previewRules';
import { auditRules } from './auditRules';
import { heldPermissions, holdsAny, isSignedInStaff, type Place, type Subject } from './matrixSubjects';
import { anyToken, fixed, staffHolding, unscoped, when, type MatrixFixtures, type Outcome, type RouteRule } from './matrixRuleKit';
import { attachmentRule, copyRule, recordRules } from './recordMatrixRules';
import { parameterRules, userRules } from './settingsMatrixRules';

export type { MatrixFixtures, MatrixRequest, Outcome, RouteRule } from './matrixRuleKit';

const ACCOUNT_RULES: RouteRule[] = [
  { route: 'GET /api/account/loginsettings', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/account/loginsettings') },
  { route: 'GET /api/account/loginGuest', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/account/loginGuest') },
  { route: 'POST /api/account/login', scoped: false, isPublic: true, expect: anyToken, request: fixed('POST', '/api/account/login', {}) },
  { route: 'GET /api/account/login', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/account/login?clientId=backoffice') },
  // The regional sign-in's return: public (the person has no session of ours yet); a made-up state is refused (-49 or -3), never -500/401.
  { route: 'GET /api/authcallback', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/authcallback?code=made-up&state=made-up') },
  { route: 'GET /api/account/refreshtoken', scoped: false, endsSession: true, expect: anyToken, request: fixed('GET', '/api/account/refreshtoken') },
  { route: 'GET /api/account/logout', scoped: false, endsSession: true, expect: anyToken, request: fixed('GET', '/api/account/logout?clientId=backoffice') },
  { route: 'POST /api/account/changepassword', scoped: false, expect: anyToken, request: fixed('POST', '/api/account/changepassword', {}) },
  { route: 'GET /api/account/me', scoped: false, expect: anyToken, request: fixed('GET', '/api/account/me') },
];

/** The load balancer's and orchestrator's checks (issue 33 §3): public, they answer whoever asks (nothing in them to hide). */
const LIFECYCLE_RULES: RouteRule[] = [
  { route: 'GET /api/health', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/health') },
  { route: 'GET /api/ready', scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', '/api/ready') },
];

const READ_RULES: RouteRule[] = [
  { route: 'POST /api/notifications/count', scoped: false, expect: anyToken, request: fixed('POST', '/api/notifications/count', { notificationActionId: 1 }) },
  { route: 'GET /api/notifications', scoped: false, expect: anyToken, request: fixed('GET', '/api/notifications') },
  // A caller's own notifications: any session; another's or a missing one is -380, never a refusal.
  { route: 'POST /api/notifications/read', scoped: false, expect: anyToken, request: fixed('POST', '/api/notifications/read') },
  { route: 'POST /api/notifications/{id}/read', scoped: false, expect: anyToken, request: fixed('POST', '/api/notifications/999999/read') },
  { route: 'DELETE /api/notifications/{id}', scoped: false, expect: anyToken, request: fixed('DELETE', '/api/notifications/999999') },
  { route: 'GET /api/reference/{category}', scoped: false, expect: anyToken, request: fixed('GET', '/api/reference/relationType') },
  { route: 'GET /api/reference/divisions', scoped: false, expect: anyToken, request: fixed('GET', '/api/reference/divisions') },
  { route: 'GET /api/reference/legislations', scoped: false, expect: anyToken, request: fixed('GET', '/api/reference/legislations') },
  // The active refusal types for the return dialog (issue 29 §10): reference data like the others, for any session.
  { route: 'GET /api/reference/refusal-types', scoped: false, expect: anyToken, request: fixed('GET', '/api/reference/refusal-types') },
  { route: 'GET /api/records/entity/picker', scoped: false, expect: anyToken, request: fixed('GET', '/api/records/entity/picker?query=a') },
  { route: 'POST /api/tasks/search', scoped: false, expect: anyToken, request: fixed('POST', '/api/tasks/search', {}) },
  // The organic tree of a date and the home search with its history (src/server/organic, homeSearch):
  // published data and the caller's own readable records, for any session, guests included.
  { route: 'GET /api/organic/bounds', scoped: false, expect: anyToken, request: fixed('GET', '/api/organic/bounds') },
  { route: 'GET /api/organic/nodes', scoped: false, expect: anyToken, request: fixed('GET', `/api/organic/nodes?date=${regionDay(new Date())}`) },
  { route: 'GET /api/organic/search', scoped: false, expect: anyToken, request: fixed('GET', `/api/organic/search?date=${regionDay(new Date())}&query=Governo`) },
  // Reordering a node's sub-entities: permission 14 in a profile whose scope holds the node (an empty list is
  // refused -2 where the node has sub-entities today, which passed every permission check).
  {
    route: 'PUT /api/organic/order',
    scoped: true,
    expect: (s, place) => when(isSignedInStaff(s) && holdsAny(s, [Permission.EntityOrder], place)),
    request: async (f, place) => ({ method: 'PUT', url: '/api/organic/order', payload: { parentId: await f.organization(place), childIds: [] } }),
  },
  { route: 'POST /api/search', scoped: false, expect: anyToken, request: fixed('POST', '/api/search', { name: 'Governo', code: '', objectKind: null, organization: '' }) },
  { route: 'GET /api/search/history', scoped: false, expect: anyToken, request: fixed('GET', '/api/search/history') },
  // The map picker's address search and lookup (src/server/geo): any session, as the map is.
  { route: 'GET /api/geo/search', scoped: false, expect: anyToken, request: fixed('GET', '/api/geo/search?q=Ponta') },
  { route: 'GET /api/geo/reverse', scoped: false, expect: anyToken, request: fixed('GET', '/api/geo/reverse?lat=37.74&lng=-25.67') },
];

/**
 * The reports (src/server/reports): signed-in staff only, each within their profiles' subtrees; a
 * filter entity outside them is refused. The export asks for a day before any minimum date, so an
 * allowed caller gets the envelope of -2 (never a file, which the matrix cannot read as an envelope).
 */
function reportRules(): RouteRule[] {
  const inScope = (s: Subject, place: Place) => when(isSignedInStaff(s) && (s.who === 'admin' || place === 'inside'));
  const filters = async (f: MatrixFixtures, place: Place, date: string) => ({ organizationId: await f.organization(place), date });
  // The broken-link check: every signed-in member of staff reads the latest run; starting one takes an approve
  // permission of any kind (issue 28 §6). A second start while one runs is -730, a business answer.
  const staff = (s: Subject) => when(isSignedInStaff(s));
  return [
    unscoped('GET /api/reports/brokenLinks/check', staff, '/api/reports/brokenLinks/check'),
    unscoped('POST /api/reports/brokenLinks/check', staffHolding(LINK_CHECK_START_PERMISSIONS), '/api/reports/brokenLinks/check'),
    {
      route: 'POST /api/reports/{report}',
      scoped: true,
      expect: inScope,
      request: async (f, place) => ({
        method: 'POST',
        url: '/api/reports/organicTree',
        payload: { filters: await filters(f, place, regionDay(new Date())), pageNumber: 1, pageSize: 10 },
      }),
    },
    {
      route: 'POST /api/reports/{report}/export',
      scoped: true,
      expect: inScope,
      request: async (f, place) => ({ method: 'POST', url: '/api/reports/organicTree/export', payload: { filters: await filters(f, place, '1900-01-01'), format: 'csv' } }),
    },
  ];
}

/**
 * The imports (src/server/imports): SPEC §6's import rule, an approve plus create/edit pair anywhere
 * (the rows' own scope is checked per row). Each caller sees only their own imports, so an allowed
 * caller asking for a missing one gets -600; the template and the upload are asked with input their
 * schema refuses (-2, after the rule), so an allowed caller gets an envelope, never a file.
 */
function importRules(): RouteRule[] {
  const mayImport = (s: Subject): Outcome => when(isSignedInStaff(s) && (s.who === 'admin' || hasApproveCreatePair({ username: 'x', permissions: heldPermissions(s) })));
  return [
    { route: 'GET /api/imports', scoped: false, expect: mayImport, request: fixed('GET', '/api/imports') },
    { route: 'POST /api/imports', scoped: false, expect: mayImport, request: fixed('POST', '/api/imports?importType=1&fileName=a.csv', {}) },
    { route: 'GET /api/imports/{id}', scoped: false, expect: mayImport, request: fixed('GET', '/api/imports/999999') },
    { route: 'POST /api/imports/{id}/start', scoped: false, expect: mayImport, request: fixed('POST', '/api/imports/999999/start', { mode: 'validOnly' }) },
    { route: 'POST /api/imports/{id}/cancel', scoped: false, expect: mayImport, request: fixed('POST', '/api/imports/999999/cancel') },
    { route: 'GET /api/imports/{id}/errors', scoped: false, expect: mayImport, request: fixed('GET', '/api/imports/999999/errors') },
    { route: 'GET /api/imports/templates/{importType}', scoped: false, expect: mayImport, request: fixed('GET', '/api/imports/templates/99') },
  ];
}

/** `attachmentKind`: a registered kind with attachments (its drafts test the download); `copyable`: the kinds with a copy route. */
/** Open data (issue 14 §3): the public API answers everyone, token or not; its settings need 92. */
function openDataRules(): RouteRule[] {
  const open = (route: string, url: string): RouteRule => ({ route, scoped: false, isPublic: true, expect: anyToken, request: fixed('GET', url) });
  const I92 = [Permission.IntegrationUpdate];
  return [
    ...['entities', 'services', 'pointsofcare', 'documents'].flatMap((segment) => [
      open(`GET /api/opendata/${segment}`, `/api/opendata/${segment}`),
      open(`GET /api/opendata/${segment}.csv`, `/api/opendata/${segment}.csv`),
      open(`GET /api/opendata/${segment}/{id}`, `/api/opendata/${segment}/999999`),
    ]),
    unscoped('GET /api/settings/opendata', staffHolding(I92), '/api/settings/opendata'),
    unscoped('PUT /api/settings/opendata', staffHolding(I92), '/api/settings/opendata', {}),
    unscoped('POST /api/settings/opendata/keys', staffHolding(I92), '/api/settings/opendata/keys', {}),
    unscoped('DELETE /api/settings/opendata/keys/{keyId}', staffHolding(I92), '/api/settings/opendata/keys/999999'),
  ];
}

export function authorizationRules(kinds: readonly RecordKindName[], options: { attachmentKind?: RecordKindName; copyable?: readonly RecordKindName[] } = {}): RouteRule[] {
  return [
    ...ACCOUNT_RULES,
    ...LIFECYCLE_RULES,
    ...READ_RULES,
    ...reportRules(),
    ...importRules(),
    ...userRules(),
    ...parameterRules(),
    ...kinds.flatMap(recordRules),
    ...(options.attachmentKind ? [attachmentRule(options.attachmentKind)] : []),
    ...(options.copyable ?? []).map(copyRule),
    ...openDataRules(),
    ...bulkRules(),
    ...myWorkRules(),
    ...preferenceRules(),
    ...undoRules(),
    ...presenceRules(),
    ...previewRules(),
    ...auditRules(),
  ];
}
