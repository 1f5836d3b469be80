/** The authorisation matrix's rules of the settings: users and profiles (scoped to the caller's reach), reference data, templates, groups. */
import { Permission } from '@/shared/permissions';
import { fixed, staffHolding, staffHoldingAll, unscoped, when, type MatrixFixtures, type RouteRule } from './matrixRuleKit';
import { holdsAll, isSignedInStaff, type Place, type Subject } from './matrixSubjects';

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

/** Users and profiles: scoped to the caller's reach (settings/adminReach). */
export function userRules(): RouteRule[] {
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

export function parameterRules(): RouteRule[] {
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
