/**
 * What SPEC §6 allows, route by route: the one table the authorisation matrix test reads. Every route
 * of the OpenAPI document must have a rule here (the test fails on a route without one), so a new
 * route cannot ship without saying who may call it. Record routes are derived per registered kind.
 */
import { LINK_CHECK_START_PERMISSIONS } from '@/shared/linkCheck';
import { hasApproveCreatePair, Permission } from '@/shared/permissions';
import { regionDay } from '@/shared/regionTime';
import { RECORD_KINDS, permissionsFor, type RecordKindName } from '@/shared/records/kinds';
import { heldPermissions, holdsAll, holdsAny, isSignedInStaff, type Place, type Subject } from './matrixSubjects';

/**
 * allowed: the call passes every permission check (it may still fail for business reasons);
 * refused: -500; hidden: the kind's not-found code (a version the caller may not read is not revealed);
 * refusedOrHidden: either (a write on a version the caller cannot even read).
 */
export type Outcome = 'allowed' | 'refused' | 'hidden' | 'refusedOrHidden';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

/** Targets the rules build their requests on; each call makes a fresh one where a case changes it. */
export interface MatrixFixtures {
  /** A draft record (never published) of the kind, owned by an organisation at `place`; with its first stored attachment when the kind has any. */
  draftRecord(kind: RecordKindName, place: Place): Promise<{ id: number; version: number; rowVersion: number; attachmentId?: number }>;
  /** A published record of the kind, owned by an organisation at `place`. */
  publishedRecord(kind: RecordKindName, place: Place): Promise<{ id: number; version: number }>;
  /** Valid input for a new record of the kind under an organisation at `place`. */
  newRecordInput(kind: RecordKindName, place: Place): Promise<Record<string, unknown>>;
  /** A fresh user whose one profile (no permissions) is scoped at `place`. */
  user(place: Place): Promise<{ userId: number; profileId: number }>;
  /** A fresh profile without users and permissions, scoped at `place`. */
  profile(place: Place): Promise<number>;
  /** An organisation at `place` (a branch below the scoped subjects' organisation, or outside it). */
  organization(place: Place): Promise<number>;
  unique(prefix: string): string;
}

export interface RouteRule {
  /** "METHOD /api/path/{param}", exactly as the OpenAPI document lists it. */
  route: string;
  /** Whether the answer depends on where the target lies (inside or outside the caller's branch). */
  scoped: boolean;
  /** No token needed. */
  isPublic?: boolean;
  /** The case ends the caller's session (logout): it gets a session of its own. */
  endsSession?: boolean;
  /** The not-found code of 'hidden' outcomes. */
  hiddenCode?: number;
  expect(subject: Subject, place: Place): Outcome;
  request(fixtures: MatrixFixtures, place: Place): Promise<MatrixRequest>;
}

const when = (allowed: boolean): Outcome => (allowed ? 'allowed' : 'refused');
const anyToken = (): Outcome => 'allowed';
const staffHolding =
  (numbers: readonly number[]) =>
  (s: Subject): Outcome =>
    when(isSignedInStaff(s) && holdsAny(s, numbers, null));
const staffHoldingAll =
  (numbers: readonly number[]) =>
  (s: Subject): Outcome =>
    when(isSignedInStaff(s) && holdsAll(s, numbers, null));
const fixed = (method: MatrixRequest['method'], url: string, payload?: unknown) => async (): Promise<MatrixRequest> => ({ method, url, payload });
/** A rule whose answer does not depend on where the target lies: the route's own method on a fixed URL. */
const unscoped = (route: string, expect: RouteRule['expect'], url: string, payload?: unknown): RouteRule => ({
  route,
  scoped: false,
  expect,
  request: fixed(route.split(' ')[0] as MatrixRequest['method'], url, payload),
});

const {
  ParameterCreateEdit: P61,
  ParameterDelete: P62,
  UserCreateEdit: U71,
  UserDelete: U72,
  ProfileCreateEdit: R81,
  ProfileDelete: R82,
  GroupCreateEdit: G101,
  GroupDelete: G102,
} = Permission;

/** A reference-data resource of settings: read with 61 or 62, write with 61, delete with `remove`. */
function settingsResource(path: string, idParam: string, read: readonly number[], remove: readonly number[], body: unknown): RouteRule[] {
  const one = `${path}/{${idParam}}`;
  const api = `/api${path}`;
  return [
    unscoped(`GET /api${path}`, staffHolding(read), api),
    unscoped(`POST /api${path}`, staffHolding([P61]), api, body),
    unscoped(`GET /api${one}`, staffHolding(read), `${api}/999999`),
    unscoped(`PUT /api${one}`, staffHolding([P61]), `${api}/999999`, body),
    unscoped(`DELETE /api${one}`, staffHoldingAll(remove), `${api}/999999`),
  ];
}

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

/** Users and profiles: scoped to the caller's reach (settings/adminReach). */
function userRules(): RouteRule[] {
  const inReach = (numbers: readonly number[]) => (s: Subject, place: Place) => when(isSignedInStaff(s) && holdsAll(s, numbers, place));
  const userBody = (f: MatrixFixtures, profileId: number) => {
    const username = f.unique('m');
    return { username, displayName: username, email: `${username}@example.org`, profileIds: [profileId], status: 1, isGraUser: false };
  };
  return [
    { route: 'GET /api/settings/users', scoped: false, expect: staffHolding([U71]), request: fixed('GET', '/api/settings/users') },
    {
      route: 'GET /api/settings/users/{userId}',
      scoped: true,
      expect: inReach([U71]),
      request: async (f, place) => ({ method: 'GET', url: `/api/settings/users/${(await f.user(place)).userId}` }),
    },
    {
      route: 'POST /api/settings/users',
      scoped: true,
      expect: inReach([U71]),
      request: async (f, place) => ({ method: 'POST', url: '/api/settings/users', payload: userBody(f, (await f.user(place)).profileId) }),
    },
    {
      route: 'PUT /api/settings/users/{userId}',
      scoped: true,
      expect: inReach([U71]),
      request: async (f, place) => {
        const target = await f.user(place);
        return { method: 'PUT', url: `/api/settings/users/${target.userId}`, payload: userBody(f, target.profileId) };
      },
    },
    {
      route: 'DELETE /api/settings/users/{userId}',
      scoped: true,
      expect: inReach([U71, U72]),
      request: async (f, place) => ({ method: 'DELETE', url: `/api/settings/users/${(await f.user(place)).userId}` }),
    },
    {
      route: 'POST /api/settings/users/{userId}/resetpassword',
      scoped: true,
      expect: inReach([U71]),
      request: async (f, place) => ({ method: 'POST', url: `/api/settings/users/${(await f.user(place)).userId}/resetpassword` }),
    },
    { route: 'GET /api/settings/profiles', scoped: false, expect: staffHolding([R81]), request: fixed('GET', '/api/settings/profiles') },
    {
      route: 'GET /api/settings/profiles/{profileId}',
      scoped: true,
      expect: inReach([R81]),
      request: async (f, place) => ({ method: 'GET', url: `/api/settings/profiles/${await f.profile(place)}` }),
    },
    {
      route: 'POST /api/settings/profiles',
      scoped: true,
      expect: inReach([R81]),
      request: async (f, place) => ({
        method: 'POST',
        url: '/api/settings/profiles',
        payload: { name: f.unique('Perfil'), permissions: [], organizationId: await f.organization(place), excludedOrganizationIds: [] },
      }),
    },
    {
      route: 'PUT /api/settings/profiles/{profileId}',
      scoped: true,
      expect: inReach([R81]),
      request: async (f, place) => ({
        method: 'PUT',
        url: `/api/settings/profiles/${await f.profile(place)}`,
        payload: { name: f.unique('Perfil'), permissions: [], organizationId: await f.organization(place), excludedOrganizationIds: [] },
      }),
    },
    {
      route: 'DELETE /api/settings/profiles/{profileId}',
      scoped: true,
      expect: inReach([R81, R82]),
      request: async (f, place) => ({ method: 'DELETE', url: `/api/settings/profiles/${await f.profile(place)}` }),
    },
  ];
}

function parameterRules(): RouteRule[] {
  const readAny = [P61, P62];
  return [
    ...settingsResource('/settings/economicactivities', 'economicActivityId', readAny, [P62], {}),
    ...settingsResource('/settings/legislations', 'legislationId', readAny, [P62], {}),
    ...settingsResource('/settings/refusaltypes', 'refusalTypeId', readAny, [P62], {}),
    ...settingsResource('/settings/parameters', 'parameterId', [P61], [P62], {}),
    unscoped('GET /api/settings/objectparameters/{category}', staffHolding([P61]), '/api/settings/objectparameters/relationType'),
    unscoped('POST /api/settings/objectparameters/{category}', staffHolding([P61]), '/api/settings/objectparameters/relationType', {}),
    unscoped('PUT /api/settings/objectparameters/{category}/order', staffHolding([P61]), '/api/settings/objectparameters/relationType/order', {}),
    unscoped('PUT /api/settings/objectparameters/{category}/{itemId}', staffHolding([P61]), '/api/settings/objectparameters/relationType/999999', {}),
    unscoped('DELETE /api/settings/objectparameters/{category}/{itemId}', staffHoldingAll([P61, P62]), '/api/settings/objectparameters/relationType/999999'),
    {
      route: 'GET /api/settings/templates/active',
      scoped: false,
      // Every signed-in member of staff with any permission uses templates in rich-text fields.
      expect: (s) => when(s.who === 'admin' || (s.who === 'area' && s.permissions.length > 0)),
      request: fixed('GET', '/api/settings/templates/active'),
    },
    ...settingsResource('/settings/templates', 'templateId', [P61], [P61, P62], {}),
    { route: 'GET /api/settings/divisions', scoped: false, expect: staffHolding(readAny), request: fixed('GET', '/api/settings/divisions') },
    { route: 'GET /api/settings/groups', scoped: false, expect: staffHolding([G101, G102]), request: fixed('GET', '/api/settings/groups') },
    { route: 'PUT /api/settings/groups', scoped: false, expect: staffHolding([G101]), request: fixed('PUT', '/api/settings/groups', {}) },
    { route: 'POST /api/settings/groups/reset', scoped: false, expect: staffHolding([G102]), request: fixed('POST', '/api/settings/groups/reset', {}) },
  ];
}

/**
 * The engine's routes of one kind. Reads target a draft: only holders of a permission on the kind in a
 * profile whose scope holds it may see it; anyone else is answered not-found.
 */
function recordRules(kind: RecordKindName): RouteRule[] {
  const base = `/api/records/${kind}`;
  const hiddenCode = RECORD_KINDS[kind].codes.notFound;
  const anyLevel = [...permissionsFor(kind, 'createEdit'), ...permissionsFor(kind, 'submit'), ...permissionsFor(kind, 'approve')];
  const readable = (s: Subject, place: Place): Outcome => (isSignedInStaff(s) && holdsAny(s, anyLevel, place) ? 'allowed' : 'hidden');
  const writes =
    (level: 'createEdit' | 'submit' | 'approve') =>
    (s: Subject, place: Place): Outcome => {
      if (isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, level), place)) return 'allowed';
      return readable(s, place) === 'allowed' ? 'refused' : 'refusedOrHidden';
    };
  const onDraft =
    (suffix: string, method: MatrixRequest['method'], body?: (draft: { rowVersion: number }, input: Record<string, unknown>) => unknown) =>
    async (f: MatrixFixtures, place: Place): Promise<MatrixRequest> => {
      const draft = await f.draftRecord(kind, place);
      const url = `${base}/${draft.id}${suffix.replace('{version}', String(draft.version))}`;
      return { method, url, payload: body ? body(draft, await f.newRecordInput(kind, place)) : undefined };
    };
  return [
    { route: `POST ${base}/search`, scoped: false, expect: anyToken, request: fixed('POST', `${base}/search`, {}) },
    // The list's map reads like the list (a kind without a map answers its invalid code to everyone).
    { route: `POST ${base}/map`, scoped: false, expect: anyToken, request: fixed('POST', `${base}/map`, {}) },
    {
      route: `POST ${base}/`,
      scoped: true,
      expect: (s, place) => when(isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, 'createEdit'), place)),
      request: async (f, place) => ({ method: 'POST', url: `${base}/`, payload: { input: await f.newRecordInput(kind, place), continueOnDuplicate: true } }),
    },
    { route: `GET ${base}/{id}/{version}`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}', 'GET') },
    {
      route: `PUT ${base}/{id}/{version}`,
      scoped: true,
      hiddenCode,
      expect: writes('createEdit'),
      request: onDraft('/{version}', 'PUT', (draft, input) => ({ input, rowVersion: draft.rowVersion, continueOnDuplicate: true })),
    },
    {
      route: `POST ${base}/{id}/{version}/actions/{action}`,
      scoped: true,
      hiddenCode,
      expect: writes('submit'),
      request: onDraft('/{version}/actions/submitForApproval', 'POST', (draft) => ({ rowVersion: draft.rowVersion })),
    },
    // Scheduling a publication is the publish action's: approve in the version's chain (a day ahead: a valid time).
    {
      route: `POST ${base}/{id}/{version}/schedule`,
      scoped: true,
      hiddenCode,
      expect: writes('approve'),
      request: onDraft('/{version}/schedule', 'POST', (draft) => ({
        rowVersion: draft.rowVersion,
        publishAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
        continueOnDuplicate: true,
      })),
    },
    // Nothing is scheduled on the fixture's draft: its approvers are answered -703, anyone else is refused.
    {
      route: `POST ${base}/{id}/{version}/schedule/cancel`,
      scoped: true,
      hiddenCode,
      expect: writes('approve'),
      request: onDraft('/{version}/schedule/cancel', 'POST', (draft) => ({ rowVersion: draft.rowVersion })),
    },
    { route: `GET ${base}/{id}/history`, scoped: true, hiddenCode, expect: readable, request: onDraft('/history', 'GET') },
    { route: `GET ${base}/{id}/{version}/changelog`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}/changelog', 'GET') },
    // The last return (issue 29 §10) is a review's word: read like the change log, by the draft's readers only.
    { route: `GET ${base}/{id}/{version}/last-return`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}/last-return', 'GET') },
    // The draft has one version: its readers are answered -710 (the same version twice), anyone else not-found.
    { route: `GET ${base}/{id}/compare`, scoped: true, hiddenCode, expect: readable, request: onDraft('/compare?from=1&to=1', 'GET') },
    { route: `GET ${base}/{id}/audit`, scoped: true, hiddenCode, expect: readable, request: onDraft('/audit', 'GET') },
  ];
}

/** Who may read a draft of the kind at `place` (its GET): holders of any of the kind's levels there. */
function draftReader(kind: RecordKindName) {
  const anyLevel = [...permissionsFor(kind, 'createEdit'), ...permissionsFor(kind, 'submit'), ...permissionsFor(kind, 'approve')];
  return (s: Subject, place: Place): Outcome => (isSignedInStaff(s) && holdsAny(s, anyLevel, place) ? 'allowed' : 'hidden');
}

/** The attachment download reads like the version GET: a draft's file only for its readers. */
function attachmentRule(kind: RecordKindName): RouteRule {
  return {
    route: 'POST /api/attachment/get',
    scoped: true,
    hiddenCode: RECORD_KINDS[kind].codes.notFound,
    expect: draftReader(kind),
    request: async (f, place) => {
      const draft = await f.draftRecord(kind, place);
      return { method: 'POST', url: '/api/attachment/get', payload: { kind, id: draft.id, version: draft.version, attachmentId: draft.attachmentId } };
    },
  };
}

/** A copy of a published record (readable by everyone) under an owner at `place`: the create permission there. */
function copyRule(kind: RecordKindName): RouteRule {
  return {
    route: `POST /api/records/${kind}/{id}/{version}/copy`,
    scoped: true,
    expect: (s, place) => when(isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, 'createEdit'), place)),
    request: async (f, place) => {
      const source = await f.publishedRecord(kind, place);
      return { method: 'POST', url: `/api/records/${kind}/${source.id}/${source.version}/copy`, payload: { organizationId: await f.organization(place) } };
    },
  };
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
    ...READ_RULES,
    ...reportRules(),
    ...importRules(),
    ...userRules(),
    ...parameterRules(),
    ...kinds.flatMap(recordRules),
    ...(options.attachmentKind ? [attachmentRule(options.attachmentKind)] : []),
    ...(options.copyable ?? []).map(copyRule),
    ...openDataRules(),
  ];
}
